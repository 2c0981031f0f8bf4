import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerFrame } from '../../src/adapters/ws/frames.js';
import type { TestGateway } from '../helpers/gateway.js';
import { bearer, signUp } from '../helpers/auth.js';
import {
  sseChunk,
  startEventStream,
  type RecordedRequest,
  type StandInHandler,
  type UpstreamStandIn,
} from '../chat/support/upstream-stand-in.js';
import { ADVISOR, userMessage } from './support/chat-http.js';
import { ChatSocket, contentOfFrames } from './support/chat-socket.js';
import {
  deferred,
  onClosedEarly,
  startServiceWithUpstream,
  UPSTREAM_MODEL,
} from './support/upstream-service.js';

/**
 * The chat channel with a real `ws` client. Where timing matters (interleaving, cancel) the
 * answers come from an upstream stand-in the test controls, so the order is decided, not raced.
 */
let standIn: UpstreamStandIn;
let service: TestGateway;
let customer: string;
let answerWith: StandInHandler = () => undefined;

beforeAll(async () => {
  ({ standIn, service, customer } = await startServiceWithUpstream((response, request) =>
    answerWith(response, request),
  ));
});

afterAll(async () => {
  await service?.close();
  await standIn?.stop();
});

const lastUserMessage = (request: RecordedRequest) =>
  ((request.body['messages'] as Array<{ content: string }>).at(-1)?.content ?? '').toString();

const isType =
  <T extends ServerFrame['type']>(type: T, id?: string) =>
  (frame: ServerFrame): frame is Extract<ServerFrame, { type: T }> =>
    frame.type === type && (id === undefined || ('id' in frame && frame.id === id));

describe('completions over the chat channel', () => {
  it('streams chat.chunk frames in the SSE chunk shape, then chat.completed with usage', async () => {
    const socket = await ChatSocket.open(service.url, customer);
    socket.request('a1', { model: ADVISOR, messages: userMessage('How much exercise does a beagle need?') });
    const end = await socket.ending('a1');
    expect(end.type).toBe('chat.completed');
    const frames = socket.framesFor('a1');
    const chunks = frames.filter(isType('chat.chunk'));
    expect(chunks[0]?.chunk).toMatchObject({ object: 'chat.completion.chunk', model: ADVISOR });
    expect(chunks[0]?.chunk.choices[0]?.delta.role).toBe('assistant');
    expect(chunks.at(-1)?.chunk.choices[0]?.finish_reason).toBe('stop');
    expect(contentOfFrames(frames)).toMatch(/beagle|exercise|walk/i);
    const completed = end as Extract<ServerFrame, { type: 'chat.completed' }>;
    expect(completed.usage?.totalTokens).toBe(
      (completed.usage?.promptTokens ?? 0) + (completed.usage?.completionTokens ?? 0),
    );
    socket.close();
  });

  it('two completions on one socket stream interleaved, each under its own id, and both complete', async () => {
    const release = deferred();
    answerWith = async (response, request) => {
      startEventStream(response);
      response.write(sseChunk(`${lastUserMessage(request)} begins`));
      await release.promise;
      response.write(sseChunk(' and ends.', 'stop'));
      response.end('data: [DONE]\n\n');
    };
    const socket = await ChatSocket.open(service.url, customer);
    socket.request('first', { model: UPSTREAM_MODEL, messages: userMessage('One') });
    socket.request('second', { model: UPSTREAM_MODEL, messages: userMessage('Two') });
    const contentFor = (id: string) => (frame: ServerFrame) =>
      frame.type === 'chat.chunk' && frame.id === id && (frame.chunk.choices[0]?.delta.content ?? '') !== '';
    await socket.waitFor(contentFor('first'));
    await socket.waitFor(contentFor('second'));
    // Both are mid-answer at once: neither has ended.
    expect(socket.frames.some((frame) => frame.type === 'chat.completed')).toBe(false);
    release.resolve();
    expect((await socket.ending('first')).type).toBe('chat.completed');
    expect((await socket.ending('second')).type).toBe('chat.completed');
    expect(contentOfFrames(socket.framesFor('first'))).toBe('One begins and ends.');
    expect(contentOfFrames(socket.framesFor('second'))).toBe('Two begins and ends.');
    const chunkIds = socket.frames.filter(isType('chat.chunk')).map((frame) => frame.id);
    const firstEnd = chunkIds.lastIndexOf('first');
    expect(chunkIds.indexOf('second')).toBeLessThan(firstEnd);
    socket.close();
  });

  it('chat.cancel stops a completion mid-stream: chat.cancelled, no more chunks, the upstream request closes', async () => {
    const upstreamClosed = deferred();
    answerWith = (response) => {
      onClosedEarly(response, upstreamClosed.resolve);
      startEventStream(response);
      response.write(sseChunk('Let me think'));
    };
    const socket = await ChatSocket.open(service.url, customer);
    socket.request('long', { model: UPSTREAM_MODEL, messages: userMessage('A long story, please') });
    await socket.waitFor(
      (frame) => frame.type === 'chat.chunk' && frame.chunk.choices[0]?.delta.content === 'Let me think',
    );
    socket.send({ type: 'chat.cancel', id: 'long' });
    await socket.waitFor(isType('chat.cancelled', 'long'));
    await upstreamClosed.promise;
    await socket.roundTrip();
    const frames = socket.framesFor('long');
    expect(frames.at(-1)?.type).toBe('chat.cancelled');
    expect(frames.filter((frame) => frame.type === 'chat.cancelled')).toHaveLength(1);
    // The id is free again.
    answerWith = (response) => {
      startEventStream(response);
      response.end(`${sseChunk('Short.', 'stop')}data: [DONE]\n\n`);
    };
    socket.request('long', { model: UPSTREAM_MODEL, messages: userMessage('A short one then') });
    await socket.waitFor(isType('chat.completed', 'long'));
    expect(contentOfFrames(socket.framesFor('long'))).toBe('Let me thinkShort.');
    socket.close();
  });

  it('a second request under an id still running is refused with a 409 error frame; the first goes on', async () => {
    const release = deferred();
    answerWith = async (response) => {
      startEventStream(response);
      response.write(sseChunk('Working'));
      await release.promise;
      response.end(`${sseChunk('.', 'stop')}data: [DONE]\n\n`);
    };
    const socket = await ChatSocket.open(service.url, customer);
    socket.request('same', { model: UPSTREAM_MODEL, messages: userMessage('First') });
    await socket.waitFor(isType('chat.chunk', 'same'));
    socket.request('same', { model: UPSTREAM_MODEL, messages: userMessage('Second') });
    const refused = await socket.waitFor(isType('error', 'same'));
    expect(refused.error).toMatchObject({ code: 'conflict', status: 409 });
    release.resolve();
    await socket.waitFor(isType('chat.completed', 'same'));
    expect(contentOfFrames(socket.framesFor('same'))).toBe('Working.');
    socket.close();
  });

  it('an upstream failure is an error frame with the 502 of REST, under the request id', async () => {
    answerWith = (response) => {
      response.writeHead(500);
      response.end();
    };
    const socket = await ChatSocket.open(service.url, customer);
    socket.request('broken', { model: UPSTREAM_MODEL, messages: userMessage('Hello?') });
    const ending = await socket.ending('broken');
    expect(ending).toMatchObject({
      type: 'error',
      id: 'broken',
      error: { code: 'bad_gateway', status: 502 },
    });
    socket.close();
  });
});

describe('frames the channel cannot act on', () => {
  it('invalid JSON, an unknown type, a missing id and a bad request get error frames; the socket stays open', async () => {
    const socket = await ChatSocket.open(service.url, customer);
    socket.send('{not json');
    const malformed = await socket.waitFor(isType('error'));
    expect(malformed).not.toHaveProperty('id');
    expect(malformed.error).toMatchObject({ code: 'validation', status: 400 });
    expect(malformed.error.errors?.[0]?.code).toBe('malformed_json');

    socket.send({ type: 'chat.shout', id: 'x1' });
    expect((await socket.waitFor(isType('error', 'x1'))).error.errors?.[0]).toMatchObject({
      field: 'type',
      code: 'unknown_type',
    });

    socket.send({ type: 'chat.request', request: { model: ADVISOR, messages: userMessage('Hi') } });
    await socket.waitFor(
      (frame) => frame.type === 'error' && frame.error.errors?.[0]?.field === 'id' && !('id' in frame),
    );

    socket.request('x2', { model: 'no-such-model', messages: userMessage('Hi') });
    expect((await socket.waitFor(isType('error', 'x2'))).error).toMatchObject({
      code: 'unprocessable',
      status: 422,
    });

    socket.request('x3', { model: ADVISOR, messages: 'not a list' });
    expect((await socket.waitFor(isType('error', 'x3'))).error).toMatchObject({
      code: 'validation',
      status: 400,
    });

    socket.send({ type: 'chat.cancel', id: 'nothing-running' });
    expect((await socket.waitFor(isType('error', 'nothing-running'))).error.status).toBe(404);

    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await socket.waitFor(
      (frame) => frame.type === 'error' && frame.error.errors?.[0]?.code === 'binary_frame',
    );

    await socket.roundTrip();
    socket.close();
  });

  it('a frame over 1 MB closes the socket with 1009', async () => {
    const socket = await ChatSocket.open(service.url, customer);
    socket.send({ type: 'ping', padding: 'x'.repeat(1024 * 1024) });
    expect((await socket.closed).code).toBe(1009);
  });
});

describe('who may open the chat channel', () => {
  it('an upgrade without a token is refused with HTTP 401 and a problem document', async () => {
    const refusal = await ChatSocket.refusal(service.url, undefined);
    expect(refusal.status).toBe(401);
    expect(refusal.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(refusal.headers['content-type']).toBe('application/problem+json');
    expect(refusal.body).toMatchObject({ status: 401, instance: '/v1/chat/ws' });
  });

  it('an invalid token is refused with 401, whichever way it is sent', async () => {
    for (const via of ['header', 'query', 'subprotocol'] as const) {
      expect((await ChatSocket.refusal(service.url, 'not-a-token', via)).status).toBe(401);
    }
  });

  it('a token without chat:write is refused with 403', async () => {
    const account = await signUp(service.url);
    const narrowed = await fetch(`${service.url}/v1/auth/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.username, password: account.password, scope: 'read:pets' }),
    });
    const { accessToken } = (await narrowed.json()) as { accessToken: string };
    expect((await ChatSocket.refusal(service.url, accessToken)).status).toBe(403);
  });

  it('the token works in the access_token query parameter', async () => {
    const socket = await ChatSocket.open(service.url, customer, 'query');
    await socket.roundTrip();
    socket.close();
  });

  it('the token works as a bearer.<token> subprotocol; the server answers petstore.chat.v1', async () => {
    const socket = await ChatSocket.open(service.url, customer, 'subprotocol');
    expect(socket.ws.protocol).toBe('petstore.chat.v1');
    socket.request('sp', { model: ADVISOR, messages: userMessage('Do cats need vaccines?') });
    expect((await socket.ending('sp')).type).toBe('chat.completed');
    socket.close();
  });

  it('another WebSocket path is refused with 404', async () => {
    expect((await ChatSocket.refusal(service.url, customer, 'header', '/v1/nowhere')).status).toBe(404);
  });

  it('a user deleted while connected: the idle socket closes with 4401 without waiting for a request', async () => {
    const account = await signUp(service.url);
    const socket = await ChatSocket.open(service.url, account.accessToken);
    const deleted = await fetch(`${service.url}/v1/users/${account.userId}`, {
      method: 'DELETE',
      headers: bearer(account.accessToken),
    });
    expect(deleted.status).toBe(204);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'The access token has been revoked.' });
  });
});
