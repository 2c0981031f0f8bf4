import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Emergencies told at length, told again, or told as an answer to the owner's own question: the
 * story around them is read for what it says, not for every word in it.
 */
describe('an emergency told as an answer to a question asked first', () => {
  it('reads "well she has" after "can dogs have mince pies?" as mince pies eaten', async () => {
    const answer = await lastAnswer('can dogs have mince pies?', 'well she has, three of them off the plate');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin|grape|currant|sultana/i);
  });

  it('answers a pack pulled down with no idea how many as a poisoning, not a dose asked for', async () => {
    const answer = await lastAnswer(
      'my cat just got the paracetamol packet down off the shelf, tablets all over the floor, no idea how many. vet or poison line first?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/paracetamol|acetaminophen/i);
  });

  it('reads a dropped tablet the dog got first as swallowed', async () => {
    const answer = await lastAnswer(
      'one of my naproxen fell on the floor and the whippet got it before I did, he is 12kg, ok?',
    );
    expect(answer).toMatch(URGENT);
  });
});

describe('an emergency told again', () => {
  it('reads "it is happening again" after a past overheating as heatstroke now', async () => {
    const answer = await lastAnswer(
      'my pug overheated in the car last summer and the vet had to cool him. it is happening again now, we are stuck in traffic and he is panting and staggering',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke|heat stroke|overheat/i);
  });

  it('reads a tray of coolant half empty with the dog out there as antifreeze drunk', async () => {
    const answer = await lastAnswer(
      'my husband drained the coolant into a tray on the drive, our collie was out there with it for ages and the tray is half empty',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|coolant|glycol/i);
  });

  it('reads a sleeping breath count over the limit the vet gave as an emergency', async () => {
    const answer = await lastAnswer(
      'Bella has heart disease and the cardiologist told us to watch her sleeping breathing. I just counted 58.',
    );
    expect(answer).toMatch(URGENT);
  });
});

describe('a long story', () => {
  it('reads an unspayed bitch with discharge as pyometra though the message ends in questions', async () => {
    const answer = await lastAnswer(
      'Sorry for the essay. Our collie Meg is nine and we never had her spayed. Her season finished about a month ago. Since the weekend she has been drinking far more than usual and has gone off her food. Today there is a yellowish smelly discharge and she has been sick twice. My sister thinks it is a phantom pregnancy. Should we just leave it? And which bowls stop a dog gulping?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/pyometra|womb|uterus/i);
  });

  it('reads a pregnant sow straining for over an hour as a birth in trouble, not a blocked bladder', async () => {
    const answer = await lastAnswer(
      'Our guinea pig Hazel turned out to be pregnant. Tonight she has been pushing and squeaking and there is a little blood, but it has been more than an hour and no babies have come out. Her sides are heaving and she looks exhausted.',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/birth|labour|labor/i);
  });

  it('names the fit first in a long story of a dog that went rigid and fell off the sofa', async () => {
    const answer = await lastAnswer(
      'Apologies, this is long. Our collie Fly is five and has only ever been to the vet for jabs and once for eating a sock. Twenty minutes ago she went rigid on the sofa, fell off onto the rug and lay paddling her legs with froth at her mouth. Now she is up but confused, bumping into the table and panting. Should we film it next time?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/seizure|fit/i);
    expect(answer).not.toMatch(/\*\*Heatstroke/);
  });

  it('does not read an owner who is a nurse as a nursing mother, nor the surgery as an operation', async () => {
    const answer = await lastAnswer(
      "I'm a nurse so I checked: my lab's temperature is 41.5 and he is trembling and panting after a long walk in the sun. I rang the surgery but they are shut.",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke|heat stroke|overheat/i);
    expect(answer).not.toMatch(/eclampsia|after an operation/i);
  });

  it('reads crumbs and foil left with the spaniel the only one who could as a fruit cake eaten', async () => {
    const answer = await lastAnswer(
      'the christmas cake was on the side last night, this morning there are just crumbs and the foil on the floor, the spaniel must have got up there',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin|grape|currant|sultana/i);
  });
});

describe('the same kind of animal named again', () => {
  it('keeps a rabbit emergency when the next turn says what people say about rabbits', async () => {
    const answer = await lastAnswer(
      'our doe has eaten nothing since this morning and there are no droppings in her tray',
      'now she is lying stretched out with her eyes half shut. some people online say rabbits just sulk?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/stasis|gut/i);
  });
});

describe('a short note and a heat told before', () => {
  it('reads "raisins. spaniel. a handful. 10 min ago." as raisins eaten', async () => {
    const answer = await lastAnswer('raisins. spaniel. a handful. 10 min ago.');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin|grape/i);
  });

  it('keeps the heat of a run told in the turn before when the signs come with a question', async () => {
    const answer = await lastAnswer(
      'took our pointer for a long run at lunchtime, it was sweltering.',
      'now he has been sick, his back legs are trembling and his tongue looks bluish. should we use wet towels on the way?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke|heat stroke|overheat/i);
  });

  it('names the disc when back legs that wobbled cannot be moved at all a turn later', async () => {
    const answer = await lastAnswer(
      'my basset hopped down from the bed and squealed',
      'now he is wobbling on his back legs and just now he cannot move them at all',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/disc|spin|paralys/i);
  });

  it('names heatstroke for a ferret left in a hot car, not a ferret low on sugar', async () => {
    const answer = await lastAnswer(
      'Ferret left in a hot car for half an hour. Now limp and drooling, panting with her mouth open.',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke|heat stroke|overheat/i);
  });
});
