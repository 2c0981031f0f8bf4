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
