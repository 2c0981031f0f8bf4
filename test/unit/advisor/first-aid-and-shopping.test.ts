import { describe, expect, it } from 'vitest';
import { linesForWhoIsAsking } from '../../../src/core/chat/advisor/who-is-asking.js';
import { URGENT, lastAnswer } from './support.js';

/**
 * Owners who have already done something themselves, or who come to the shop for a product, while
 * the pet is in danger: the urgent advice still leads.
 */
describe('emergencies after the owner’s own first aid', () => {
  it.each([
    [
      'our collie lapped at spilled coolant, I got him to vomit with my finger, he is fine now yes?',
      /antifreeze/i,
    ],
    ['my terrier drank antifreeze and I made him throw up, so he is ok now right', /antifreeze/i],
    ['she had about half a tub of sugar-free mints, should we just watch her?', /xylitol/i],
    [
      'the pup had a whole bag of sultanas, we cannot afford the vet, what can we do at home',
      /grape|raisin/i,
    ],
  ])('"%s" keeps the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('still reads a scare the owner tells as over as history', async () => {
    const answer = await lastAnswer(
      'my dog ate rat bait two years ago and the vet sorted him out, he is fine now. how do I keep mice away safely?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('emergencies told beside a shopping question', () => {
  it.each([
    [
      'got any urinary cat food? my neutered boy keeps squatting in the litter box and I have not seen a drop of pee',
      /urin|bladder/i,
    ],
    [
      'do you stock cooling coats? my boxer is panting very hard after his run and his tongue is bluish',
      /heatstroke/i,
    ],
    [
      'which electrolyte powder do you sell? my dog has had diarrhoea for three days and is really flat now',
      /dehydrat/i,
    ],
    ['is there a rehydration drink for cats? mine keeps vomiting and will not drink', /dehydrat/i],
    ['do you have bandages? my dog cut his paw and the blood has soaked through two tea towels', /bleed/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('names what an antidepressant does when one was swallowed', async () => {
    const answer = await lastAnswer(
      'my cat licked up one of my sertraline tablets and now her pupils are huge and she is restless',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/serotonin|antidepressant/i);
  });

  it('reads sudden cold, dragged back legs in a crying cat as an emergency', async () => {
    const answer = await lastAnswer(
      'my cat cried out and now both his back legs are cold and he is dragging them',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/clot/i);
  });

  it('heat, red gums and vomiting after being cooled is still heatstroke', async () => {
    const answer = await lastAnswer(
      'we sprayed the bulldog with the hose after the hot drive, he breathes easier but his gums are very red and he has vomited',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });
});

describe('whose pet it is', () => {
  it('a relative’s medicine is not a relative’s pet', () => {
    expect(linesForWhoIsAsking('can I give my cat some of my gran’s paracetamol?')).toEqual([]);
  });

  it('a relative’s animal is someone else’s pet', () => {
    expect(linesForWhoIsAsking('my brother’s puppy swallowed a battery')).toHaveLength(1);
  });
});

describe('small birds, wild animals and what was taken', () => {
  it('any bleeding in a small bird is urgent', async () => {
    const answer = await lastAnswer('my canary is bleeding from under her wing');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/pressure|flour/i);
  });

  it('a wild animal found hurt is sent to a vet or a wildlife rescue', async () => {
    const answer = await lastAnswer(
      'there is a young hedgehog out in the daytime in our yard, wobbling and bleeding from its leg',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/wildlife rescue/);
  });

  it('does not call the owner’s dog bitten by a fox a wild animal', () => {
    expect(linesForWhoIsAsking('our dog was bitten by a fox and is bleeding')).toEqual([]);
  });

  it.each([
    ['the terrier had a few of my ibuprofen tablets off the bedside table', /ibuprofen/i],
    ['my spaniel lapped from a rainbow puddle under a parked van', /antifreeze/i],
  ])('"%s" is read as swallowed', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });
});
