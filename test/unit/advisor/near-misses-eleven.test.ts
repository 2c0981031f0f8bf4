import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

const A_DOSE = /\d+(\.\d+)?\s*(mg|milligram)/i;

// Safety questions asked before anything happened, in words the tables did not know: the verdict
// for the pet asked about leads, never the urgent line and never a breed or care entry.
describe('safety verdicts in other words', () => {
  it('bones left from a roast are cooked bones, which splinter', async () => {
    const answer = await lastAnswer('can my collie have the bones left from our roast lamb dinner?');
    expect(answer).toMatch(/^No/);
    expect(answer).toMatch(/splinter/);
  });

  it('a drink named by its kind (prosecco, lager) is alcohol', async () => {
    for (const question of [
      'a drop of prosecco for my labrador at the wedding, ok?',
      'is a mouthful of lager alright for a boxer',
    ]) {
      const answer = await lastAnswer(question);
      expect(answer, question).toMatch(/^No: never give a pet alcohol/);
    }
  });

  it('a misspelt macadamia still gets the macadamia verdict and its signs', async () => {
    const answer = await lastAnswer('are macadamiya nuts bad for a beagle');
    expect(answer).toMatch(/macadamia/);
    expect(answer).toMatch(/weakness/);
  });

  it('a misspelt paracetamol dose is refused, with no dose given', async () => {
    const answer = await lastAnswer('how many mg of paracetomol can my 8 kg terrier have');
    expect(answer).toMatch(/can't give a dose of a human medicine/);
    expect(answer).toMatch(/paracetamol/);
    expect(answer).not.toMatch(A_DOSE);
  });

  it('an allergy tablet of the owner is an antihistamine: only with a vet’s dose', async () => {
    const answer = await lastAnswer('can I give my spaniel an allergy tablet of mine');
    expect(answer).toMatch(/^Only with a dose from your vet/);
  });

  it('tea-tree with a hyphen is tea tree oil', async () => {
    const answer = await lastAnswer('is diluted tea-tree ok on my puppy’s rash');
    expect(answer).toMatch(/^No/);
    expect(answer).toMatch(/tea tree/i);
  });

  it('a diffuser where a bird lives is answered for the bird’s airways', async () => {
    const answer = await lastAnswer('can we plug in a reed diffuser in the lounge where our parrot lives');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^No/);
    expect(answer).toMatch(/airways/);
  });

  it('cleaning a small pet’s cage with a disinfectant is answered: diluted, rinsed and dry', async () => {
    const answer = await lastAnswer('can I disinfect the hamster cage with dettol?');
    expect(answer).toMatch(/^Only diluted, rinsed and dry/);
  });

  it('food made for rabbits is judged for the guinea pig that would eat it', async () => {
    const answer = await lastAnswer('is rabbit muesli alright for my cavies');
    expect(answer).toMatch(/^No/);
    expect(answer).toMatch(/vitamin C/);
  });

  it('plain cooked rice is a yes for a bird', async () => {
    const answer = await lastAnswer('can I give my budgie some plain boiled rice');
    expect(answer).toMatch(/^Yes/);
  });

  it('feeder insects are a yes for an insect-eating lizard and a no for a tortoise', async () => {
    const lizard = await lastAnswer('are crickets a good food for my bearded dragon');
    expect(lizard).toMatch(/^Yes/);
    expect(lizard).toMatch(/gut loading/);
    const tortoise = await lastAnswer('can my tortoise have mealworms');
    expect(tortoise).toMatch(/^No/);
    expect(tortoise).toMatch(/plant-eaters/);
  });

  it('a houseplant verdict names the plants it is about', async () => {
    const answer = await lastAnswer('is devils ivy safe in a flat with a kitten');
    expect(answer).toMatch(/^No/);
    expect(answer).toMatch(/pothos/);
  });
});
