import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Heatstroke told over several turns, or by its signs without a word about the heat. */
describe('heatstroke told in turns or by its signs alone', () => {
  it('reads the signs of the last turn with the cause given in the first', async () => {
    const answer = await lastAnswer(
      'we spent the afternoon at the lake',
      'my frenchie is panting loads',
      'his tongue is very dark red and he is wobbly on his feet',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });

  it('takes heavy panting, a deep red tongue and staggering as heatstroke without the heat named', async () => {
    const answer = await lastAnswer(
      'my boxer is panting like mad, his tongue has gone deep red and he is staggering',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });

  it('keeps a calm follow-up calm after a day out', async () => {
    const answer = await lastAnswer(
      'we have been to the beach today',
      'what is the best shampoo to get sand out of his coat?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('a wish of the owner is not the pet’s', () => {
  it('keeps a story of a poisoning urgent when the owner says what they want at the end', async () => {
    const answer = await lastAnswer(
      `Hi there, so I don't usually do this kind of thing and I'm sorry if this is the wrong place to ask, but we got our cat Mittens from a rescue about three years ago and she's been a really good girl, no problems at all really apart from the odd hairball. Anyway, my sister came round yesterday with a bunch of flowers for my birthday, which was lovely, and we put them in a vase on the kitchen windowsill. This morning I noticed some of the orange pollen on Mittens' face and there are a couple of leaves with bite marks. She's been a bit quiet since then and she threw up once after breakfast. My partner thinks she's fine and that I'm overreacting. The flowers were lilies I think. Anyway what do you think, should I be worried or just keep an eye on her? Also what's a good brand of cat food for indoor cats because I want to switch?`,
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/lil/i);
  });

  it('still hears a pet that only wants a taste', async () => {
    expect(
      await lastAnswer('my kitten wants a lick of my chocolate ice cream, is that allowed?'),
    ).not.toMatch(URGENT);
  });
});

describe('"doing it" after a question about an act', () => {
  it('reads "mine is doing it" as the act the question before named', async () => {
    const answer = await lastAnswer(
      'is it normal for a hamster to make clicking sounds?',
      'he is doing it with each breath and is hunched up',
    );
    expect(answer).toMatch(URGENT);
  });

  it('keeps a harmless act harmless', async () => {
    expect(await lastAnswer('why do kittens knead blankets?', 'mine does it every night')).not.toMatch(
      URGENT,
    );
  });
});
