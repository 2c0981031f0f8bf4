import { describe, expect, it } from 'vitest';
import { lastAnswer } from './support.js';

describe('feeding amounts asked in other words', () => {
  it('"cals" for a weighed dog get the calorie estimate', async () => {
    const answer = await lastAnswer('how many cals does a 12 kg terrier need?');
    expect(answer).toMatch(/kcal a day/);
  });

  it('the "caloric requirement" of a weighed cat gets the calorie estimate', async () => {
    const answer = await lastAnswer('What is the caloric requirement of a 4 kg cat?');
    expect(answer).toMatch(/kcal a day/);
  });

  it('"how much should he be getting a day" with a weight gets the calorie estimate', async () => {
    const answer = await lastAnswer('my greyhound weighs 28 kg, how much should he be getting a day?');
    expect(answer).toMatch(/kcal a day/);
  });

  it('a puppy "half a year old" is still growing', async () => {
    const answer = await lastAnswer(
      'My puppy is half a year old and weighs 8 kg, how much food does he need?',
    );
    expect(answer).toMatch(/growing puppy/);
  });

  it('how frequently a kitten is fed finds the kitten feeding advice', async () => {
    const answer = await lastAnswer('how frequently should a ten week old kitten be fed?');
    expect(answer).toMatch(/^\*\*Feeding a kitten\.\*\*/);
  });
});
