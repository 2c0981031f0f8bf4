import { describe, expect, it } from 'vitest';
import { readVitals } from '../../../src/core/chat/advisor/lexicon/text-normalizer.js';
import { URGENT, lastAnswer } from './support.js';

/** A temperature, a breathing rate or a heart rate given in figures is read for what it means. */
describe('vital signs in figures', () => {
  it.each([
    ['his temperature is 41.2', /dangerously high/],
    ['temp 105.8 f', /dangerously high/],
    ['her temp reads 36.4c', /dangerously low/],
    ['she is breathing 64 times a minute', /breathing too fast/],
    ['his heart rate is 30', /dangerously slow heartbeat/],
    ['her pulse is about 280 bpm', /heart racing dangerously fast/],
    ['his heart is going at 260 beats a minute', /heart racing dangerously fast/],
  ])('"%s" is read as what it means', (text, meaning) => {
    expect(readVitals(text)).toMatch(meaning);
  });

  it.each([
    'his temperature is 38.6',
    'temp 101.5 f',
    'she takes 24 breaths a minute asleep',
    'his heart rate is 110',
    'she has had heart trouble for 10 years',
  ])('"%s" is normal and left alone', (text) => {
    expect(readVitals(text)).toBe(text);
  });

  it.each([
    ['my whippet’s temperature is 41.3 after chasing a ball in the sun', /heatstroke/i],
    ['my cat is breathing 72 times a minute lying on the sofa', /breathing/i],
    ['the puppy’s temperature is 35.8 and he is barely moving', /cold/i],
    ['my dog’s heart rate is 30 and he is very weak', /collapse/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('answers a normal temperature or heart rate without alarm', async () => {
    expect(await lastAnswer('my dog’s temperature is 38.7, is that normal?')).not.toMatch(URGENT);
    expect(await lastAnswer('my cat’s heart rate was 180 at the vet, is that normal?')).not.toMatch(URGENT);
  });
});

describe('the clinical words a vet nurse or a keen owner uses', () => {
  it.each([
    ['our spaniel has ingested theobromine from cocoa mulch', /chocolate/i],
    ['my queen is in dystocia', /birth/i],
    ['my cat is tachypnoeic and hiding', /breathing/i],
    ['I think my bunny has ileus', /stasis/i],
    ['the puppy is hypoglycaemic and wobbly', /blood sugar/i],
    ['my terrier ingested some of my NSAIDs', /human medicines/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('reads a low blood sugar as a puppy, or gut stasis the vet sorted in the spring, as history', async () => {
    expect(await lastAnswer('my collie had low blood sugar as a puppy, will it come back?')).not.toMatch(
      URGENT,
    );
    expect(
      await lastAnswer('our rabbit had gut stasis in the spring and the vet sorted it, how much hay now?'),
    ).not.toMatch(URGENT);
  });
});
