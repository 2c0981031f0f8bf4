import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * A harmless explanation offered beside a frightening look (a female's normal wee, a tongue out
 * in sleep, a bird roosting, a usual dinner, "fit as a fiddle", a packet never opened), and the
 * emergencies that old words, looks and places tell without a name.
 */
describe('a frightening look with its harmless explanation', () => {
  it.each([
    'she is in and out of her litter box today but the clumps are normal sized and she is eating well, my cat is 3',
    'our kitten naps with the tip of her tongue poking out, is that a problem?',
    'at bedtime my budgie fluffs up and puts her head under her wing',
    "my dog's tummy looks big after he ate his dinner but he is bouncing around with his toys",
    "my spaniel's belly has looked big for a few months now, is she just overweight?",
    'my collie is twelve and fit as a fiddle, how far can we walk him?',
    'the dog flea drops are still sealed in the box; would it be ok to use them on our kitten?',
    'my old poodle has had misty blue eyes over the years, the vet said it is just age, what happens next?',
    'my cat batted the Panadol box off the shelf but I counted and all the tablets are still in the blister',
  ])('stays calm: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});

describe('an emergency told by what is seen, in any words', () => {
  it.each([
    'my collie keeled right over in the yard and is lying there not responding when I call him',
    "my terrier's back legs went out from under him this morning and he is dragging them",
    "the cat had a twitchy turn in her sleep that got stronger, and after it she didn't recognise me",
    "the exterminator's boxes are behind the oven, one is open and empty and the pup was back there",
    'we left the spaniel in the motor in the sun, he has been sick and is lying on his side',
    "my rabbit's not been eating and she's not passed any droppings since this morning",
    'my ferret went stiff and jerky for a minute, then came round',
    "my old greyhound is cold to touch and won't get up",
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('reads a bouquet of pink star-shaped flowers chewed by a cat as lilies', async () => {
    const answer = await lastAnswer('my cat was chewing the flowers from the bouquet, pink star shaped ones');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/lil(y|ies)/i);
  });

  it('reads every door of an advent calendar opened by a dog as chocolate eaten', async () => {
    const answer = await lastAnswer('our beagle found the advent calendar and opened every single door');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chocolate/i);
  });

  it('answers a cattle dog bitten by a snake as a snake bite, not as a sick reptile', async () => {
    const answer = await lastAnswer('our kelpie was bitten by a tiger snake near the shed and is shaking');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/\*\*Snake bite/);
  });

  it('says that a blood pressure tablet swallowed can end in collapse', async () => {
    const answer = await lastAnswer(
      "our pug ate one of my amlodipine tablets and now he's wobbly and lying flat",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/collapse/i);
  });

  it('does not read blood pressure as bleeding from an injury', async () => {
    const answer = await lastAnswer(
      'my cat is on tablets for her blood pressure; she suddenly cannot stand and cries, her back legs are cold',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(/Hit by a car/);
  });
});
