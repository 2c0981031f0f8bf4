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

describe('what the pet does, and the owner’s own label', () => {
  it.each([
    [
      'Rolo has been lying on the cold tiles since the garden, panting madly, and won’t get up',
      /heatstroke/i,
    ],
    [
      'we left the car for a quarter of an hour and now Ziggy is wobbling and breathing loudly',
      /heatstroke/i,
    ],
    ['Pip keeps going round in circles and bumping into things', /vet/i],
    [
      'Luna has been pushing for ninety minutes and nothing has come out, she keeps looking at her rear',
      /birth/i,
    ],
    ['Tilly is hiding under the sofa crying out, breathing fast, and won’t come out for ham', /vet/i],
    ['my westie is hyperventilating after his walk, 27 degrees today, tongue going purple', /heatstroke/i],
    ['maybe an allergy? he is covered in hives, has been sick twice and his gums look pale', /allerg/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('answers a tired dog after a long walk, gums said to be pink, without alarm', async () => {
    expect(
      await lastAnswer('my collie is sleepy after yesterday’s long hike, eating fine and his gums are pink'),
    ).not.toMatch(URGENT);
  });
});
