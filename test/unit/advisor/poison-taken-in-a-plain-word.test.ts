import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** "Had", "tried", "went for": the plain words owners often use for a pet eating something. */
describe('a poison the pet "had", "tried" or "went for"', () => {
  it.each([
    'my beagle had a grape off the kitchen floor, is that bad?',
    'the kitten has had a little of the lily pollen, will she be ok?',
    'our lab might have had a couple of my naproxen, what now?',
    'he had a stick of the sugar free gum from my bag, do I need to do anything?',
    'my terrier snuck a handful of sultanas off the counter',
    'the collie managed to eat a whole blister strip of ibuprofen',
    'our kitten tried a nibble of the lily stem this morning',
    'the spaniel went for the raisins in the fruit bowl while we were out',
    'my poodle got her paws on a bag of mouse bait in the shed',
    'Biscuit nabbed a chunk of dark chocolate cake, is he going to be ok?',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it.each([
    'we had lilies in the house for the wedding, are they ok to bring home with a cat around?',
    'my brother had antifreeze in his garage, how should I store ours with a dog around?',
    'the cat had been sitting near the lily on the table but it is a silk one, are real ones dangerous?',
    'we went for a walk past the vineyard and he sniffed at the fence, are grapes a worry?',
    'my daughter tried a grape in front of the dog, can dogs have them?',
  ])('does not alarm when a person had it, or the pet was only near it: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});
