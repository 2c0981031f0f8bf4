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
      'the baking bar sits in a tin on the top shelf and none is missing. how much of it would be a problem for a 12 kg terrier?',
    );
    expect(answer).toMatch(/chocolate|theobromine/i);
    expect(answer).not.toMatch(/kcal/);
  });

  it('reads an orange colour of flowers as the colour', async () => {
    const answer = await lastAnswer(
      'which of the flowers with dusty orange centres hurt cats? no cat has touched any yet',
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
        'my sister always brings me lilies when she visits and I have three cats. should I ask her not to?',
      ),
    ).toMatch(/lil(y|ies)/i);
  });
});
