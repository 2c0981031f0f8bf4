import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Emergencies texted in fragments across turns, told by children, or in a second language's
 * English: the product by its look or its job, the sign in plain or translated words.
 */
describe('an emergency texted in fragments', () => {
  it('reads a ferret gone limp in a hot conservatory as heatstroke', async () => {
    const answer = await lastAnswer('ferret in the conservatory all day', 'gone limp and dribbling');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });

  it('reads protein bars with no sugar as the sweetener that harms dogs', async () => {
    const answer = await lastAnswer(
      'beagle got in my snack bars',
      'the zero sugar ones',
      'seems fine, can we wait?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/xylitol/i);
  });

  it('reads a whole egg eaten foil and all as chocolate', async () => {
    const answer = await lastAnswer('big easter egg', 'wrapper n all', 'jack russell');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chocolate/i);
  });

  it('reads puppies born and then none for hours as a birth that has stalled', async () => {
    const answer = await lastAnswer('our bitch is having pups', 'two born', 'nothing for 4hrs');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/birth|labou?r|whelp/i);
  });

  it('keeps naming pale lips when the next turn only adds that the puppy sleeps a lot', async () => {
    const answer = await lastAnswer('pups lips white', 'had worms', 'sleeping loads');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/pale|white|anaemi|anemi/i);
  });
});

describe('an emergency told in second-language English or by a child', () => {
  it.each([
    'my cat walk in the liquid of the motor and lick his paws, now he is like drunken',
    'the spaniel come out from the barn with blue in the mouth, there is poison for the mouses there',
    'the rabbit lie on the side kicking and the head go back, again and again',
    'something pink come out from behind of my bearded dragon and it not go back',
    'my dog step on a bottle and the blood is jumping out from the paw',
    'the water of my cat broke this morning and no kitten yet',
    'my rabbit have small white moving worms under the tail',
    'the pug swallowed one of the pool chlorine tablets and is drooling',
    'my hamster cage is in the sun and its boiling today, he is stretched out breathing really quick',
    'my sister was fixing the car with a green bottle and the kitten licked it up off the floor',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('names the fit of a dog that shakes twice in an hour and does not know his owner between', async () => {
    expect(
      await lastAnswer(
        'our dog had a shaking thing on the floor, twice now, he doesnt seem to know me in between',
      ),
    ).toMatch(/seizure|fit/i);
  });
});

describe('calm words kept calm', () => {
  it.each([
    'my tortoise has chalky white bits in his wee like toothpaste, he eats well',
    'can I give my lab some of my ibuprofen for his sore leg?',
    'my puppy paddles his paws in his sleep like he is running, then wakes up fine',
  ])('stays calm: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});
