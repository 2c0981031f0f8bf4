import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { tokensFor } from '../helpers/auth.js';
import { ADVISOR, userMessage } from './support/chat-http.js';
import { ChatSocket } from './support/chat-socket.js';

/** Words 200 ms apart, so a completion is surely still streaming when the shutdown begins. */
let service: TestGateway;

beforeAll(async () => {
  service = await startTestGateway({ CHAT_STREAM_DELAY_MS: '200' });
});

afterAll(async () => {
  await service?.close();
});

it('shutting the service down closes idle and streaming chat sockets with 1001', async () => {
  const { accessToken } = await tokensFor(service.url, 'customer');
  const idle = await ChatSocket.open(service.url, accessToken);
  const streaming = await ChatSocket.open(service.url, accessToken);
  streaming.request('s', { model: ADVISOR, messages: userMessage('Tell me about bloat in dogs') });
  await streaming.waitFor((frame) => frame.type === 'chat.chunk');

  await service.close();

  expect((await idle.closed).code).toBe(1001);
  expect((await streaming.closed).code).toBe(1001);
  expect(streaming.frames.some((frame) => frame.type === 'chat.completed')).toBe(false);
});
