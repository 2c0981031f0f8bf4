import { describe, expect, it } from 'vitest';
import { lexicon } from '../../../src/core/chat/advisor/lexicon/index.js';
import { URGENT, lastAnswer } from './support.js';

/**
 * Typos are forgiven, but an everyday English word one letter from the advisor's vocabulary is
 * that word: a graze is no grape, raising a puppy is no raisin, a sprain is no straining.
 */
describe('everyday words near the vocabulary', () => {
  it.each([
    ['graze', 'toxin.grapes'],
    ['raising', 'toxin.grapes'],
    ['prison', 'toxin.general-poison'],
    ['aspiring', 'toxin.human-painkiller'],
    ['sprained', 'symptom.straining'],
  ])('"%s" is not read as %s', (word, concept) => {
    expect(lexicon().match(`my dog ${word}`).has(concept)).toBe(false);
  });

  it.each([
    ['my dog ate grapse', 'toxin.grapes'],
    ['my cat is having a seisure', 'symptom.seizure'],
    ['she swallowed some ibuprofin', 'toxin.human-painkiller'],
  ])('a misspelling is still read: "%s"', (text, concept) => {
    expect(lexicon().match(text).has(concept)).toBe(true);
  });

  it.each([
    'my puppy has a graze on his nose from the fence',
    'we are raising a puppy for the first time, any tips on biting?',
    'our gecko gapes now and then under his lamp',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});
