import { describe, expect, it } from 'vitest';
import { spelling } from '../../../src/core/chat/advisor/lexicon/index.js';
import { URGENT, lastAnswer } from './support.js';

/** Two neighbouring letters typed the wrong way round in a short word ("gusm", "lges", "heta"). */
describe('short words with two letters swapped', () => {
  it.each([
    ['my old lab wnet down on the wakl and his gusm are white', /collapse|gum/i],
    ['puppy cant stand, his bcak lges are draggnig behind him', /vet/i],
    ['staffy in the heta all day, patning hard and now his gums are dark red', /heat/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('reads the word meant, and leaves real words and names alone', () => {
    expect(spelling().correct('his gusm look pale')).toBe('his gums look pale');
    expect(spelling().correct('fill in the form from the vet')).toBe('fill in the form from the vet');
    expect(spelling().correct('my cat Mots is fine')).toBe('my cat Mots is fine');
  });
});
