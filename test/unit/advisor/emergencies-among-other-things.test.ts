import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Emergencies told among other things: other pets, a routine question, the owner's own remedy. */
describe('an emergency in a message about several pets', () => {
  it('reads the signs for the animal they are told of, not the first one named', async () => {
    const answer = await lastAnswer(
      'our dog is fine, but the bunny has not passed a single dropping since last night and ignores her hay',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/stasis/i);
  });

  it('finds the bird poisoned by a pan among a house of dogs and cats', async () => {
    const answer = await lastAnswer(
      'Two cats and a spaniel here, all well. The budgie though is gasping with his beak open since I burnt a non-stick frying pan.',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/fumes|non-stick|PTFE/i);
  });
});

describe('signs that point to an emergency without naming it', () => {
  it.each([
    ['my spaniel played frisbee for an hour, then vomited and now walks like he is drunk', /heatstroke/i],
    ['my old cavalier coughs and breathes fast lying on his bed tonight', /breathing/i],
    [
      'all of a sudden my dachshund’s hind legs are wobbly and he drags a back leg',
      /paralysis|spine|spinal/i,
    ],
    ['the lab wolfed a roast turkey carcass off the counter and keeps retching', /swallowed|object|bone/i],
    [
      'my tom has squatted in his tray again and again, yowling, and I don’t think he is passing anything',
      /block/i,
    ],
    ['I have been mixing my own vitamin D capsules into her dinner, she must have had a dozen', /vitamin D/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('reads "not" in a sign as any negated verb ("isn’t touching", "hasn’t done any")', async () => {
    expect(
      await lastAnswer('my rabbit isn’t touching her hay and hasn’t done any poos since this morning'),
    ).toMatch(URGENT);
  });

  it('does not raise the alarm for exercise, a cough or legs on their own', async () => {
    expect(await lastAnswer('my collie is panting after an hour of fetch, is that normal?')).not.toMatch(
      URGENT,
    );
    expect(await lastAnswer('my dog has had a dry cough for a couple of days but is bouncy')).not.toMatch(
      URGENT,
    );
  });
});

describe('a poisoning told as history', () => {
  it('answers grapes eaten a year ago without harm as a safety question', async () => {
    expect(
      await lastAnswer(
        'my beagle had a few raisins two summers ago and was absolutely fine, are they really that bad?',
      ),
    ).not.toMatch(URGENT);
  });

  it('still raises the alarm when the owner thought the pet was fine and signs show now', async () => {
    expect(
      await lastAnswer(
        'he chewed a rat poison block days ago and I thought he was fine, now he is bleeding from the gums',
      ),
    ).toMatch(URGENT);
  });
});

describe('signs in everyday words', () => {
  it.each([
    ['my kitten is off her food and her breathing sounds all wrong', /breathing/i],
    ['our collie has a fever of 41.1 and is flat', /vet/i],
    ['the cat was stuck behind the radiator and now she is completely limp', /collapse/i],
    ['my 8 week old yorkie pup is shaky and weak and has not eaten today', /blood sugar/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('tells a floppy pet ("limp") from a lame one ("limping")', async () => {
    expect(await lastAnswer('my terrier is limping on a front leg since the park')).not.toMatch(URGENT);
  });
});

describe('a belly that hurts, and a toy swallowed whole', () => {
  it('reads a dog in the praying position with a sore belly as an emergency', async () => {
    expect(
      await lastAnswer('my collie keeps standing in a prayer position and whimpers, his tummy is tender'),
    ).toMatch(URGENT);
  });

  it('reads a toy swallowed whole, told after another question, as a swallowed object', async () => {
    const answer = await lastAnswer(
      'which chew lasts longest? she swallowed her last one whole this morning and keeps retching',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/swallowed|object|blockage/i);
  });

  it('does not read chicken tenders as a sore belly', async () => {
    expect(await lastAnswer('can my dog have a plain chicken tender?')).not.toMatch(URGENT);
  });
});
