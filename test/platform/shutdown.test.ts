import http from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { uniqueUsername } from '../helpers/auth.js';

let service: TestGateway;

beforeAll(async () => {
  // A grace period as long as the test's own time limit: shutdown must end because the in-flight
  // request finished, not because the grace period ran out.
  service = await startTestGateway({ SHUTDOWN_GRACE_MS: '30000' });
});

afterAll(async () => {
  await service?.close();
});

/**
 * A slow client: a sign-up whose body arrives in two parts. The test holds the second part back
 * until it has seen the gateway stop accepting new connections.
 */
function startSlowSignUp(url: string) {
  const username = uniqueUsername('slow');
  const body = JSON.stringify({
    username,
    email: `${username}@example.test`,
    password: 'a-long-enough-password',
  });
  const half = Math.floor(body.length / 2);
  // Keep-alive, as browsers and load balancers connect: the connection outlives the answer.
  const agent = new http.Agent({ keepAlive: true });
  const req = http.request(`${url}/v1/users`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  req.write(body.slice(0, half));
  return { username, response, agent, finish: () => req.end(body.slice(half)) };
}

test('on shutdown an in-flight request finishes while new connections are refused', async () => {
  const arrived = new Promise<void>((resolve) => service.gateway.httpServer.once('request', () => resolve()));
  const slow = startSlowSignUp(service.url);
  await arrived;

  let closed = false;
  const closing = service.close().then(() => {
    closed = true;
  });

  // The listening socket is gone: a new client cannot connect.
  await expect(fetch(`${service.url}/healthz`)).rejects.toThrow();
  expect(closed).toBe(false);

  slow.finish();
  const answer = await slow.response;
  expect(answer.status).toBe(201);
  expect((JSON.parse(answer.body) as { username: string }).username).toBe(slow.username);

  await closing;
  expect(closed).toBe(true);
  slow.agent.destroy();
});
