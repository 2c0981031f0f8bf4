import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * A person and a pet harmed in one message: the pet's emergency leads, told once for both ("and
 * the dog did too"), and the person is sent to their own emergency number as well.
 */
describe('a person and a pet harmed together', () => {
  it('reads "and the dog did too" as the dog swallowing the same poison', async () => {
    const answer = await lastAnswer(
      'my nephew chewed one of the slug pellets in the garden and the dog did too',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/slug|bait|poison/i);
    expect(answer).toMatch(/local emergency number/);
  });

  it('reads a snack shared with a child as the pet eating it', async () => {
    const answer = await lastAnswer('the twins and our spaniel shared a tub of sultanas');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin|sultana/i);
  });
});
