import { describe, expect, it } from 'vitest';
import { DECLINED, URGENT, lastAnswer } from './support.js';

/** An owner who disputes a calm answer gets the same advice again, not a new subject. */
describe('a calm answer disputed', () => {
  it('answers the feeding question again when a shop assistant is quoted against it', async () => {
    const answer = await lastAnswer(
      'should my kitten have wet food or dry food?',
      'the lad at the pet store reckons the opposite, are you sure?',
    );
    expect(answer).toMatch(/general guidance/i);
    expect(answer).toMatch(/wet|dry|food/i);
    expect(answer).not.toMatch(/available right now/i);
  });

  it('answers the safety question again when a neighbour is quoted, never declining it', async () => {
    const answer = await lastAnswer(
      'can rabbits eat iceberg lettuce?',
      'my neighbour breeds rabbits and says you must be wrong about that',
    );
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(/lettuce/i);
  });

  it('reads a relative’s dog that lived to an old age as an anecdote, not a poisoning now', async () => {
    const answer = await lastAnswer(
      'are grapes really that bad for dogs?',
      'my uncle’s collie got grapes off the table every day and lived to 15',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('reads a bag of sultanas cleared by the dog as eaten', async () => {
    const answer = await lastAnswer('the spaniel cleared a tub of raisins left on the bench');
    expect(answer).toMatch(URGENT);
  });
});
