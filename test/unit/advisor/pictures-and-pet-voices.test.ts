import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Pictures standing for the thing or the sign, a pet "speaking" through its owner, a note of a
 * poison, an animal and its signs with no verb, and a pet left in a hot car.
 */
describe('emoji, pet voices, notes and hot cars', () => {
  it.each([
    ['🐶 got into the 🍇 bowl, maybe 10 gone 😭', /grape|raisin/i],
    ['bunny 🐰 💩❌ since last night and won’t touch her hay', /stasis|gut/i],
    ['cat 🐱 + 💐 with lilies = orange pollen on her face 😱', /lil/i],
    [
      'Captain Fluff says "I licked the green stuff in the garage" and now he is wobbly',
      /antifreeze|coolant/i,
    ],
    ['ibuprofen 400mg x4, terrier 8kg, shaking and drooling', /ibuprofen|painkiller|medic/i],
    [
      'left her in the car at the shops for 20 min, it was roasting, now she is weak and glassy eyed',
      /heat/i,
    ],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'what fruit can my 🐶 have? 🍎🍌🍓',
    'my pup is sick in the car on every long drive, any tips for travel sickness?',
    'Mister Whiskers says "I want more treats" 😹 how many a day is ok?',
  ])('does not alarm at a calm question: "%s"', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});
