import { describe, expect, it } from 'vitest';
import { DECLINED, URGENT, lastAnswer } from './support.js';

/**
 * Emergencies told through where they happened, what was left behind or who saw them, and the
 * calm questions that sound like them: the poison is a colour in the droppings, the heat is a
 * room, the one who speaks is a partner, the wobbliness is the anaesthetic.
 */
describe('a poison told by what was found', () => {
  it('reads pellets held in the mouth, with the bait named, as bait taken', async () => {
    const answer = await lastAnswer(
      'the collie trotted out of the stable with green pellets in her jaws, the farmer lays rodent bait in there',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/rat|rodent|bait/i);
  });

  it('reads the bait colour showing in the droppings as bait eaten', async () => {
    const answer = await lastAnswer(
      'we put mouse poison behind the fridge last week and today there is turquoise in the puppy’s poo',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a shredded bag of rat poison where the dog was hiding as an eating', async () => {
    const answer = await lastAnswer(
      'the beagle spent the morning in the garage. just found a shredded bag of rat poison behind the lawnmower',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a fresh eating told after a vet visit as a new exposure, not the one seen to', async () => {
    const answer = await lastAnswer(
      'on the drive back from the vets after his jabs I caught him gnawing a bait station from the car park',
    );
    expect(answer).toMatch(URGENT);
    const treated = await lastAnswer(
      'she is back from the vets after eating slug pellets on sunday, eating again, when can she go out?',
    );
    expect(treated).not.toMatch(URGENT);
  });

  it('reads a cat that comes in smelling of something sweet from a flushed radiator as antifreeze', async () => {
    const answer = await lastAnswer(
      'my tabby came back in smelling of something sweet, next door was flushing the car radiator on the drive',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|ethylene/i);
  });

  it('reads a large slice of fruit cake as the dried fruit in it eaten', async () => {
    const answer = await lastAnswer(
      'the spaniel wolfed a huge slice of my gran’s fruit cake off the table, it is full of raisins',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/grape|raisin/i);
  });

  it('reads a note of an animal plus a long name of a sweet as that sweet eaten', async () => {
    const answer = await lastAnswer('jack russell + a whole tube of sugar free mints, label says xylitol');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/xylitol/i);
  });

  it('reads a bedding blanket swallowed, with vomiting, as a swallowed object', async () => {
    const answer = await lastAnswer(
      'our lurcher chewed up and swallowed half his fleece blanket, now he brings back every meal and his belly is sore',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/swallowed an object|block/i);
  });
});

describe('an emergency told through its setting', () => {
  it('reads a room like a sauna and being sick on the carpet as heatstroke', async () => {
    const answer = await lastAnswer(
      'the labrador was locked in the conservatory, it was like a sauna in there. he is panting like crazy and was sick on the rug',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });

  it('reads a car whose air conditioning broke down as heat', async () => {
    const answer = await lastAnswer(
      'long drive with the pug in the back, the aircon died an hour in. she is gasping and drooling and cannot stand',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });

  it('reads a room figure after asking about room temperature as the room’s, not the pet’s', async () => {
    const answer = await lastAnswer(
      'what room temperature suits a chinchilla?',
      'right, it is 28 in here and he is flat out and breathing fast with his mouth open',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
    expect(answer).not.toMatch(/hypothermia/i);
  });

  it('reads an adder seen by someone else as what bit the dog, not as the pet', async () => {
    const answer = await lastAnswer(
      'our collie yelped on the heath',
      'my wife saw a zig-zag adder slide away and now his muzzle is puffing up',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake/i);
  });
});

describe('signs told in other words', () => {
  it('reads a belly that blew up after food with no way to bring anything up as bloat', async () => {
    const answer = await lastAnswer(
      'my great dane’s belly blew up after tea and he keeps trying to get sick but can’t',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bloat|GDV/i);
  });

  it('reads shaking all over while not answering to the name as a seizure', async () => {
    const answer = await lastAnswer('my dog shakes with whole body and not respond when I call him, help');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/seizure|fit/i);
  });

  it('reads a cat that lay there flat after a jump as a collapse', async () => {
    const answer = await lastAnswer(
      'she hopped off the windowsill and just lay there flat, unable to get up',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/collapse/i);
  });

  it('reads the next pup showing and not moving as a birth that has stalled', async () => {
    const answer = await lastAnswer(
      'our pug has delivered two puppies and the next pup is showing but has not moved for twenty minutes',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/difficult birth/i);
  });

  it('tells a pet’s own anti-inflammatory given in excess as an overdose', async () => {
    const answer = await lastAnswer('I accidentally gave my terrier a double dose of his metacam tonight');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/overdose/i);
  });
});

describe('someone else in the house', () => {
  it('does not decline a partner’s report of pollen on the cat', async () => {
    const answer = await lastAnswer(
      'are cut lilies safe in a flat with a cat?',
      'my partner just noticed orange dust all over Pixel’s face and a nibbled petal',
    );
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/lil/i);
  });

  it('refuses a dose asked by a partner right after a human medicine was named', async () => {
    const answer = await lastAnswer(
      'is paracetamol ok for a dog with a sore hip?',
      'my wife says there is a box in the cupboard, how much would a 25kg dog need?',
    );
    expect(answer).toMatch(/^No/);
    expect(answer).not.toMatch(/kcal/);
  });
});

describe('calm questions that sound like an emergency', () => {
  it('does not alarm at drowsiness the evening of a spay when the gums are pink', async () => {
    const answer = await lastAnswer(
      'our kitten was spayed today, tonight she is dozy and a little wobbly, pink in the gums and purring away. normal?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('does not alarm at stitches taken out on time', async () => {
    const answer = await lastAnswer(
      'my guinea pig was castrated twelve days ago, eating and pooping fine and the stitches are out now. when can he meet the sows?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('does not alarm at a question about signs when the pet is fine right now', async () => {
    const answer = await lastAnswer(
      'which signs of overheating should we watch for in our guinea pigs? they are fine right now',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('does not alarm at tail bobbing after flying that then stops', async () => {
    const answer = await lastAnswer(
      'my cockatiel bobs his tail for a moment after flying round the lounge and then stops, is that ok?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('does not alarm at how to stop a past scare happening again', async () => {
    const answer = await lastAnswer(
      'our kitten got into the washing machine two weeks ago, the vet checked him over and he is fine. how do we stop him doing it again?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});
