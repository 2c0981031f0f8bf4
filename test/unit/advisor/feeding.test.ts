import { describe, expect, it } from 'vitest';
import { lastAnswer } from './support.js';

/** Amount questions in other words than "how much" still get the energy estimate for the weight. */
describe('feeding amounts asked in other words', () => {
  it.each([
    'right portion size of kibble for a 9 kg dog?',
    'feeding amount per day for a four kilo... no, 4 kg cat',
    'daily calories for my 20 kg dog',
    'a feeding chart for my fifteen kilo collie please',
    'daily portions for an 11 pound cat',
  ])('"%s" gets a daily estimate in kcal', async (question) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(/\d[\d,]* kcal/);
  });
});
