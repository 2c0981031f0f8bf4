import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Sentences built otherwise (nouns for acts, the animal named last with "the" or in brackets),
 * words qualified into understatement, and animals in a carer's charge.
 */
describe('emergencies told in sentences built otherwise', () => {
  it.each([
    ['Ingestion of rat bait by the terrier suspected, blue crumbs on his paws', /rat|rodent|bait/i],
    ['Tight and swollen since tea, the stomach of the Weimaraner, and heaving with nothing up', /bloat|GDV/i],
    ['In and out of the tray all evening was Jasper (neutered tom), a few pink drops only', /urin|block/i],
    [
      'Two fits this morning and a third just now has had the old collie, wobbly between them',
      /seizure|fit/i,
    ],
    [
      'Gizmo (the kitten) is a bit limp in my hands and not really waking up, probably just tired?',
      /collapse|unconscious|shock/i,
    ],
    [
      'the doe had three kits at dawn and is sort of pushing a little now with some blood, nothing else coming',
      /birth|labour|kindling/i,
    ],
    ['the kennel block lost its air conditioning today and one of the pugs is wobbly and drooling', /heat/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'Is the consumption of grapes by dogs really harmful, or is that a myth?',
    'The collie that we fostered last year had fits, which are controlled now: can he have cheese?',
  ])('does not alarm at a calm question: "%s"', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});

describe('calm signs beside a wellness that explains them', () => {
  it.each([
    'his droppings look a little smaller today but he is munching hay and binkying round the run, anything to worry about?',
    'the raisins were three weeks ago, the vet made her vomit and her bloods were fine at the check, how do I stop it happening again?',
  ])('does not alarm: "%s"', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});
