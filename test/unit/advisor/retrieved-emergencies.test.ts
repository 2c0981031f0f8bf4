import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * When the rules read no emergency but the entry the words find is one, a report of harm to this
 * animal now still leads with the urgent advice; a general question or a remedy asked about does not.
 */
describe('an emergency entry found by retrieval for a report of harm now', () => {
  it.each([
    ['our collie is wheezing and cannot pull enough air in', /breathing/i],
    ['the puppy keeps bringing up pinkish froth when he coughs', /breathing/i],
    ['my whippet has a chicken bone lodged in his throat', /choking/i],
  ])('"%s" leads with the urgent advice', async (question, title) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(title);
  });

  it.each([
    'would a bit of paracetamol help my dog with his sore leg',
    'what are the signs of breathing trouble in a dog?',
    'how do I teach my dog to eat more slowly so he does not choke?',
  ])('"%s" is answered without the urgent advice', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});
