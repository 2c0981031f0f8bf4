import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Safety verdicts written for these tests (in no evaluation set): the verdict leads the answer,
 * "No" for what harms that pet and "Yes" for what suits it, whatever the species.
 */
describe('safety verdicts beyond dogs', () => {
  it.each([
    ['my kitten only wants raw sardines, can she have them daily', /thiamin/i],
    ['is it fine to give my dog a spoonful of benylin for his cough', /cough/i],
    ['will a couple of almonds upset my rabbit', /fatty/i],
    ['can my guinea pig nibble a bit of raw potato', /starchy/i],
    ['my tortoise keeps trying the daffodils, is that a problem', /daffodil/i],
  ])('"%s" leads with no', async (question, reason) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^No\b/);
    expect(answer).toMatch(reason);
  });

  it.each([
    ['may my tortoise have dandelion flowers', /dandelion/i],
    ['are collard greens ok for a bearded dragon', /collard/i],
  ])('"%s" leads with yes', async (question, reason) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(/^Yes\b/);
    expect(answer).toMatch(reason);
  });

  it('a hamster may have a sliver of nut, never a salted one', async () => {
    const answer = await lastAnswer('can my hamster have a walnut');
    expect(answer).toMatch(/^Only a tiny piece/);
    expect(answer).toMatch(/salted/);
  });

  it('"and X?" after a safety question asks about another food for the same pet', async () => {
    const answer = await lastAnswer('is it ok for my gerbil to have a grape', 'and a walnut?');
    expect(answer).toMatch(/^Only a tiny piece/);
    const rabbit = await lastAnswer('can my bunny eat kale', 'what about peanuts?');
    expect(rabbit).toMatch(/^No\b.*rabbit/);
  });

  it.each([
    ['would human sunblock be ok on my white cat’s ears', /^Only one made for pets/],
    ['my vet is closed, can i use visine on my dog', /^No: do not use human eye/],
    ['is a millet spray a good treat for my cockatiel', /^Yes, in small amounts/],
    ['can i give my collie a raw egg with his dinner', /^Possible, but with care/],
    ['can i bathe my kitten with baby shampoo', /^Not recommended as a habit/],
  ])('"%s" gets the verdict on what it names', async (question, verdict) => {
    expect(await lastAnswer(question)).toMatch(verdict);
  });
});
