import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** A poison named in a report: its signs, what it does, and a sting told apart from a reaction. */
describe('a poison named beside signs of poisoning', () => {
  it('reads tremors after being where slug pellets lie as a poisoning, though nobody saw them eaten', async () => {
    const answer = await lastAnswer(
      'my terrier was out by the shed where the slug pellets are and since then he is trembling and wobbling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/slug/i);
  });

  it('does not read a painkiller asked about for a limp as a poisoning', async () => {
    expect(await lastAnswer('would a bit of ibuprofen help my dog, he is limping')).not.toMatch(URGENT);
  });
});

describe('what the poison named does, beyond the general advice', () => {
  it('says what a sago palm does when only the general poisoning advice answers', async () => {
    const answer = await lastAnswer('my pup has been chewing one of the seeds of our cycad');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/liver/i);
  });

  it('adds the harm of a home remedy that is itself a poison', async () => {
    const answer = await lastAnswer(
      'she ate some raisins so I gave her salty water to make her sick, now she is drinking loads and staggering',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/salt/i);
    expect(answer).toMatch(/raisin|grape/i);
  });
});

describe('poisons named in other words', () => {
  it('reads the spot-on bought for the dog and put on the cat as permethrin', async () => {
    const answer = await lastAnswer(
      'I used the spot on from our dog on the kitten because it was the same brand, now she is twitching',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/permethrin/i);
  });

  it('reads a cat that ate a poisoned mouse as rat bait', async () => {
    const answer = await lastAnswer('my cat caught and ate a poisoned mouse from the barn');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/rat|rodent|bait/i);
  });
});

describe('a sting', () => {
  it('answers a sting on the paw, with the face and breathing said to be fine, without alarm', async () => {
    expect(
      await lastAnswer(
        'a wasp got my spaniel on the foot, it is a little swollen there, but his face is fine and he is breathing normally',
      ),
    ).not.toMatch(URGENT);
  });

  it('raises the alarm for a sting with a swollen muzzle, whoever’s pet it is', async () => {
    expect(await lastAnswer('bee sting, muzzle swelling fast')).toMatch(URGENT);
  });
});
