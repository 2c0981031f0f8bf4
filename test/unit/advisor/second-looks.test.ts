import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Questions that look like an emergency at first sight and are not one, and one that is. */
describe('a second look before the alarm', () => {
  it.each([
    ['how can I tell whether my cat is having breathing trouble?', /breath/i],
    [
      'our retriever had grapes a few days ago, the vet treated her and her bloods came back fine',
      /grape|raisin/i,
    ],
    ['my spaniel is on heat and spotting a little blood, is that normal?', /season|heat|cycle/i],
    ['my pup drools a lot in the car on long drives, any tips?', /car|travel|motion/i],
    ['my bunny grinds her teeth gently when I stroke her, is that purring?', /purr|content|relax/i],
    ['my 12 year old cat has cloudy eyes, is she going blind?', /sclerosis|cataract/i],
    ['our cat had her kittens last week and all is well, can the kids hold them yet?', /kitten/i],
    ['my terrier had one fit last spring and has been fine since, does he need tablets?', /seizure|fit/i],
    ['my lab tries to inhale his dinner, how do I slow him down?', /slow|bowl|puzzle|feeder/i],
    ['could I give my dog a bit of my ibuprofen for his stiff knee?', /ibuprofen/i],
    ['is this peanut butter ok for my dog? the jar says sugar free', /xylitol/i],
    ['we take three dogs out on hot days, what should we pack so none of them overheat?', /water|shade/i],
    [
      'our puppy ate raisins last summer and we rushed him to the vet; which treats are safe now?',
      /treat|carrot|apple/i,
    ],
    [
      'my cat was catheterised for a blocked bladder in march and is weeing normally now, what food helps?',
      /water|wet|diet|food/i,
    ],
    ['my corn snake’s eyes have gone cloudy blue, he is eating fine', /shed/i],
  ])('"%s" gets advice without the alarm', async (question, advice) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(advice);
  });

  it('reads a pet gone stiff and jerking that will not stop as a fit', async () => {
    const answer = await lastAnswer(
      'the old boy went stiff and is jerking and wetting himself, it will not stop',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/seizure/i);
  });

  it('reads a nursing mother that trembles and pants as low calcium, not heatstroke', async () => {
    const answer = await lastAnswer(
      'our cat had her kittens three weeks ago and now she is trembling and panting hard',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/calcium|eclampsia/i);
  });

  it('reads a chewed asthma inhaler as a poisoning', async () => {
    expect(await lastAnswer('my spaniel bit through my asthma inhaler')).toMatch(URGENT);
  });

  it('still reads a dog unwell weeks after her season as an infected womb', async () => {
    const answer = await lastAnswer(
      'my unspayed collie came out of season a month ago and now she is drinking loads and off her food',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|pyometra/i);
  });
});

describe('a dog flea product and a cat', () => {
  it.each([
    'is it ok to use my dog’s flea spot-on on my cat?',
    'the dog’s flea stuff, can I put it on the cat?',
  ])('"%s" is answered no, without alarm', async (question) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^No: never put a dog flea product on a cat/);
  });

  it.each([
    'I used the dog’s flea spot-on on my cat last night',
    'put dog flea drops on the kitten and now she is twitching',
  ])('"%s" leads with the urgent advice', async (question) => {
    expect(await lastAnswer(question)).toMatch(URGENT);
  });
});

describe('a dog flea product asked about for a cat, in other shapes', () => {
  it.each([
    'my cat has fleas. can I use the flea treatment I have for my dog?',
    'we only have dog flea treatment in the house, will it work on our cat?',
    'the vet gave my dog flea drops, can the cat share them?',
  ])('"%s" gets the cat’s no', async (question) => {
    expect(await lastAnswer(question)).toMatch(/^No: never put a dog flea product on a cat/);
  });

  it('keeps the dog’s verdict for a dog flea product asked about for a dog', async () => {
    expect(await lastAnswer('can I use dog flea drops on my other dog?')).toMatch(/^Only on the animal/);
  });
});
