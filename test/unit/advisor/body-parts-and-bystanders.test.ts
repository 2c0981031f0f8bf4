import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Emergencies told through one part of the body, and by someone who is not the owner. */
describe('one part of the body', () => {
  it.each([
    ['my kitten’s eye turned milky overnight and she keeps it squeezed shut', /eye/i],
    ['some drain cleaner splashed into my terrier’s eyes', /flush|water/i],
    ['a bit of stick is wedged across the roof of my lab’s mouth and he is pawing at it', /pull/i],
    ['my old cat’s gums are brick red and she feels hot and flat', /gum/i],
    ['the hernia at my puppy’s belly button is suddenly hard and she has been sick', /hernia/i],
    ['pulled a tick off my dog two days ago and now his back legs are giving way', /paralysis|spine|spinal/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });
});

describe('someone else’s pet, or a child asking', () => {
  it('tells whoever is minding a pet to let the owner know, without waiting for them', async () => {
    const answer = await lastAnswer(
      'the spaniel I am looking after for my aunt just ate a packet of raisins',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/owner or family/);
  });

  it('sends a passer-by who sees a dog in a hot car to the police', async () => {
    const answer = await lastAnswer(
      'a dog is shut in a parked car in this heat, he is panting hard and drooling and no one is around',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/police/i);
  });

  it('asks a child to fetch an adult', async () => {
    const answer = await lastAnswer('i am 9 and my guinea pig ate some of my chocolate and is not moving');
    expect(answer).toMatch(/ask an adult/i);
  });

  it('reads an injured pet found in the road as a road accident', async () => {
    const answer = await lastAnswer(
      'found a cat in the middle of our road, one leg is bleeding and she can’t stand',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/internal bleeding|road accident/i);
  });
});
