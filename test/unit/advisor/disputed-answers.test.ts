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

describe('what a dispute quotes is no report of this pet', () => {
  it('reads a trainer’s claim about epileptic dogs as a claim, not a seizure now', async () => {
    const answer = await lastAnswer(
      'my spaniel had one fit in the spring and takes tablets now, is flyball ok for him?',
      'My flyball trainer says epileptic dogs must never race. Is he right?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers a one-word "Really?" with the verdict still leading', async () => {
    const answer = await lastAnswer(
      'can my dog have raisins as a treat?',
      'Really? my aunt fed hers raisins for years',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^No\b/);
  });

  it('reads a question asked with a danger in mind as prevention', async () => {
    const answer = await lastAnswer(
      'with bloat in mind, should my great dane rest for an hour after his dinner before we play?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('reads "just a cold" as the illness, not a pet cold to the touch', async () => {
    const answer = await lastAnswer(
      'my ferret is sneezing with a runny nose, my sister says it is just a cold, is she right?',
    );
    expect(answer).not.toMatch(/hypothermia|too cold/i);
  });
});
