import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** A conversation's turns sent as one message read as the turns would be. */
describe('a question and its answer for this animal in one message', () => {
  it.each([
    "what's a normal breathing rate for a cat at rest? hers is 80 a minute and she's lying down",
    'how often should a tomcat wee? mine hasnt managed any since last night',
    'is it usual for guinea pigs to make a wheezing noise? ours is doing it every breath and hunched up',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });
});

describe('a recovery told, then the need to go doubted, in one message', () => {
  it.each([
    'our spaniel got into the slug pellets this morning, he seems himself now. Can it wait until our vet opens tomorrow?',
    'my tabby keeled over in the hall a minute ago, shes up and washing now. do i really need to take her in',
  ])('keeps the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('does not alarm when a recovery is followed only by a worry, not a doubt of going', async () => {
    expect(
      await lastAnswer(
        'my collie pants hard after chasing the ball, drinks, lies down and is back to normal in five minutes. Should I be worried?',
      ),
    ).not.toMatch(URGENT);
  });
});
