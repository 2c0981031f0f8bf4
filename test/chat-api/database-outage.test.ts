import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatEventStream, streamErrorBody } from '../../src/adapters/rest/chat-event-stream.js';
import type { ChatCompletionChunk } from '../../src/core/chat/index.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { tokensFor } from '../helpers/auth.js';
import { ADVISOR, userMessage } from './support/chat-http.js';
import { ChatSocket } from './support/chat-socket.js';

/**
 * A database that goes away under a running service is 503 (retry later) on every chat door,
 * as it is on REST: the WebSocket's error frame and the REST stream's error event say so too.
 */
let service: TestGateway;
let socket: ChatSocket;

beforeAll(async () => {
  // Its own embedded server, even on a caller's MONGODB_URI: it is stopped below.
  service = await startTestGateway({ EMBEDDED_DB_MEMORY: 'true' });
  const { accessToken } = await tokensFor(service.url, 'customer');
  socket = await ChatSocket.open(service.url, accessToken);
  const embedded = service.gateway.database.embedded;
  if (embedded === undefined) throw new Error('the test gateway runs the embedded database');
  await embedded.stop();
});
afterAll(async () => {
  socket?.close();
  await service?.close();
});

it('a WebSocket request while the database is down gets an error frame with 503', async () => {
  socket.request('outage', { model: ADVISOR, messages: userMessage('Which dogs are available?') });
  const frame = await socket.ending('outage');
  expect(frame).toMatchObject({
    type: 'error',
    id: 'outage',
    error: { code: 'service_unavailable', status: 503 },
  });
  expect(JSON.stringify(frame)).not.toMatch(/mongo|ECONNREFUSED|127\.0\.0\.1/i);
});

it('the REST chat stream ends with a 503 error event when the database fails mid-stream', async () => {
  const { core } = service.gateway;
  const tenantId = core.tenants.defaultTenantId();
  // A stream whose second step reads the (stopped) database for real.
  async function* chunks(): AsyncGenerator<ChatCompletionChunk> {
    yield { id: 'c', object: 'chat.completion.chunk', created: 0, model: ADVISOR, choices: [] };
    await core.petCatalog.searchAvailable(tenantId, { limit: 1 });
  }
  const out = chatEventStream(chunks(), {
    signal: undefined,
    describeError: (error) => streamErrorBody(error, '/v1/chat/completions', 'outage'),
  });
  let text = '';
  for await (const part of out) text += String(part);
  const events = text.split('\n\n').filter(Boolean);
  const failure = JSON.parse((events.at(-2) ?? '').replace(/^data: /, '')) as {
    error: { status: number; code: string };
  };
  expect(failure.error).toMatchObject({ status: 503, code: 'service_unavailable' });
  expect(events.at(-1)).toBe('data: [DONE]');
});
