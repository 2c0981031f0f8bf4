import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Keepers of small and scaly pets telling an emergency without its name, and owners who name the
 * emergency they fear in a word or a question while describing something harmless.
 */
describe('small and scaly pets in an emergency, told without its name', () => {
  it.each([
    'my nephew fed the spaniel a little box of sun-maid raisins on the drive home',
    'one of the hens pecked at the grain spilled from the black bait boxes the pest man left',
    "my rat's ears and feet have gone pale and bluey and he is breathing fast",
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });
});

describe('a feared emergency named while something harmless is described', () => {
  it.each([
    'is my kitten having a fit? her paws paddle while she sleeps and she wakes up purring when I call her',
    'Is Pepper poisoned? she ate grass on the walk, was sick once, and has eaten and played normally since',
    'my old cat’s legs jerk while she sleeps in the sun. seizure? she wakes up normal',
    'my hen lies on her side in the dirt flicking dust over herself with her wings spread',
    'my spaniel tilts his head when I make squeaky noises, then straightens up, is that ok?',
  ])('stays calm: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});
