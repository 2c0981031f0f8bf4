import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../helpers/gateway.js';
import {
  sseChunk,
  startEventStream,
  type StandInHandler,
  type UpstreamStandIn,
} from '../chat/support/upstream-stand-in.js';
import { postChat, userMessage } from './support/chat-http.js';
import {
  deferred,
  onClosedEarly,
  startServiceWithUpstream,
  UPSTREAM_MODEL,
} from './support/upstream-service.js';

/**
 * The REST chat route's abort signal (given per route, not by admission): with an upstream the
 * service would wait on for a minute, only the client's leaving can close the upstream request
 * within the test's time.
 */
let standIn: UpstreamStandIn;
let service: TestGateway;
let customer: string;
let answerWith: StandInHandler = () => undefined;

beforeAll(async () => {
  ({ standIn, service, customer } = await startServiceWithUpstream(
    (response, request) => answerWith(response, request),
    { CHAT_UPSTREAM_TIMEOUT_MS: '60000' },
  ));
});

afterAll(async () => {
  await service?.close();
  await standIn?.stop();
});

describe('a REST chat client that leaves', () => {
  it('while waiting for a whole completion, closes the upstream request at once', async () => {
    const upstreamClosed = deferred();
    const upstreamAsked = deferred();
    answerWith = (response) => {
      onClosedEarly(response, upstreamClosed.resolve);
      startEventStream(response);
      response.write(sseChunk('Slowly'));
      upstreamAsked.resolve();
    };
    const client = new AbortController();
    const pending = postChat(
      service.url,
      customer,
      { model: UPSTREAM_MODEL, messages: userMessage('Take all the time you need') },
      { signal: client.signal },
    ).catch((error: unknown) => error);
    await upstreamAsked.promise;
    client.abort();
    await upstreamClosed.promise;
    expect(await pending).toBeInstanceOf(Error);
  });
});
