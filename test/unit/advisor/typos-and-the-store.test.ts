import { describe, expect, it } from 'vitest';
import { spelling } from '../../../src/core/chat/advisor/lexicon/index.js';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { URGENT, converse, lastAnswer } from './support.js';

/** Misspelt words read as the words meant, before any rule reads the question. */
describe('spelling correction', () => {
  it.each([
    ['seizzure', 'seizure'],
    ['raisinns', 'raisins'],
    ['bleding', 'bleeding'],
    ['vomitting', 'vomiting'],
    ['chokolit', 'chocolate'],
  ])('reads "%s" as "%s"', (written, meant) => {
    expect(spelling().correction(written)).toBe(meant);
  });

  it.each(['forget', 'planning', 'following', 'thats', 'breeding', 'graze', 'gapes', 'cat', 'wee'])(
    'leaves the word "%s" as written',
    (word) => {
      expect(spelling().correction(word)).toBeUndefined();
    },
  );

  it('keeps a capitalised name inside a sentence, and the rest of the text, as written', () => {
    expect(spelling().correct('we think Chokolit ate some raisinns!')).toBe(
      'we think Chokolit ate some raisins!',
    );
  });
});

describe('misspelt emergencies and questions', () => {
  it.each([
    ['our lab scoffed half a box of raisinns from the cupboard', /raisin|grape/i],
    ['my springer just had two seizzures in a row and is still not himself', /seizure/i],
    [
      'the terrier got into the easter basket and ate three chokolit eggs, foil and all',
      /chocolate|theobromine/i,
    ],
    ['the collie has had two fitts since lunch and is wobbly between them', /seizure/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    ['are bannanas ok to give my dog now and then', /banana/i],
    ['what age do guinnea pigs usually reach', /year/i],
  ])('"%s" is answered, not alarmed', async (question, expected) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(expected);
  });
});

/** Emergencies told to the shop about a pet or a product bought there, and questions that are none. */
describe('emergencies told to the shop', () => {
  it.each([
    [
      'our puppy, which we adopted here three weeks ago, has bloody runny poo and keeps throwing up',
      /parvo/i,
    ],
    [
      'the rope ball from your shop snapped and my lab gulped down half of it, he has been sick twice since',
      /block/i,
    ],
    ["a bully stick is stuck in my collie's throat, she keeps retching and drooling", /chok/i],
    ['put the spot on for medium dogs on our cat by mistake, now she is twitching', /permethrin/i],
    [
      'my cockatiel keeps chewing the shiny metal bars of her cage and now she is fluffed up and weak',
      /zinc|heavy metal/i,
    ],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    ['I picked up flea drops for dogs by mistake, still sealed, can I use them on our kitten?', /^No\b/],
    ['I picked up flea drops for dogs by mistake, still sealed, can they go on our kitten?', /permethrin/],
  ])('answers "%s" about the product, without the alarm', async (question, expected) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(expected);
  });

  it('raises no alarm for a broken toy that nothing was swallowed from', async () => {
    const answer = await lastAnswer(
      'the chew toy from your shop split in two, we found every bit and he did not swallow any. what lasts longer?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

/** Texting shorthand, a misheard verb, and signs told in plain words. */
describe('emergencies in shorthand and plain words', () => {
  it.each([
    ['our tom cnt pee at all and keeps going back to the tray crying', /urin|bladder/i],
    [
      "labrador has had 3 puppies but it's been 3 hrs and nothing more is coming though she's still big",
      /birth|labour/i,
    ],
    ['the puppy liked up some of the antifreeze that dripped in the garage', /antifreeze/i],
    ['my hamster has something pink hanging out his bottom', /prolapse/i],
    ['our guinea pig is flat out and not moving, the hutch is roasting in the sun', /heatstroke/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('raises no alarm for ear scratching the owner says draws no blood', async () => {
    const answer = await lastAnswer(
      'my cat shakes her head and scratches one ear, no blood at all, could it be mites?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/mite/i);
  });
});

describe("a pet's name typed with a slip", () => {
  it('is looked up as typed, not corrected into a word of pet care', async () => {
    const shelter = new InMemoryPetCatalog([
      storedPet({ name: 'Shadow', species: 'CAT', breed: 'British Shorthair', ageMonths: 60 }),
    ]);
    // "shado" is one letter from "shade", a word of the knowledge base's titles.
    const [answer] = await converse(shelter, 'how old is shado');
    expect(answer).toMatch(/Shadow is 5 years old/);
  });
});
