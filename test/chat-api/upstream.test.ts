import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OpenAiChunk as ChatCompletionChunk,
  OpenAiCompletion as ChatCompletion,
} from '../../src/adapters/shared/presenters/openai-chat.js';
import { PET_CARE_SYSTEM_PROMPT } from '../../src/core/chat/index.js';
import type { TestGateway } from '../helpers/gateway.js';
import { expectProblem } from '../platform/problem.js';
import {
  sseChunk,
  startEventStream,
  type StandInHandler,
  type UpstreamStandIn,
} from '../chat/support/upstream-stand-in.js';
import { answerOf, contentOf, postChat, SseReader, sseData, userMessage } from './support/chat-http.js';
import {
  deferred,
  onClosedEarly,
  startServiceWithUpstream,
  UPSTREAM_MODEL,
} from './support/upstream-service.js';

/**
 * The service in front of a real (stand-in) OpenAI-compatible model server, as configured by
 * CHAT_UPSTREAM_URL / CHAT_UPSTREAM_MODELS: what reaches it, what comes back, and what its
 * failures become.
 */
let standIn: UpstreamStandIn;
let service: TestGateway;
let customer: string;
let answerWith: StandInHandler = () => undefined;

beforeAll(async () => {
  ({ standIn, service, customer } = await startServiceWithUpstream(
    (response, request) => answerWith(response, request),
    { CHAT_UPSTREAM_API_KEY: 'upstream-secret', CHAT_UPSTREAM_TIMEOUT_MS: '1500' },
  ));
});

afterAll(async () => {
  await service?.close();
  await standIn?.stop();
});

const ask = (content: string, extra: Record<string, unknown> = {}, abort?: AbortSignal) =>
  postChat(
    service.url,
    customer,
    { model: UPSTREAM_MODEL, messages: userMessage(content), ...extra },
    { signal: abort },
  );

describe('completions proxied to the upstream model server', () => {
  it('the upstream model is listed next to the built-in one', async () => {
    const response = await fetch(`${service.url}/v1/models`, {
      headers: { authorization: `Bearer ${customer}` },
    });
    const { data } = (await response.json()) as { data: Array<{ id: string; owned_by: string }> };
    expect(data).toContainEqual(expect.objectContaining({ id: UPSTREAM_MODEL, owned_by: 'upstream' }));
    expect(data.map((model) => model.id)).toContain('pet-advisor-1');
  });

  it('the upstream receives the pet-care system prompt with the facts found, the conversation and its key', async () => {
    answerWith = (response) => {
      startEventStream(response);
      response.write(sseChunk('Brush her '));
      response.write(sseChunk('weekly.', 'stop'));
      response.end('data: [DONE]\n\n');
    };
    const before = standIn.requests.length;
    const response = await ask('How often should I brush my collie?');
    expect(response.status).toBe(201);
    expect(answerOf((await response.json()) as ChatCompletion)).toBe('Brush her weekly.');
    const sent = standIn.requests[before];
    expect(sent?.headers.authorization).toBe('Bearer upstream-secret');
    expect(sent?.body['model']).toBe(UPSTREAM_MODEL);
    expect(sent?.body['messages']).toEqual([
      { role: 'system', content: expect.stringContaining(PET_CARE_SYSTEM_PROMPT) },
      { role: 'user', content: 'How often should I brush my collie?' },
    ]);
    // The same knowledge `pet-advisor-1` would answer from grounds the upstream model.
    const system = (sent?.body['messages'] as Array<{ content: string }>)[0]?.content ?? '';
    expect(system).toMatch(/Facts from the store for this question/);
    expect(system).toMatch(/\*\*Border Collie\.\*\*/);
  });

  it('an emergency opens with the urgent line, whatever the upstream writes', async () => {
    answerWith = (response) => {
      startEventStream(response);
      response.write(sseChunk('Try giving water.', 'stop'));
      response.end('data: [DONE]\n\n');
    };
    const response = await ask('my spaniel just swallowed several of my paracetamol tablets');
    expect(response.status).toBe(201);
    const answer = answerOf((await response.json()) as ChatCompletion);
    expect(answer).toMatch(
      /^This may be an emergency: contact your veterinarian or the nearest emergency veterinary clinic right now\.\n\nTry giving water\.$/,
    );
  });

  it('a stream is passed through chunk by chunk, before the upstream has finished', async () => {
    const release = deferred();
    let upstreamFinished = false;
    answerWith = async (response) => {
      startEventStream(response);
      response.write(sseChunk('First'));
      await release.promise;
      response.write(sseChunk(' second', 'stop'));
      response.end('data: [DONE]\n\n');
      upstreamFinished = true;
    };
    const response = await ask('Tell me something', { stream: true });
    expect(response.status).toBe(201);
    const events = new SseReader(response);
    expect(await events.nextContent()).toBe('First');
    expect(upstreamFinished).toBe(false);
    release.resolve();
    expect(await events.nextContent()).toBe(' second');
    const rest: string[] = [];
    for (let event = await events.next(); event !== undefined; event = await events.next()) rest.push(event);
    expect(rest.at(-1)).toBe('[DONE]');
  });

  it('a client that disconnects mid-stream closes the upstream request', async () => {
    const upstreamClosed = deferred();
    answerWith = (response) => {
      onClosedEarly(response, upstreamClosed.resolve);
      startEventStream(response);
      response.write(sseChunk('Thinking'));
      // ...and never finishes on its own.
    };
    const client = new AbortController();
    const response = await ask('A long answer, please', { stream: true }, client.signal);
    expect(await new SseReader(response).nextContent()).toBe('Thinking');
    client.abort();
    await upstreamClosed.promise;
  });

  it('a client that disconnects while waiting for a whole completion closes the upstream request', async () => {
    const upstreamClosed = deferred();
    const upstreamAsked = deferred();
    answerWith = (response) => {
      onClosedEarly(response, upstreamClosed.resolve);
      startEventStream(response);
      response.write(sseChunk('Slowly'));
      upstreamAsked.resolve();
    };
    const client = new AbortController();
    const pending = ask('Take your time', {}, client.signal).catch((error: unknown) => error);
    await upstreamAsked.promise;
    client.abort();
    await upstreamClosed.promise;
    expect(await pending).toBeInstanceOf(Error);
  });
});

describe('upstream failures become 502/503/504 problems', () => {
  it('an upstream 500 is a 502', async () => {
    answerWith = (response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":{"message":"boom"}}');
    };
    const problem = await expectProblem(await ask('Hello?'), 502);
    expect(problem.detail).not.toContain('boom');
  });

  it('an upstream 503 is a 503, streamed or not', async () => {
    answerWith = (response) => {
      response.writeHead(503);
      response.end();
    };
    await expectProblem(await ask('Hello?'), 503);
    await expectProblem(await ask('Hello?', { stream: true }), 503);
  });

  it('an upstream that stays silent past CHAT_UPSTREAM_TIMEOUT_MS is a 504', async () => {
    answerWith = () => undefined;
    await expectProblem(await ask('Anyone there?'), 504);
  });

  it('an upstream that breaks mid-stream ends the stream with an error event, then [DONE]', async () => {
    answerWith = (response) => {
      startEventStream(response);
      response.write(sseChunk('Half an '));
      setImmediate(() => response.socket?.destroy());
    };
    const response = await ask('Tell me everything', { stream: true });
    expect(response.status).toBe(201);
    const events = sseData(await response.text());
    expect(events.at(-1)).toBe('[DONE]');
    const failure = JSON.parse(events.at(-2) ?? '{}') as { error?: Record<string, unknown> };
    expect(failure.error).toMatchObject({ code: 'bad_gateway', status: 502 });
    expect(typeof failure.error?.['message']).toBe('string');
    expect(typeof failure.error?.['requestId']).toBe('string');
    const chunks = events.slice(0, -2).map((event) => JSON.parse(event) as ChatCompletionChunk);
    expect(contentOf(chunks)).toBe('Half an ');
  });
});
