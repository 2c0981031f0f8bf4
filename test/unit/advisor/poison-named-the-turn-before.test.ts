import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** A safety question names the poison; the next turn says the pet has had some, in few words. */
describe('a poison named in the question before, taken in the next turn', () => {
  it.each([
    ['are sultanas ok for dogs?', 'he has had a couple off the floor'],
    ['is birch sugar safe for dogs?', 'the yoghurt I gave her has it, she had the whole pot'],
    ['can cats have ibuprofen?', 'she had one about an hour ago'],
    ['are hot cross buns bad for dogs?', "he's had three"],
  ])('"%s" then "%s" leads with the urgent advice', async (question, report) => {
    expect(await lastAnswer(question, report)).toMatch(URGENT);
  });

  it('does not alarm when the next turn tells of a fit long ago, with no poison in it', async () => {
    expect(
      await lastAnswer(
        'what food is best for an older dog?',
        'he had one seizure years ago, does that change it?',
      ),
    ).not.toMatch(URGENT);
  });
});
