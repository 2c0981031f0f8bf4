import { describe, expect, it } from 'vitest';
import { URGENT, converse, lastAnswer } from './support.js';

/** The titles of the entries an answer cites, in order. */
const entries = (answer: string) => [...answer.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1] ?? '');

describe('rarer emergencies lead with the urgent advice and their own first aid', () => {
  it.each([
    ['our westie picked up a toad by the shed and is frothing and rubbing his face', /toad/i, /rinse/i],
    ['the lab went swimming in a lake covered in algae and now he is trembling', /algae/i, /wash/i],
    ['my pug ate half a jar of vitamin d3 gummies', /vitamin d/i, /calcium/i],
    ['the dog stole the pizza dough that was proving in the kitchen', /dough/i, /alcohol/i],
    ['my diabetic dog is shaking and weak an hour after his insulin', /blood sugar/i, /honey/i],
    ['our ferret is drooling with glazed eyes and lying limp and weak', /blood sugar/i, /gums/i],
    ['my gerbil has diarrhoea and a wet bum', /wet tail/i, /dehydrate/i],
    ['my spaniel nearly drowned in the river and is coughing', /drowning/i, /lungs/i],
    ['my cat suddenly cant see and keeps bumping into things', /sight/i, /today/i],
    ['my goldfish are gulping at the surface', /fish/i, /water/i],
    ['my canary keeps straining on the cage floor', /egg binding/i, /egg/i],
    [
      'our terrier has two little puncture marks on his nose and it is swelling fast after the heath',
      /snake/i,
      /still/i,
    ],
  ])('"%s"', async (question, title, advice) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(entries(answer)[0]).toMatch(title);
    expect(answer).toMatch(advice);
  });

  it('answers a sting with a swelling face as an allergic reaction, not as trauma or an eye injury', async () => {
    const answer = await lastAnswer('my collie snapped at a wasp and now his muzzle is swelling up');
    expect(answer).toMatch(URGENT);
    expect(entries(answer)[0]).toMatch(/allergic/i);
    expect(answer).not.toMatch(/Hit by a car|Eye injuries/);
  });

  it('adds first aid for a bird whose blood feather bleeds and a tortoise whose shell cracked', async () => {
    expect(await lastAnswer('my budgie broke a feather and it will not stop bleeding')).toMatch(/flour/i);
    expect(await lastAnswer('my tortoise was dropped and his shell has cracked')).toMatch(/shell/i);
  });
});

describe('common emergencies in plainer words', () => {
  it.each([
    ['the puppy finished a packet of mints from my bag', /xylitol/i],
    ['my setter has a massive tummy and keeps retching', /bloat/i],
    ['my kitten licked the kitchen tiles straight after I mopped them', /poison/i],
    ['is a lily bad for cats? because mine just did eat one', /lily/i],
    ['the spaniel finished a bag of coffee beans', /poison/i],
    ['my terrier ran into a wasp nest and was stung lots of times', /sting/i],
    ['my old collie has a tilted head and his eyes are darting from side to side', /head tilt/i],
  ])('"%s"', async (question, title) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(entries(answer)[0]).toMatch(title);
  });
});

describe('who and what the emergency is about', () => {
  it('reads a pet called by its name as this animal, now', async () => {
    const answer = await lastAnswer('Biscuit is panting and drooling after an hour in the hot car');
    expect(answer).toMatch(URGENT);
    expect(entries(answer)[0]).toMatch(/heatstroke/i);
  });

  it('answers a pet breathing badly with breathing difficulty, and one that has stopped with CPR', async () => {
    const badly = await lastAnswer('our rabbit is not breathing properly, her nose is flaring');
    expect(badly).toMatch(URGENT);
    expect(entries(badly)[0]).toMatch(/breathing difficulty/i);
    const stopped = await lastAnswer('my kitten has stopped breathing');
    expect(entries(stopped)[0]).toMatch(/CPR/);
  });

  it('treats a male cat that keeps straining as blocked, and keeps the urgency when he passes a little', async () => {
    const [first, second] = await converse(
      undefined,
      'my tomcat keeps straining',
      'he managed a few drops now, is that better?',
    );
    expect(first).toMatch(URGENT);
    expect(second).toMatch(URGENT);
    expect(entries(second ?? '')[0]).toMatch(/urinary blockage/i);
  });
});

describe('questions about a risk are not emergencies', () => {
  it.each([
    'my cockatiel wants a nibble of my chocolate muffin, is that allowed?',
    'my african grey sits on my shoulder while I fry with a teflon pan, any risk?',
    'can dog eat the grapes from the fruit bowl',
    'my dog is blind from cataracts, how do I help him get around?',
    'can my dog have a sip of cider?',
    'our lab gets stung by bees several times every summer, how do I prevent it?',
  ])('"%s" is answered without alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });

  it('still raises the alarm when the bird near the pan shows signs', async () => {
    const answer = await lastAnswer(
      'my parrot is breathing with her beak open after I burnt a teflon pan, any risk?',
    );
    expect(answer).toMatch(URGENT);
    expect(entries(answer)[0]).toMatch(/fumes/i);
  });
});
