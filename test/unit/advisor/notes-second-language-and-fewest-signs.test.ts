import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Emergencies told in a few words, in a second language's grammar, with the fewest signs, or in
 * passing; and calm looks that the rest of the message explains.
 */
describe('an emergency told in a note of a few words', () => {
  it.each([
    'boiling water went over dog leg',
    'thread dangling from kitten bottom should i pull',
    'rottie gut hard trying to sick nothing up',
    'dane lying down getting up trying to be sick',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('reads a species told in the next turn with the heat told before it', async () => {
    expect(
      await lastAnswer('pip stuck in greenhouse all afternoon v hot', 'rabbit. flat out panting mouth open'),
    ).toMatch(URGENT);
  });

  it('keeps a stalled birth urgent when the owner asks to wait a little longer', async () => {
    expect(
      await lastAnswer(
        'Our spaniel is whelping and a puppy is half showing.',
        'It has been stuck like that for half an hour, can I give her a bit longer?',
      ),
    ).toMatch(URGENT);
  });

  it('reads "hasn\'t since last night" after a question about peeing as no urine', async () => {
    expect(
      await lastAnswer('how long is too long for a cat not to wee?', "my tom hasn't since yesterday morning"),
    ).toMatch(URGENT);
  });
});

describe('an emergency in second-language grammar', () => {
  it.each([
    'my cat boy sit in the litter many times and make no pipi and cry',
    'the shepherd stomach inflate big and he no can vomit',
    'my dog not can take the air, stand with elbows out',
    'my husky fall down in garden and not get up, he not answer me',
    'my rabbit not eat from this morning and no make poo',
    'my cat give one kitten, then nothing from three hour and she push',
    'my dachshund not walk with the back legs, he drag them',
    'the dog was lick from the radiator liquid bottle in garage',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });
});

describe('an emergency told by one or two signs', () => {
  it.each([
    'why would a setter keep retching with nothing coming up?',
    "our hamster's ears and feet have turned pale and he is very still",
    'my collie is very weak and will not stand up',
    'unspayed collie drinking a lot, pus from back end',
    'a fox grabbed our hen, she got away but has a small puncture on her wing',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('names the clot in a cat that cries with cold back legs', async () => {
    expect(await lastAnswer('cat crying back legs cold will not use them')).toMatch(/clot/i);
  });

  it('reads a cattle dog bitten in the heather with a leg swelling fast as a snake bite', async () => {
    expect(
      await lastAnswer("the kelpie's paw is swelling fast after something bit him in the heather"),
    ).toMatch(/snake/i);
  });
});

describe('a calm look that the message explains', () => {
  it.each([
    'our chocolate labrador is two, is brown coat colour linked to any health problems?',
    'my guinea pig leaps straight up like he has been electrocuted then goes back to eating hay',
    'my hamster looks like he has mumps, both cheeks bulging, just after I filled his food bowl',
    'my ferret hops sideways with an arched back making clucking noises and bumps into the sofa',
    'my kitten curled her lip with her mouth open after sniffing the cat next door, like she was disgusted',
    "my dog's eyes flicker and his paws paddle while he sleeps, should I wake him in case it is a seizure?",
    'can my terrier have a lick of bread dough before it goes in the oven?',
    'I got a puncture on my bike on the way to the vet, how do I fix it?',
  ])('stays calm: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});
