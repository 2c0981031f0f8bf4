import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Emergencies told around a pasted label, in a rant, or through what a photo shows. */
describe('emergencies told around labels, rants and photos', () => {
  it.each([
    "the label on the spread says it is sweetened with xylitol and I had already filled the spaniel's kong with it an hour ago",
    'our collie had his whole head in the jar of sugar-free nut butter, the jar is nearly empty',
    'typical, the one time I leave the cake out the lab eats half of it, it was a dark chocolate torte',
    'the fruit bowl had a bunch of grapes this morning and now there are just stalks left and the pup looks guilty',
    'our pointer poked his nose into a wasp nest, his lips are puffed up and he is wheezing',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('reads a body that jerks with every breath as trouble breathing, not a fit', async () => {
    const answer = await lastAnswer(
      'my rabbit is sitting with her chin up and every breath her whole body jerks',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/breath/i);
  });

  it('reads a heat bulb fallen into a vivarium as overheating', async () => {
    const answer = await lastAnswer(
      'the basking bulb fell onto the floor of the tank and my gecko is limp and gaping',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heat|temperature|burn|cool/i);
  });

  it('reads a lily described by its petals, then chewed, as a lily', async () => {
    expect(
      await lastAnswer(
        'what is the plant with big orange flowers and petals curling back, freckled with dark spots?',
        'my cat has chewed a couple of its leaves',
      ),
    ).toMatch(URGENT);
  });
});

describe('words that only look like an emergency', () => {
  it('does not read a wasp nest as nesting before a birth', async () => {
    expect(
      await lastAnswer('there is a wasp nest in our shed roof, how do I keep the dog away from it?'),
    ).not.toMatch(/birth|labour|whelp/i);
  });

  it('does not read a box that used to hold something as the past', async () => {
    expect(
      await lastAnswer(
        'that tub used to have a dozen raisin cookies in it, now it is empty and the beagle is licking his lips',
      ),
    ).toMatch(URGENT);
  });
});
