import { describe, expect, it } from 'vitest';
import { lastAnswer } from './support.js';

/** Care questions written for these tests (in no evaluation set) that once found no entry or the wrong one. */
describe('knowledge beyond dogs', () => {
  it.each([
    ['how regularly should a house cat get a dewormer', /Intestinal worms and deworming/],
    ['do puppies need worm tablets', /Intestinal worms and deworming/],
    ['what is the life expectancy of a bearded dragon', /How long pets live/],
    ['how many years will a guinea pig or a cockatiel live', /How long pets live|guinea pigs/i],
    ['would my single cockatiel be happier with a friend', /Company for a budgie or parrot/],
    ['when can my buck rabbit be castrated', /four months/],
  ])('"%s" finds the right guidance', async (question, entry) => {
    expect(await lastAnswer(question)).toMatch(entry);
  });
});
