import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Calm questions that hold an alarming word: a grey coat, a cat's table antics, a hungry pet's
 * squeals, a tortoise back to eating, a poison asked about and denied in a word.
 */
describe('calm questions with alarming words', () => {
  it.each([
    'our guinea pigs scream every time they hear the veg bag rustle, how much should they get?',
    'if my cat licked a lily, would it hurt her? she hasn’t, I am only planning the garden',
    'do ferrets get heatstroke? ours is playing happily in the shade',
    'our tortoise is up from hibernation and is eating and drinking fine, which pellets do you suggest?',
    'do hamsters get wet tail? mine is fine, just want to know what to look out for',
    'can slug pellets hurt a dog that eats a dead snail? we are thinking of getting some',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });

  it.each([
    ["my dog's gums have gone grey and he is weak", /gum/i],
    ['my tortoise woke from hibernation a week ago and still will not eat, his eyes are shut', /tortoise/i],
    ['our guinea pig is screaming and dragging a back leg', /vet/i],
    ['if my cat licked a lily, would it hurt her? she did, about ten minutes ago', /lil/i],
  ])('"%s" still leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });
});
