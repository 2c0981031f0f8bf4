import { describe, expect, it } from 'vitest';
import { lastAnswer } from './support.js';

/**
 * A word that names a food in one question and something else in another: a weight beside "how
 * much" asks for a harmful amount, not a portion; "orange" is a colour of pollen, not the fruit;
 * lilies as a visitor's gift are a question about flowers in a home with cats.
 */
describe('words that mean something else here', () => {
  it('answers a harmful amount asked with a weight from the poison, not with calories', async () => {
    const answer = await lastAnswer(
      'the cooking chocolate is locked away and he has never had any, but how much would be toxic for a 15 kg spaniel?',
    );
    expect(answer).toMatch(/chocolate|theobromine/i);
    expect(answer).not.toMatch(/kcal/);
  });

  it('reads an orange colour of flowers as the colour', async () => {
    const answer = await lastAnswer(
      'those tall garden flowers with the orange dust in the middle, are they the ones that harm cats?',
    );
    expect(answer).toMatch(/lil(y|ies)/i);
    expect(answer).not.toMatch(/citrus/i);
  });

  it('still answers the fruit', async () => {
    expect(await lastAnswer('is a segment of orange ok for my dog?')).toMatch(/orange/i);
  });

  it('answers lilies brought as a gift with the flowers a home with cats should have', async () => {
    expect(
      await lastAnswer(
        'my aunt likes to bring lilies when she visits and we have a kitten now, what should I tell her?',
      ),
    ).toMatch(/lil(y|ies)/i);
  });
});
