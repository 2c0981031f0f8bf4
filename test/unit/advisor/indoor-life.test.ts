import { describe, expect, it } from 'vitest';
import { lastAnswer } from './support.js';

/** How a pet lives, said in other words, is searched as the knowledge base's word for it. */
describe('an indoor life in other words', () => {
  it.each([
    [
      'my cat stays indoors all the time, does she still need worm tablets',
      /^\*\*Intestinal worms and deworming\.\*\*/,
    ],
    [
      'my cat is never allowed outside, should she still be wormed',
      /^\*\*Intestinal worms and deworming\.\*\*/,
    ],
    [
      'our cat never goes outdoors, is a flea treatment still needed',
      /^\*\*Fleas: prevention and treatment\.\*\*/,
    ],
  ])('"%s" finds the care entry, not the one about going outside', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(entry);
  });
});
