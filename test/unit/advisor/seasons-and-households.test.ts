import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Emergencies of several pets, of the seasons, and told formally, in wordings of our own. */
describe('emergencies of households, seasons and formal letters', () => {
  it.each([
    ['both puppies have vomiting and diarrhoea since yesterday and are very flat', /dehydrat/i],
    [
      'all of the rats got into a bottle of something under the sink, one is drooling and one is trembling',
      /poison/i,
    ],
    ['our iguana hen has been digging in her tank for a week, her belly is swollen and she is weak', /egg/i],
    [
      'the leopard gecko tank was left in full sun, it reads 45 degrees and he is limp with his mouth open',
      /heatstroke/i,
    ],
    ['my greyhound keeps sneezing, pawing at his nose, and his nose is bleeding', /swallowed object|seed/i],
    [
      'he has vomited over and over since eating the roast dinner leftovers and stands hunched up',
      /belly|pancrea/i,
    ],
    ['our whippet ate a handful of toadstools from the lawn', /mushroom|toadstool/i],
    ['my terrier licked a lot of road grit off his paws and is now wobbly and being sick', /salt/i],
    [
      'the kitten climbed into the car engine, now she is limping and there is blood on her leg',
      /injur|trauma|accident/i,
    ],
    ['the hamster got to my energy drink and is whizzing round with his heart pounding', /poison/i],
    [
      'I regret to inform you that my rabbit has taken no nourishment since Tuesday and has passed no droppings.',
      /stasis|gut/i,
    ],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'is it bad to drink five cups of coffee a day?',
    'we walk the dog on the pavement every evening once it has cooled down, is that fine?',
  ])('"%s" is no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });

  it('refuses a mince pie for a dog for its dried fruit', async () => {
    expect(await lastAnswer('can my spaniel have a bit of mince pie?')).toMatch(/^No/);
  });
});

describe('falls from low furniture and words that only look like signs', () => {
  it('a kitten that tumbled off the bed and plays on is no alarm', async () => {
    expect(
      await lastAnswer('the kitten tumbled off the bed but is playing normally, should I worry?'),
    ).not.toMatch(URGENT);
  });

  it('a fall off the sofa with crying and a leg not used is urgent', async () => {
    expect(
      await lastAnswer('our pup fell off the settee, cries out and will not put weight on his back leg'),
    ).toMatch(URGENT);
  });

  it('a singing canary is not a burn', async () => {
    expect(await lastAnswer('our canary has been singing all morning, is he content?')).not.toMatch(URGENT);
  });
});

describe('the voices of the last round', () => {
  it.each([
    ['our lurcher thought a bag of sultanas was his lunch, what a clown', /grape|raisin|sultana/i],
    ['my lad thought it would be funny to give the cat some of his paracetamol', /paracetamol/i],
    ['the collie has been at the kids sweets, the sugar-free xylitol ones', /xylitol/i],
    ['the tom has been greetin in his tray all day and nae wee comes out', /bladder|urin/i],
    ['my guinea pig has had no veg since yesterday and sits hunched up', /stasis|gut/i],
    ['the puppy splashed himself with boiling coffee and his back is red and raw', /burn/i],
    ['the strimmer caught our tortoise, his shell has cracked and is bleeding', /injur|trauma|fall|attack/i],
    ['our terrier has a face full of porcupine quills', /quill/i],
    ['the blood is spraying out of his paw after he stood on glass', /pressure|bleed/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('a new subject straight after an emergency keeps the urgent advice first and answers it', async () => {
    const answer = await lastAnswer(
      'my beagle just ate a bag of raisins',
      'anyway, how often should I brush his teeth?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/teeth|brush/i);
  });

  it('a new subject after the vet has seen to it is answered without the alarm', async () => {
    const answer = await lastAnswer(
      'my beagle just ate a bag of raisins',
      'the vet made him sick and checked his bloods, all clear. how often should I brush his teeth?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('outdoor hazards and falls', () => {
  it.each([
    ['back from the meadow, my cocker keeps sneezing and has blood from one nostril', /grass seed/i],
    ['my retriever has a fishing hook in his lip with the line hanging out', /hook/i],
    ['our kitten fell out of the third floor window and is breathing fast', /fall|injur/i],
    ['she is shaking and stiff and wet herself on the rug', /seizure/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });
});

describe('the last wordings of the round', () => {
  it.each([
    ['our pullet has strained in the nest box since dawn and will not get off it', /egg/i],
    ['my dachshund poked his nose at a snake on the heath and now his face is swelling', /snake/i],
    ['his belly is tight as a drum and he keeps trying to sick up with nothing coming', /bloat/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('stiff joints in cold weather are no alarm', async () => {
    expect(
      await lastAnswer('my old collie has stiff joints when it is cold out, how do I keep him comfy?'),
    ).not.toMatch(URGENT);
  });
});
