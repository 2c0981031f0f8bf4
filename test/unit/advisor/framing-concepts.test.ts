import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * How a question is told (a plan ahead, the past, how to recognise something) is read from the
 * lexicon's framing concepts, so the readings survive inflections, typos and texting shorthand.
 */
describe('the framing of a question, read as concepts', () => {
  it.each([
    // An inflection: "lowering the odds" plans ahead as "lower the odds" does.
    ['lowering the odds of my pug overheating on walks, any tips?', /heat|cool|shade|water/i],
    // A typo: "histroy of seizures" is a history, not a fit now.
    ['my dog has a histroy of seizures, what should I watch for?', /seizure|fit/i],
    // Texting shorthand: "how would u know if ur cat is blocked" asks how to recognise it.
    ['how would u know if ur cat is blocked', /urin|bladder|strain/i],
  ])('%s: no alarm, the answer the question asks for', async (question, expected) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(expected);
  });

  it.each([
    'my pug is panting hard on the cool tiles and wobbly, what should I do?',
    'my dog has been having seizures for the last 20 minutes',
    'my cat licked the antifreeze puddle, he was fine at first but now he is wobbly',
  ])('%s: still led by the urgent line', async (question) => {
    expect(await lastAnswer(question)).toMatch(URGENT);
  });
});
