import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Exposures typed in a hurry: a misspelt poison, a bite told as "bit one" after a general question. */
describe('exposures typed in a hurry', () => {
  it.each([
    ['the puppy got into the rat bate behind the boiler', /rat|rodent/i],
    ['what does a lily do to a cat? ours just bit one', /lil/i],
    ['is cocoa mulch dangerous? the spaniel bit some off the path', /chocolate|theobromine|cocoa/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each(['what does a lily do to a cat?', 'my puppy bit my hand while playing, is that normal?'])(
    '"%s" raises no alarm',
    async (question) => {
      expect(await lastAnswer(question)).not.toMatch(URGENT);
    },
  );
});
