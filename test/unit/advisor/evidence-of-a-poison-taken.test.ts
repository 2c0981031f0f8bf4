import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Nobody saw it eaten, but what is left says so: a container found empty, wrappers shredded in
 * the bed, the poison in the droppings or round the mouth, fewer left than before.
 */
describe('a poison known to be taken by what it left', () => {
  it.each([
    'got back from work to find the raisin tub empty and the collie hiding under the table',
    'the ibuprofen packet is ripped up all over the landing and the pup keeps licking his lips',
    'her droppings have bits of grape skin in them, we had a bowl on the low shelf',
    'the kitten has yellow lily pollen all round the mouth and on her whiskers',
    'there are fewer of the rat bait sachets in the shed than before and the terrier was in there',
    'my partner reckons Pickle might have had some of the antifreeze he spilt',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('does not alarm when a wrapper turned out to be a person’s', async () => {
    expect(
      await lastAnswer(
        'panicked when I saw the emptied sweet jar but my daughter had them all, not the dog. which sweets are the worst for dogs?',
      ),
    ).not.toMatch(URGENT);
  });
});
