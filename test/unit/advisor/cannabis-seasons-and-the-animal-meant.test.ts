import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { URGENT, converse, lastAnswer } from './support.js';

/**
 * Poisons and signs with entries of their own (cannabis, a thyroid overdose, a tick's paralysis,
 * a womb infection after a birth), the animal a message is about when it names several, and the
 * calm look-alikes beside them: a cat in season, a dog dreaming, a bird drying after its bath.
 */
const catalog = new InMemoryPetCatalog([
  storedPet({ name: 'Bella', species: 'DOG', breed: 'Cavalier King Charles Spaniel', price: '85.00' }),
  storedPet({ name: 'Peanut', species: 'DOG', breed: 'Chihuahua', price: '120.00' }),
]);

describe('poisons and signs with entries of their own', () => {
  it('names cannabis, before the chocolate, for a pot brownie eaten', async () => {
    const answer = await lastAnswer(
      'our terrier got into a pot brownie and now he is dribbling pee and startles at everything',
    );
    expect(answer).toMatch(URGENT);
    expect(answer.indexOf('Cannabis')).toBeGreaterThan(-1);
    expect(answer.indexOf('Cannabis')).toBeLessThan(
      answer.indexOf('Chocolate') === -1 ? Infinity : answer.indexOf('Chocolate'),
    );
  });

  it('does not read a joint supplement as cannabis', async () => {
    const answer = await lastAnswer('which joint supplement is best for an old labrador with stiff hips?');
    expect(answer).not.toMatch(/cannabis/i);
  });

  it('names the thyroid tablets when a dog has had several', async () => {
    const answer = await lastAnswer(
      'my husband and I both gave the dog her levothyroxine this morning and now she is panting and restless with a racing heart',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/thyroid/i);
  });

  it('reads insulin given twice by mistake as low blood sugar to come', async () => {
    const answer = await lastAnswer(
      'I forgot I had already done it and gave my diabetic cat her insulin twice tonight',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/blood sugar/i);
  });

  it('keeps the daily routine of two insulin injections calm', async () => {
    const answer = await lastAnswer(
      'our diabetic dog has his insulin twice a day, what is the best way to store the pens?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('reads wobbly legs and a grunting breath after a tick as tick paralysis', async () => {
    const answer = await lastAnswer(
      'pulled a tick off the kelpie this morning and tonight his hind legs are wobbly and his breathing is noisy and laboured',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/tick paralysis|tick’s toxin/i);
  });

  it('reads a foul discharge and a fever days after whelping as a womb infection', async () => {
    const answer = await lastAnswer(
      'she whelped five days ago and now has a dark smelly discharge, is off her food and not feeding her puppies',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|metritis/i);
  });

  it('reads a swollen belly in an unspayed bitch said not to be pregnant as a womb infection', async () => {
    const answer = await lastAnswer(
      'our unspayed collie has a big round tummy, she is vomiting and flat, and she cannot be pregnant, she has never been mated',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|pyometra/i);
  });

  it('puts CPR first for a newborn that is not breathing', async () => {
    const answer = await lastAnswer('one of the new puppies is cold and floppy and his chest is not moving');
    expect(answer).toMatch(URGENT);
    expect(answer.indexOf('CPR')).toBeLessThan(answer.indexOf('**', answer.indexOf('CPR') + 10));
    expect(answer).toMatch(/\*\*Not breathing: pet CPR/);
  });

  it('reads a lamp that fell onto the bedding as a burn', async () => {
    const answer = await lastAnswer(
      'the heat lamp dropped into the whelping box overnight and one puppy has a raw red patch and cries when touched',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/burn/i);
  });

  it('reads a glass of wine lapped up as a poisoning', async () => {
    const answer = await lastAnswer(
      'the puppy lapped up a glass of prosecco someone left on the floor and now she is staggering',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/alcohol/i);
  });

  it('reads a bird sitting puffed up after an air freshener as fumes', async () => {
    const answer = await lastAnswer(
      'I plugged in a new air freshener next to the cage and an hour later my cockatiel is puffed up with his tail bobbing',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/fume|aerosol|air/i);
  });
});

describe('what an eating or a sign is told by', () => {
  it('reads an eating caught on camera', async () => {
    const answer = await lastAnswer('the pet cam caught our spaniel eating a bag of raisins off the side');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin|grape/i);
  });

  it('reads a wrapper left in shreds as the chocolate eaten', async () => {
    const answer = await lastAnswer(
      'came home to the beagle and a big dark chocolate bar, the wrapper in shreds on the rug',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chocolate/i);
  });

  it('reads a cyclist riding into a dog as a road accident', async () => {
    const answer = await lastAnswer(
      'a bike crashed into my dog on the path and now he will not put his back leg down',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads two puncture marks in a swollen, trembling leg as a snake bite', async () => {
    const answer = await lastAnswer(
      'my cat came in with a puffy front leg with two little holes in it and she is drooling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|venom/i);
  });

  it('does not read "a bit of" as a bite', async () => {
    const answer = await lastAnswer(
      'my corn snake had a bit of trouble shedding round his eyes, should I bathe him?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('which animal a message is about', () => {
  it('reads the signs told after two kinds are named as the last one’s', async () => {
    const answer = await lastAnswer(
      'the hens were in the yard and the boxer was racing after them after his tea. now he retches with nothing coming up and his belly is tight as a drum',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bloat|GDV/i);
  });

  it('reads the other kind as the one unwell when the first is said to be fine', async () => {
    const answers = await converse(
      undefined,
      'can our cat and dog share a flea comb?',
      'I put the dog spot-on on both of them last night. The dog is fine. Tabitha is twitching and trembling',
    );
    expect(answers.at(-1)).toMatch(URGENT);
    expect(answers.at(-1)).toMatch(/permethrin/i);
  });

  it('does not answer a relative’s sick cat with a pet on offer', async () => {
    const [answer] = await converse(
      catalog,
      "Mum's older cat, not sure she was ever spayed, her tummy is swollen and she's being sick",
    );
    expect(answer).not.toMatch(/adoption fee|available for adoption/i);
  });

  it('does not answer a cat vomiting blood with the shop’s pet of the same name', async () => {
    const [answer] = await converse(
      catalog,
      'Bella has brought it up twice tonight and the last lot was bright red',
    );
    expect(answer).toMatch(URGENT);
  });
});

describe('calm look-alikes', () => {
  it('answers a young queen rolling and yowling as a cat in season', async () => {
    const answer = await lastAnswer(
      'my 6 month old girl cat is yowling and rolling about with her bottom up in the air but eating fine, is she ill?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/season|calling/i);
  });

  it('keeps a dog that twitches in its sleep and wakes at once calm', async () => {
    const answer = await lastAnswer(
      'my lurcher paddles and yips in his sleep, then wakes up fine as soon as I say his name, is it a fit?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('keeps a budgie fluffed to dry after its bath calm', async () => {
    const answer = await lastAnswer(
      'our budgie fluffs right up after her bath and then preens for ages, is that normal?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('keeps new non-stick pans still in the box calm', async () => {
    const answer = await lastAnswer(
      'we were given non-stick pans that are still in the box, is it safe to use them with our parrot in the flat?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('keeps a sealed bottle of antifreeze with nothing happened calm', async () => {
    const answer = await lastAnswer(
      "there's a sealed tub of antifreeze in the garage where the cat sleeps, nothing has happened, where should it go?",
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers a question about sugar-free peanut butter without an alarm', async () => {
    const answer = await lastAnswer('can I put some sugar-free peanut butter in the dog’s puzzle toy?');
    expect(answer).not.toMatch(URGENT);
  });
});
