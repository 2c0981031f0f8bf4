import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { tokensFor } from '../helpers/auth.js';
import { ChatSocket } from './support/chat-socket.js';

/** Heartbeats every 400 ms (CHAT_WS_HEARTBEAT_MS) so a dead peer is noticed within the test. */
let service: TestGateway;
let customer: string;

beforeAll(async () => {
  service = await startTestGateway({ CHAT_WS_HEARTBEAT_MS: '400' });
  customer = (await tokensFor(service.url, 'customer')).accessToken;
});

afterAll(async () => {
  await service?.close();
});

function pings(socket: ChatSocket, count: number): Promise<void> {
  let seen = 0;
  return new Promise((resolve) => {
    socket.ws.on('ping', () => {
      seen += 1;
      if (seen === count) resolve();
    });
  });
}

describe('heartbeats', () => {
  it('a peer that answers the server’s pings stays connected', async () => {
    const socket = await ChatSocket.open(service.url, customer);
    await pings(socket, 3);
    await socket.roundTrip();
    socket.close();
  });

  it('a peer that stops answering pings is dropped', async () => {
    const socket = await ChatSocket.open(service.url, customer, 'header', { autoPong: false });
    await pings(socket, 1);
    // Dropped without a close handshake: the client sees an abnormal closure.
    expect((await socket.closed).code).toBe(1006);
  });

  it('a ping frame is answered with a pong frame', async () => {
    const socket = await ChatSocket.open(service.url, customer);
    socket.send({ type: 'ping' });
    expect(await socket.waitFor((frame) => frame.type === 'pong')).toEqual({ type: 'pong' });
    socket.close();
  });
});
