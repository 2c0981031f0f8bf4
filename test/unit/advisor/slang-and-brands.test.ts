import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Emergencies told in slang or by a brand, and the everyday talk that sounds like them. */
describe('slang, brands and everyday talk', () => {
  it.each([
    ['the collie is spazzing out on the floor and it will not stop', /seizure|fit/i],
    ['my boxer is staggering about like he is drunk and dribbling pee everywhere', /poison/i],
    ['the cat knocked the kitchen bin over, now she is trembling and unsteady', /poison/i],
    ['my pug is wheezing really badly and keeps honking', /breath/i],
    ['the puppy chewed through a whole packet of Trident', /xylitol/i],
    ['the cat has been licking something off the concrete next to the car in the garage', /antifreeze/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'my puppy spazzes out with the zoomies every night after dinner, is that normal?',
    'how can I stop the dog raiding the kitchen bin?',
    'my senior dog leaks a little wee in his sleep, what can help?',
    'my cat loves lying next to the car in the garage, is that safe in winter?',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});

describe('veterinary painkillers, household liquids and a flipped stomach', () => {
  it.each([
    [
      'the spaniel found the tub of his Metacam tablets and ate the lot',
      /painkiller|medic|nsaid|anti.?inflammator/i,
    ],
    ['my terrier chewed open a tube of Voltarol gel', /painkiller|medic|nsaid|anti.?inflammator/i],
    ['the kitten drank a puddle of spilt mouthwash', /poison/i],
    ['I think my setter’s belly has flipped, he is heaving with nothing coming up', /bloat|GDV/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('answers a question about a prescribed painkiller without the alarm', async () => {
    expect(
      await lastAnswer('the vet has put my old lab on Rimadyl, is it best given with a meal?'),
    ).not.toMatch(URGENT);
  });
});
