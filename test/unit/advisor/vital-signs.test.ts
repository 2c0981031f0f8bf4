import { describe, expect, it } from 'vitest';
import { readVitals } from '../../../src/core/chat/advisor/lexicon/text-normalizer.js';
import { URGENT, lastAnswer } from './support.js';

/** A temperature or a breathing rate given in figures is read for what it means. */
describe('vital signs in figures', () => {
  it.each([
    ['his temperature is 41.2', /dangerously high/],
    ['temp 105.8 f', /dangerously high/],
    ['her temp reads 36.4c', /dangerously low/],
    ['she is breathing 64 times a minute', /breathing too fast/],
  ])('"%s" is read as what it means', (text, meaning) => {
    expect(readVitals(text)).toMatch(meaning);
  });

  it.each(['his temperature is 38.6', 'temp 101.5 f', 'she takes 24 breaths a minute asleep'])(
    '"%s" is normal and left alone',
    (text) => {
      expect(readVitals(text)).toBe(text);
    },
  );

  it.each([
    ['my whippet’s temperature is 41.3 after chasing a ball in the sun', /heatstroke/i],
    ['my cat is breathing 72 times a minute lying on the sofa', /breathing/i],
    ['the puppy’s temperature is 35.8 and he is barely moving', /cold/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('answers a normal temperature without alarm', async () => {
    expect(await lastAnswer('my dog’s temperature is 38.7, is that normal?')).not.toMatch(URGENT);
  });
});
