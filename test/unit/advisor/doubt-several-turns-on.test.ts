import { describe, expect, it } from 'vitest';
import { classifyTopicInConversation } from '../../../src/core/chat/advisor/topic-guard.js';
import { DECLINED, URGENT, lastAnswer } from './support.js';

/**
 * A doubt told a few turns after the emergency, with questions between that name no pet, is
 * about the same pet: it keeps the urgent advice and is never declined.
 */
describe('a doubt several turns on', () => {
  it('keeps the urgent advice when a partner says to wait and see', async () => {
    const answer = await lastAnswer(
      'my beagle swallowed some rodent bait from behind the washing machine',
      'what colour are those pellets usually?',
      'how quickly does it act?',
      'my partner says we can just wait and see, is that alright?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(DECLINED);
  });

  it('reads the conversation as about a pet when one of the turns before is', () => {
    expect(
      classifyTopicInConversation('my partner says we can just wait and see, is that alright?', [
        'my beagle swallowed some rodent bait',
        'what colour are those pellets usually?',
        'how quickly does it act?',
      ]),
    ).not.toBe('off-topic');
  });

  it('still declines a request for something else after a pet question', () => {
    expect(
      classifyTopicInConversation('write me a limerick about my flatmate', [
        'my beagle swallowed some rodent bait',
        'how quickly does it act?',
      ]),
    ).toBe('off-topic');
  });
});
