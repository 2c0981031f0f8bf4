import { describe, expect, it } from 'vitest';
import { lastAnswer } from './support.js';

describe('a follow-up to a feeding estimate', () => {
  it('changing the life stage gives the estimate for it', async () => {
    const answer = await lastAnswer('how much should a 4 kg cat eat?', 'and if she was a kitten?');
    expect(answer).toMatch(/^As a rough estimate, a 4 kg growing kitten needs about \d+ kcal a day/);
  });

  it('changing the weight gives the estimate for that weight', async () => {
    const answer = await lastAnswer('daily calories for a 20 kg dog?', 'what about for a 30 kg one?');
    expect(answer).toMatch(/^As a rough estimate, a 30 kg/);
  });
});
