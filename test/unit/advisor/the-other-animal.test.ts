import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** A message about two animals: the one in trouble is read, not the one that is well. */
describe('the other animal', () => {
  it('reads the pet after "but" when the first one is said to be fine', async () => {
    const answer = await lastAnswer(
      'We have three rabbits. The younger one is fine, but Pip is lying flat, breathing hard through his mouth',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads the cat that chewed the lily when the dog before it did not', async () => {
    const answer = await lastAnswer(
      'a bunch of lilies came for my birthday, the spaniel sniffed them and walked off but the kitten bit a leaf off',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/lil(y|ies)/i);
  });
});
