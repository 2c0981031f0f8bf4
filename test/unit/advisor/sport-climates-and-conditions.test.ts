import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Emergencies during sport, in other climates, and in pets with a known condition. */
describe('emergencies during sport and in other climates', () => {
  it.each([
    [
      'our collie fell off the rocks on a scramble and landed on her side, now she breathes oddly',
      /injur|internal|shock|trauma/i,
    ],
    ['our heeler was bitten by a tiger snake by the dam, two little holes on his leg', /snake|venom/i],
    ['a scorpion stung the cat on the paw and she is drooling and shaking', /sting|venom|scorpion/i],
    [
      'my dog licked at a line of processionary caterpillars and his tongue is swelling',
      /caterpillar|processionary|rinse|tongue/i,
    ],
    [
      'our husky came in from a night at minus 30 with wind chill and his ear tips are hard, white and cold',
      /cold|frost|hypotherm/i,
    ],
  ])('"%s" leads with the urgent advice and names it', async (message, subject) => {
    const answer = await lastAnswer(message);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(subject);
  });

  it('reads a dog that dropped in the desert dunes as heat', async () => {
    const answer = await lastAnswer(
      'my saluki was running in the desert dunes and just dropped, his heartbeat is faint',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heat/i);
  });

  it('does not read minutes counted as a cold snap', async () => {
    const answer = await lastAnswer(
      'my boxer was left in the car approx 20 min in the sun and is now panting hard and staggering',
    );
    expect(answer).toMatch(/heat/i);
    expect(answer).not.toMatch(/hypothermia/i);
  });
});

describe('a pet with a known condition in trouble now', () => {
  it('reads a prescribed medicine as no poison beside a sudden paralysis', async () => {
    const answer = await lastAnswer(
      'our old cat takes amlodipine for her blood pressure. she suddenly cried out and now drags her back legs, her feet are cold',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/paralys|leg|clot|thrombus/i);
    expect(answer).not.toMatch(/Human medicines swallowed/);
  });

  it('reads an eye suddenly huge and cloudy in a dog with glaucoma', async () => {
    expect(
      await lastAnswer('my beagle has glaucoma and is on drops, today his eye is suddenly huge and cloudy'),
    ).toMatch(URGENT);
  });
});
