import { describe, expect, it } from 'vitest';
import { lastAnswer } from './support.js';

describe('a story told before the question', () => {
  it('is context: the closing question says what is asked', async () => {
    const answer = await lastAnswer(
      'Our spaniel steals socks from the washing basket and runs off with them round the garden, shaking them like prey while we chase him. How often should his nails be clipped?',
    );
    expect(answer).toMatch(/^\*\*Nail trimming\.\*\*/);
  });
});
