import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

describe('plants in the home', () => {
  it('answers which houseplants are dangerous with the plants entry, calmly', async () => {
    const answer = await lastAnswer('my cat keeps trying to eat my houseplants, which ones are dangerous?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/lil/i);
    expect(answer).toMatch(/spider plant/i);
  });
});

describe('a safety follow-up about another form of the same food', () => {
  it('answers "and dark chocolate?" after a question about chocolate with the chocolate verdict', async () => {
    const answer = await lastAnswer('is chocolate ok for rabbits?', 'and dark chocolate?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^No\b.*chocolate/);
  });
});
