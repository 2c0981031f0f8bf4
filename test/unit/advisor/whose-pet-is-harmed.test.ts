import { describe, expect, it } from 'vitest';
import { speciesMentionedIn } from '../../../src/core/chat/advisor/species.js';
import { URGENT, lastAnswer } from './support.js';

/**
 * The pet in trouble is the owner's own: one that bites into something is no attacker, and a
 * family's pet told first is not replaced by another animal that only watches.
 */
describe('whose pet is harmed', () => {
  it.each([
    ['my kitten just bit into the stem of a lily', 'cat'],
    ['our spaniel bit through the foil on a bar of baking chocolate', 'dog'],
    ['my dog bit a cane toad in the garden', 'dog'],
    ["the kids' bunny has stopped eating, our beagle keeps nosing at him", 'rabbit'],
  ] as const)('reads "%s" as about a %s', (text, species) => {
    expect(speciesMentionedIn(text)).toBe(species);
  });

  it('still reads an animal that bit the pet as the attacker', () => {
    expect(speciesMentionedIn('a dog bit my rabbit on the back')).toBe('rabbit');
  });

  it('keeps the urgent advice first when a medicine is asked for beside a poisoning', async () => {
    const answer = await lastAnswer(
      'my kitten just bit into a lily petal, could I give him a bit of antihistamine? what amount?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/lil(y|ies)/i);
  });

  it('treats the fluid topped up in a car radiator as antifreeze', async () => {
    const answer = await lastAnswer('our old tom lapped at the stuff I had put in the radiator');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze/i);
  });

  it('reads a dog that got to a dropped sweet as having eaten it', async () => {
    const answer = await lastAnswer('my son left his xylitol gum on the sofa and the terrier got it');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/xylitol/i);
  });
});
