import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Emergencies after an operation, around a birth and in newborns, and their normal neighbours. */
describe('after an operation', () => {
  it.each([
    ['her spay scar split open overnight and something is poking out', /operation/i],
    ['two days after his castration the wound is hot, swollen and oozing pus', /infect/i],
    [
      'she had her teeth done under anaesthetic this morning and now she is cold and cannot lift her head',
      /anaesthetic/i,
    ],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });
});

describe('birth, nursing and newborns', () => {
  it.each([
    ['her first pup arrived at midnight and nothing since, it is now 5am', /birth/i],
    ['the scan showed five but she has had four pups and now has a dark green discharge', /birth|discharge/i],
    ['one of my spaniel’s teats is hot and rock hard since the pups started feeding', /mastitis/i],
    ['my pregnant bitch is losing bright red blood, she is not due for three weeks', /miscarriage|pregnan/i],
    ['the smallest 3 day old kitten will not latch on and keeps crying', /fading|warm/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'my week old puppies twitch while they’re asleep, is that normal?',
    'the kittens still have a bit of dried cord on their tummies, should it drop off?',
  ])('"%s" is not answered as an emergency', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});

describe('breathing told in figures and in a bird’s body', () => {
  it.each([
    'his resting breathing rate was 20 on Monday and tonight it is 58, he stands with his elbows out',
    'my cockatiel is bobbing her tail and clicks with every breath',
  ])('"%s" leads with the urgent advice', async (question) => {
    expect(await lastAnswer(question)).toMatch(URGENT);
  });

  it('answers a plan for a seizure that may come one day without alarm', async () => {
    expect(
      await lastAnswer('what should we do if our collie ever has a fit? the breed is prone to them'),
    ).not.toMatch(URGENT);
  });
});
