import { describe, expect, it } from 'vitest';
import { sseChunk, startEventStream } from '../chat/support/upstream-stand-in.js';
import { postChat, userMessage } from './support/chat-http.js';
import {
  deferred,
  onClosedEarly,
  serviceWithUpstreamForSuite,
  UPSTREAM_MODEL,
} from './support/upstream-service.js';

/**
 * The REST chat route's abort signal (given per route, not by admission): with an upstream the
 * service would wait on for a minute, only the client's leaving can close the upstream request
 * within the test's time.
 */
const suite = serviceWithUpstreamForSuite({ CHAT_UPSTREAM_TIMEOUT_MS: '60000' });

describe('a REST chat client that leaves', () => {
  it('while waiting for a whole completion, closes the upstream request at once', async () => {
    const upstreamClosed = deferred();
    const upstreamAsked = deferred();
    suite.answerWith((response) => {
      onClosedEarly(response, upstreamClosed.resolve);
      startEventStream(response);
      response.write(sseChunk('Slowly'));
      upstreamAsked.resolve();
    });
    const client = new AbortController();
    const pending = postChat(
      suite.service.url,
      suite.customer,
      { model: UPSTREAM_MODEL, messages: userMessage('Take all the time you need') },
      { signal: client.signal },
    ).catch((error: unknown) => error);
    await upstreamAsked.promise;
    client.abort();
    await upstreamClosed.promise;
    expect(await pending).toBeInstanceOf(Error);
  });
});
