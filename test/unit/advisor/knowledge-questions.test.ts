import { describe, expect, it } from 'vitest';
import { DECLINED, lastAnswer } from './support.js';

describe('care questions', () => {
  it('about a turtle named by its kind get the turtle diet', async () => {
    const answer = await lastAnswer('what should i feed my red eared slider?');
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(/^\*\*Feeding turtles, terrapins and tortoises\.\*\*/);
  });
});
