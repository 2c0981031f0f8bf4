import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Poisons named by brand or by household item, exposures told by what is missing or left on the
 * pet, crossbreeds, and notes that open with the sign; and phrases with a gap that stop at the end
 * of a sentence or at "but".
 */
describe('poisons named by brand, exposures told by what is missing', () => {
  it.each([
    ['the cavapoo got into a pack of sunmaid boxes in the cupboard', /grape|raisin/i],
    ['our setter scoffed a block of unsweetened baking chocolate', /chocolate|theobromine/i],
    ['puppy chomped through my e-cig refill', /nicotine/i],
    [
      'the dog knocked the paracetamol tub off the shelf and four tablets are unaccounted for',
      /paracetamol|medic/i,
    ],
    ['my cat has bitten into a leaf from the lily arrangement', /lil/i],
    ['Luna has orange lily pollen smeared over her chin and paws', /lil/i],
    [
      'there is blue bait dye round my ferret’s mouth and we have rat poison down in the shed',
      /rat|rodent|bait/i,
    ],
    [
      'our pregnant doe has strained for an hour with nothing born and a little bleeding',
      /birth|labour|kindl/i,
    ],
    ['throwing up again and again, fresh red blood', /blood/i],
    [
      'she was perfectly well this morning but since noon she has vomited three times with blood in it',
      /blood/i,
    ],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'my labradoodle loves carrots, how many can he have a day?',
    'the old ferret was stargazing out of the window all afternoon, is he bored?',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});
