import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR } from '../chat-api/support/chat-http.js';
import { ChatSocket } from '../chat-api/support/chat-socket.js';
import { accessTokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { SseClient } from '../helpers/sse.js';
import { createPet, placeOrder } from '../store/store-api.js';

// Short bounds so the test is quick; the defaults are 10 s for headers and 30 s for the request.
const HEADERS_TIMEOUT_MS = 300;
const REQUEST_TIMEOUT_MS = 600;

let service: TestGateway;
let staff: string;
let customer: string;

beforeAll(async () => {
  service = await startTestGateway({
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });
  [staff, customer] = await accessTokensFor(service.url, 'staff', 'customer');
});
afterAll(() => service.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens a raw connection, writes `start`, then one `piece` every 50 ms (up to `pieces` of them)
 * until the server answers or closes. Resolves with what it answered and how many pieces went out.
 */
function trickle(start: string, piece: string, pieces: number): Promise<{ answer: string; sent: number }> {
  const { port } = new URL(service.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (answer += data));
    socket.on('error', () => undefined); // a reset after the answer is the same verdict
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
    socket.on('connect', () => {
      socket.write(start);
      timer = setInterval(() => {
        if (sent === pieces) {
          clearInterval(timer);
          socket.destroy();
          reject(new Error(`still connected after ${pieces} pieces`));
          return;
        }
        sent += 1;
        if (!socket.destroyed) socket.write(piece);
      }, 50);
    });
  });
}

describe('slow clients', () => {
  it('a body trickled one byte at a time is cut with 408 once the request timeout runs out', async () => {
    const { host } = new URL(service.url);
    const { answer, sent } = await trickle(
      `POST /v1/users HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{`,
      ' ',
      200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // 50 ms a byte: 200 bytes take 10 s, and the body would take 100 s; the cut came at the bound.
    expect(sent).toBeLessThan(200);
  });

  it('headers trickled one line at a time are cut with 408 once the headers timeout runs out', async () => {
    const { host } = new URL(service.url);
    const { answer, sent } = await trickle(
      `GET /healthz HTTP/1.1\r\nHost: ${host}\r\n`,
      'X-Slow: 1\r\n',
      2000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(200);
  });

  it('an SSE stream outlives the request timeout: the bound ends once the request is received', async () => {
    const client = await SseClient.open(`${service.url}/v1/events`, { authorization: `Bearer ${customer}` });
    expect(client.status).toBe(200);
    await sleep(REQUEST_TIMEOUT_MS * 2);
    const pet = await createPet(service.url, staff);
    const order = await placeOrder(service.url, customer, { petId: pet['id'] });
    await client.waitFor((events) => events.some((event) => event.data.includes(String(order['id']))));
    client.close();
  });

  it('a WebSocket connection outlives the request timeout', async () => {
    const socket = await ChatSocket.open(service.url, customer);
    await sleep(REQUEST_TIMEOUT_MS * 2);
    await socket.roundTrip();
    socket.request('late', { model: ADVISOR, messages: [{ role: 'user', content: 'Any cats?' }] });
    expect((await socket.ending('late')).type).toBe('chat.completed');
    socket.close();
  });
});
