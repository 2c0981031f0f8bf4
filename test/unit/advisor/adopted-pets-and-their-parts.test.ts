import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * A pet named with a part of its body ("Waffles's lips are grey"), and a pet whose adoption is
 * told as the past before what is happening to it now.
 */
describe('a named pet and its body, and an adoption told before the signs', () => {
  it.each([
    "Waffles's lips are grey and she is flat on the rug",
    "Toffee's tongue went a purple colour and he can't get his breath",
    'we rehomed Biscuit from here in the spring and tonight his stomach is bloated and he is retching with nothing coming',
    'we took in our tom from a rescue two years back and he’s been squatting in the tray all evening, only a few drops',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it.each([
    "Waffles's eyes are such a pretty green, is that usual for the breed?",
    'we rehomed Biscuit from here in the spring and he is doing great, how often should he be wormed?',
  ])('does not alarm at a calm question: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});
