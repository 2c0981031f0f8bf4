import { describe, expect, it } from 'vitest';
import { speciesMentionedIn } from '../../../src/core/chat/advisor/species.js';
import { URGENT, lastAnswer } from './support.js';

/**
 * "cat litter", "dog food", "a dog bed": a species word that names a product says nothing of the
 * pet, so a guinea pig's emergency told beside a question about cat litter is still a guinea pig's.
 */
describe('a species word naming a product', () => {
  it.each([
    [
      'our guinea pig has not eaten since last night and there are no droppings. Also do you sell cat litter?',
      /stasis|gut/i,
    ],
    [
      'my great dane is retching with nothing coming up and his belly is swollen. is the dog food to blame?',
      /bloat|stomach/i,
    ],
  ])('"%s" leads with the urgent advice for the pet', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('names no species from a product alone, but the pet beside it', () => {
    expect(speciesMentionedIn('my chinchilla sleeps in the cat bed')).toBeUndefined();
    expect(speciesMentionedIn('do you sell cat litter for my rabbit?')).toBe('rabbit');
    expect(speciesMentionedIn("my dog's bed is too small")).toBe('dog');
    expect(speciesMentionedIn('my pup chews the door frame')).toBe('dog');
  });
});
