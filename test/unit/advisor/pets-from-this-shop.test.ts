import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Owners of a pet store's pets say where their pet came from ("we got her from you") before
 * what is wrong: that history asks the shop for nothing and is no past illness, and "we took him
 * home" is no one swallowing anything.
 */
describe('a pet that came from this shop', () => {
  it.each([
    [
      "We got our kitten from you guys two weeks ago and today she's been sick five times and is really floppy",
      /vomit/i,
    ],
    ['Bella the beagle we took home from you ate half a packet of raisins', /grape|raisin/i],
    [
      'the collie we adopted from you in spring is staggering and has been sick four times since lunch',
      /vet/i,
    ],
    [
      'our guinea pig came from your store in June and since this morning he hasnt touched food or pooed',
      /stasis/i,
    ],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    ['we adopted a cat from you last year, do you have another one like him?', /cat/i],
    ['my cat threw up three times this month, is it hairballs?', /hairball|vomit/i],
    [
      'my dog was sick five times last week but he is totally fine now, should I change his food?',
      /food|diet/i,
    ],
  ])('"%s" is answered without the alarm', async (question, subject) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(subject);
  });
});
