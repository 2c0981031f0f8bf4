import { describe, expect, it } from 'vitest';
import { lastAnswer } from './support.js';

/** Normal things owners find alarming, each answered by the entry that explains it. */
describe('a normal thing answered by what it is', () => {
  it('names the third eyelid for a film over the eye after sleep', async () => {
    expect(
      await lastAnswer(
        'a pale skin slides across the inside corner of my kitten’s eyes as she wakes up, is that bad?',
      ),
    ).toMatch(/third eyelid/i);
  });

  it('names the shed for a snake whose eyes turned milky blue', async () => {
    expect(
      await lastAnswer('my ball python has milky blue eyes this week and is grumpy, is he blind?'),
    ).toMatch(/shed/i);
  });

  it('answers "is that going to hurt him?" about a safe food with the verdict', async () => {
    expect(
      await lastAnswer('my collie pinched a green bean off the table, is that going to hurt him?'),
    ).toMatch(/^\W*yes\b.*safe/i);
  });

  it('greets no new arrival when a pet has just got fat', async () => {
    expect(
      await lastAnswer('my cat has just got fat over the winter, how do I get her weight down?'),
    ).not.toMatch(/congratulations/i);
  });
});
