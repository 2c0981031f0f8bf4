import { describe, expect, it } from 'vitest';
import { DECLINED, lastAnswer } from './support.js';

describe('the topic guard', () => {
  it('declines programming in Python, but not a question about a pet python', async () => {
    expect(await lastAnswer('could you help me with my python assignment?')).toMatch(DECLINED);
    expect(await lastAnswer('how warm should my python enclosure be?')).not.toMatch(DECLINED);
  });

  it("declines the owner's own aches, but not a pet's", async () => {
    expect(await lastAnswer('my knee is sore after running, what painkiller should i take?')).toMatch(
      DECLINED,
    );
    expect(await lastAnswer('my dog is sore after running, can he have a painkiller?')).not.toMatch(DECLINED);
  });

  it('answers about backyard hens, but declines roasting a chicken', async () => {
    expect(
      await lastAnswer('our bantams have gone off laying since the clocks changed, normal?'),
    ).not.toMatch(DECLINED);
    expect(await lastAnswer('how long do I roast a chicken for at 190 degrees?')).toMatch(DECLINED);
  });
});
