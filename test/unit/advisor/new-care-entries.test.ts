import { describe, expect, it } from 'vitest';
import { lastAnswer } from './support.js';

describe('care topics with entries of their own', () => {
  it('puppies moving on to solid food get the weaning advice', async () => {
    const answer = await lastAnswer(
      'our puppies are four weeks old, is it time to wean them onto solid food?',
    );
    expect(answer).toMatch(/^\*\*Weaning kittens and puppies onto solid food\.\*\*/);
  });

  it('two dogs wrestling and growling in play get the play-fighting advice', async () => {
    const answer = await lastAnswer(
      'our lab and collie wrestle and play growl all evening, should we stop them?',
    );
    expect(answer).toMatch(/^\*\*Dogs play fighting\.\*\*/);
  });

  it('an old dog snapping at a new pup gets the advice for the pair', async () => {
    const answer = await lastAnswer(
      'our old dog snaps at the new puppy, how do we help them get on together?',
    );
    expect(answer).toMatch(/^\*\*An older dog and a new puppy\.\*\*/);
  });

  it('"flees" misspelt is fleas', async () => {
    const answer = await lastAnswer('how do i get rid of flees on my dog');
    expect(answer).toMatch(/^\*\*Fleas/);
  });
});

describe('breed entries that answer the usual question about the breed', () => {
  it('a Maine Coon entry gives an adult weight', async () => {
    const answer = await lastAnswer('what is a normal weight for a maine coon tom?');
    expect(answer).toMatch(/Maine Coon/);
    expect(answer).toMatch(/6 to 9 kg/);
  });

  it('a husky entry names the brush for a blowing coat', async () => {
    const answer = await lastAnswer('tell me about the siberian husky as a breed');
    expect(answer).toMatch(/undercoat rake/);
  });
});
