import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Emergencies told through a machine translation or in a keeper's jargon. */
describe('emergencies told through a machine translation', () => {
  it.each([
    ['My dog of race pug stayed in the car closed for half an hour and now breathes very strong', /heat/i],
    ['The cat has licked the liquid of refrigeration that fell from the car', /antifreeze|glycol|coolant/i],
    ['My ferret ate some of the raticide in the cellar', /rat|rodenticide|anticoagulant|bait/i],
    ['I put to my cat the pipette against the fleas of the dog and now she trembles', /permethrin|flea/i],
    ['My dog ate the granules blue against the snails and now he shakes', /slug|metaldehyde/i],
    ['My dog fight with another and the eye is gone out from the place', /eye/i],
    ['My gecko has something red outside of the anus like a small balloon', /prolapse/i],
    [
      'The rabbit is fallen on the side in the hutch and does not stand up',
      /collapse|shock|faint|unconscious/i,
    ],
  ])('"%s" leads with the urgent advice and names it', async (message, subject) => {
    const answer = await lastAnswer(message);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(subject);
  });

  it('keeps the urgent advice for a bitch still contracting hours after her last puppy', async () => {
    expect(
      await lastAnswer(
        'The bitch had 3 puppies in the night, the last one was at 1, now is 9 and she is still contracting',
        'She is calm now with the puppies. Maybe the others come alone later?',
      ),
    ).toMatch(URGENT);
  });
});

describe("emergencies told in a keeper's jargon", () => {
  it.each([
    'my neutered tomcat has been posturing to pee for hours and his belly is tight',
    'the cat got one of my finches, she is alive but has a puncture under her wing',
    'my queen walked through where the neighbour drained his radiator and has been grooming her paws since',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('reads a breeding bitch known by her last litter as no past', async () => {
    expect(await lastAnswer('my dam from the last litter just hoovered up a bowl of raisins')).toMatch(
      URGENT,
    );
  });

  it('names the spine for a dog dragging her back legs after a jump, beside the general signs', async () => {
    const answer = await lastAnswer('our dachshund jumped off the bed, yelped, and now drags her back legs');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/disc|spin|paralys|ivdd/i);
  });
});
