import { describe, expect, it } from 'vitest';
import { lastAnswer } from './support.js';

describe('words that only look like another subject', () => {
  it('"what can I do" beside a dog\'s weight is no feeding question', async () => {
    const answer = await lastAnswer('my 30 kg lurcher lunges at bikes on the lead, what can I do about it?');
    expect(answer).not.toMatch(/kcal/);
  });

  it('a chocolate Labrador is a coat colour, not chocolate to eat', async () => {
    const answer = await lastAnswer(
      'our chocolate lab walks stiffly after a long nap but seems fine later on, can we help him?',
    );
    expect(answer).not.toMatch(/theobromine/);
    expect(answer).toMatch(/stiff/i);
  });
});

describe('a pet fish', () => {
  it('is no fish to eat: "my fish is in good shape" asks no safety question', async () => {
    const answer = await lastAnswer(
      'what temperature should the tank be for a betta fish? my fish is in good shape',
    );
    expect(answer).not.toMatch(/^Yes, plain and cooked/);
    expect(answer).toMatch(/betta/i);
  });
});
