import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Safety questions in shapes whose "yes" means harm ("is it poisonous?", "should I worry?"), a
 * reason asked for a rule, and things the tables did not name. Wordings written for these tests.
 */
describe('the verdict follows the question', () => {
  it.each([
    ['is english ivy poisonous for a guinea pig', /ivy/i],
    ['are raisins bad for cats', /kidney/i],
    ['is aloe vera toxic to my dog', /latex/i],
    ['should we be worried about the ivy growing on the fence, we have a puppy', /ivy/i],
  ])('"%s" says yes, it is dangerous', async (question, reason) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^Yes, it is dangerous: /);
    expect(answer).toMatch(reason);
  });

  it('"are blueberries bad for dogs" says they are safe, not "yes"', async () => {
    expect(await lastAnswer('are blueberries bad for dogs')).toMatch(/^Not at all, it is safe: /);
  });

  it('"is chocolate ok or toxic for a dog" asks permission too, so the table\'s no stands', async () => {
    expect(await lastAnswer('is chocolate ok or toxic for a dog')).toMatch(/^No: chocolate is toxic/);
  });
});

describe('other shapes of a safety question', () => {
  it('"our vet says never give the dog grapes, why is that" gives the reason, without alarm', async () => {
    const answer = await lastAnswer('our vet says never give the dog grapes, why is that');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^No: grapes/);
    expect(answer).toMatch(/kidney failure/);
  });

  it('"can i bath my puppy with regular shampoo" is the human-shampoo verdict', async () => {
    expect(await lastAnswer('can i bath my puppy with regular shampoo')).toMatch(
      /^Not recommended as a habit: human shampoo/,
    );
  });

  it('"is it ok for my leopard gecko to eat a firefly" is a no, with the reason', async () => {
    const answer = await lastAnswer('is it ok for my leopard gecko to eat a firefly');
    expect(answer).toMatch(/^No: fireflies/);
    expect(answer).toMatch(/lucibufagins/);
  });

  it('"can my cockatiel have some grapes" is a yes: the kidney danger is for dogs and cats', async () => {
    expect(await lastAnswer('can my cockatiel have some grapes')).toMatch(/^Yes, in moderation: grapes/);
  });

  it('"are apple cores ok for a rabbit" is the pips\' no, not the fruit\'s yes', async () => {
    expect(await lastAnswer('are apple cores ok for a rabbit')).toMatch(
      /^No: fruit stones, pits and apple cores/,
    );
  });

  it('"my corn snake refused his mouse again, should i be worried" is about the snake, not corn', async () => {
    const answer = await lastAnswer('my corn snake refused his mouse again, should i be worried');
    expect(answer).toMatch(/A snake that will not eat/);
  });
});

describe('two things compared', () => {
  it('"grapes or blueberries, which is safer for a dog" names the safer first, then both verdicts', async () => {
    const answer = await lastAnswer('grapes or blueberries, which is safer for a dog');
    expect(answer).toMatch(/^The safer choice is blueberries\./);
    expect(answer).toMatch(/kidney failure/);
  });

  it('"xylitol vs chocolate, which is worse for dogs" says neither is safe', async () => {
    const answer = await lastAnswer('xylitol vs chocolate, which is worse for dogs');
    expect(answer).toMatch(/^Neither is safe: xylitol and chocolate are both harmful/);
    expect(answer).not.toMatch(URGENT);
  });
});
