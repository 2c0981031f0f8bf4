import { describe, expect, it } from 'vitest';
import { DECLINED, URGENT, lastAnswer } from './support.js';

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
    'my terrier pinched a slice of white bread off the table',
    'the puppy had a spoonful of plain white rice with his dinner',
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

describe('a general question answered by the owner’s own pet', () => {
  it('reads the sign asked about as this animal’s when the next sentence says so', async () => {
    const answer = await lastAnswer(
      'what does it mean when a cat’s gums go pale? I had a look at my girl’s, she is ever so quiet and they are almost white',
    );
    expect(answer).toMatch(URGENT);
  });

  it('keeps a general question calm when the next sentence only plans ahead', async () => {
    const answer = await lastAnswer(
      'what does it mean when a cat’s gums go pale? we are adopting two kittens next month and want to be ready',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('fit as a matter of size', () => {
  it.each([
    'the new harness won’t fit my spaniel across the chest, should I size up?',
    'will this soft carrier fit under a plane seat for my cat?',
    'does the bigger hutch fit through a standard door?',
    'we want a quiet guinea pig that fits our routine, something that fits the bill for a first pet',
    'our new kitten is so tiny that she fits in my palm, how often should she eat?',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });

  it('declines a puzzle question whose answer does not fit, and still hears a fit that was had', async () => {
    expect(
      await lastAnswer('my answer wont fit the boxes of the puzzle, who invented the telephone?'),
    ).toMatch(DECLINED);
    expect(await lastAnswer('my collie had a fit in the car just now, he is still shaking')).toMatch(URGENT);
    expect(
      await lastAnswer('will she fit again tonight? she had one an hour ago and is still fitting'),
    ).toMatch(URGENT);
  });
});
