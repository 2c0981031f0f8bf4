import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { URGENT, converse, lastAnswer } from './support.js';

/**
 * Emergencies told in the plainest words a second language has, by what a thing looks like, or
 * by a local or brand name: the verb is not in the past, the grapes are "the fruit for wine",
 * the raisins have a Hindi name and the chocolate a New Zealand one.
 */
describe('an act told with the verb in its plain form', () => {
  it('reads "puppy eat the box of tablets." as an eating that happened', async () => {
    const answer = await lastAnswer('puppy eat the box of my tablets for headache. he is 6 kilo');
    expect(answer).toMatch(URGENT);
  });

  it('still reads "dog eat mango?" as a question', async () => {
    const answer = await lastAnswer('dog eat mango?');
    expect(answer).not.toMatch(URGENT);
  });
});

describe('a poison told by what it looks like or a local name', () => {
  it('reads mints of the kind with no sugar as xylitol', async () => {
    const answer = await lastAnswer(
      'our spaniel finished a tin of mints, the kind with no sugar in, and is trembling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/xylitol/i);
  });

  it('reads the fruit that grows in bunches for wine as grapes', async () => {
    const answer = await lastAnswer(
      'the pup ate a bowl of those small fruits that grow in bunches, the ones for wine',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/grape/i);
  });

  it('knows raisins by a Hindi name and chocolate by a New Zealand bar', async () => {
    const raisins = await lastAnswer('my beagle ate a handful of munakka from the sweets tin');
    expect(raisins).toMatch(URGENT);
    expect(raisins).toMatch(/raisin|grape/i);
    const chocolate = await lastAnswer('the labrador scoffed a whole family block of Caramilk');
    expect(chocolate).toMatch(URGENT);
    expect(chocolate).toMatch(/chocolate/i);
  });

  it('reads a packet with a crossed-out rat on it as rat bait', async () => {
    const answer = await lastAnswer(
      'my terrier chewed open a box with a drawing of a rat with a cross through it',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/rat|rodent|bait/i);
  });

  it('refuses a dose of paracetamol asked by an Indian brand name', async () => {
    const answer = await lastAnswer('can i give crocin to my labrador for his fever, how many?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/paracetamol/i);
  });
});

describe('what the scene tells', () => {
  it('reads green fluid from a whelping bitch as a birth in trouble, not as coolant', async () => {
    const answer = await lastAnswer(
      'our pregnant collie has had green fluid come out for an hour and still no pup',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/difficult birth/i);
    expect(answer).not.toMatch(/antifreeze/i);
  });

  it('reads grapes missing after the dog knocked the bowl over as grapes eaten', async () => {
    const answer = await lastAnswer(
      'the whippet knocked the fruit bowl over while we were out and a bunch of grapes is missing',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/grape/i);
  });

  it('reads an advent calendar ripped apart as the chocolate in it eaten', async () => {
    const answer = await lastAnswer(
      'came down to find the chocolate advent calendar torn apart, every door empty, and the pug asleep',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chocolate/i);
  });

  it('reads a cat found lying and not getting up as a collapse', async () => {
    const answer = await lastAnswer(
      'my cat is lying by the back door and is not getting up, she feels like a rag doll',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads hours in the sun after the sunscreen question as heat', async () => {
    const answer = await lastAnswer(
      'is there a sunscreen for dogs?',
      'ok we have been at the beach all afternoon and now she is wobbling and drooling foam',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });
});

describe('an owner’s pet that shares a name with one on offer', () => {
  it('judges the kind of animal the owner names, not the shop pet’s', async () => {
    const catalog = new InMemoryPetCatalog([storedPet({ name: 'Pumpkin', species: 'DOG', breed: 'Pug' })]);
    const [answer] = await converse(
      catalog,
      'our guinea pig Pumpkin has not eaten since yesterday morning and sits puffed up in the corner',
    );
    expect(answer).toMatch(URGENT);
  });
});

describe('a poison found untouched, or not quite', () => {
  it('stays calm when the bait station is still locked and every block is there', async () => {
    const answer = await lastAnswer(
      'the terrier pulled the rodent bait box off the wall, it is still locked and all the blocks are all there. how do I fix it so he cannot move it?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('reads a box still sealed except for the pieces gone as an eating', async () => {
    const answer = await lastAnswer(
      'the lurcher got at the truffle box, the cellophane is still sealed but he chewed a corner and three are missing',
    );
    expect(answer).toMatch(URGENT);
  });
});

describe('an animal in baby talk', () => {
  it('knows a "wabbit" as a rabbit', async () => {
    const answer = await lastAnswer('my wabbit hasnt eaten or done any poos since last night');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/stasis/i);
  });
});
