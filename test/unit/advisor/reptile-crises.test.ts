import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** A reptile's calcium crisis and breathing infection, and the habits that only look like them. */
describe('reptile crises and reptile habits', () => {
  it.each([
    ['our chameleon’s feet keep twitching and his legs shake when he tries to grip', /calcium/i],
    ['the red-eared slider has a shell that bends when pressed and cannot hold herself up', /calcium/i],
    ['my royal python keeps clicking as it breathes and there is mucus round its mouth', /respirat|breath/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'my gecko’s tail shivers right before she pounces on a locust, is that normal?',
    'why does my hognose rattle its tail like a rattlesnake when I open the viv?',
    'what UVB bulb helps prevent a soft shell in a baby tortoise?',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});
