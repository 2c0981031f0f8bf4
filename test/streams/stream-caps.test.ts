import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { login, signUp } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { bearer } from '../helpers/auth.js';
import { SseClient } from '../helpers/sse.js';
import { Collected, wsClient } from '../graphql/ws-client.js';
import { petstoreClients, type PetstoreClients } from '../grpc/grpc-client.js';
import { ChatSocket } from '../chat-api/support/chat-socket.js';
import { createPet, placeOrder } from '../store/store-api.js';
import { grpcEnd, PET_WATCH, waitUntil, watchOrder } from './support/doors.js';

/**
 * Streams are capped per connection (2 here), per user (3) and per address (6; every client of
 * the test is 127.0.0.1), counted once for all doors; the one over a cap is refused in its door's
 * idiom: 429 with Retry-After (SSE, the chat upgrade), RATE_LIMITED for the graphql-ws operation,
 * RESOURCE_EXHAUSTED over gRPC.
 */
let service: TestGateway;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  service = await startTestGateway({
    STREAMS_PER_CONNECTION: '2',
    STREAMS_PER_USER: '3',
    STREAMS_PER_ADDRESS: '6',
  });
});
afterAll(() => service.close());

beforeEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  // The previous test's streams are gone before this one counts.
  await waitUntil(() => service.gateway.core.streams.openCount === 0);
});

async function openSse(token: string): Promise<SseClient> {
  const sse = await SseClient.open(`${service.url}/v1/events`, bearer(token));
  cleanups.push(() => sse.close());
  return sse;
}

describe('stream caps', () => {
  test('per user: the fourth stream of one user is refused by every door', async () => {
    const customer = await signUp(service.url);
    for (let i = 0; i < 3; i += 1) expect((await openSse(customer.accessToken)).status).toBe(200);

    const refused = await fetch(`${service.url}/v1/events`, { headers: bearer(customer.accessToken) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/At most 3 streams .* per user/);

    const staff = await login(service.url, 'staff');
    const petId = (await createPet(service.url, staff.accessToken))['id'] as string;
    const orderId = (await placeOrder(service.url, customer.accessToken, { petId }))['id'] as string;
    const clients = petstoreClients(service.grpcAddress);
    cleanups.push(() => clients.close());
    const overGrpc = await grpcEnd(watchOrder(clients, customer.accessToken, orderId));
    expect(overGrpc.code).toBe(grpc.status.RESOURCE_EXHAUSTED);

    const client = wsClient(service.url, { authorization: `Bearer ${customer.accessToken}` });
    cleanups.push(() => client.dispose());
    const overGraphql = new Collected(client, PET_WATCH);
    await overGraphql.end();
    expect(overGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });

    const overChat = await ChatSocket.refusal(service.url, customer.accessToken);
    expect(overChat.status).toBe(429);
    expect(overChat.headers['retry-after']).toBeDefined();
  });

  test('per connection: a graphql-ws socket and a gRPC channel carry at most two streams', async () => {
    const client = wsClient(service.url);
    cleanups.push(() => client.dispose());
    const first = new Collected(client, PET_WATCH);
    const second = new Collected(client, PET_WATCH);
    await waitUntil(() => service.gateway.core.streams.openCount === 2);
    const third = new Collected(client, PET_WATCH);
    await third.end();
    expect(third.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(third.errors?.[0]?.message).toMatch(/At most 2 streams .* on one connection/);
    expect(first.ended || second.ended).toBe(false);

    const customer = await signUp(service.url);
    const staff = await login(service.url, 'staff');
    const petId = (await createPet(service.url, staff.accessToken))['id'] as string;
    const orderId = (await placeOrder(service.url, customer.accessToken, { petId }))['id'] as string;
    const clients: PetstoreClients = petstoreClients(service.grpcAddress);
    cleanups.push(() => clients.close());
    const watching = [watchOrder(clients, customer.accessToken, orderId)];
    await new Promise((resolve) => watching[0]?.once('data', resolve));
    watching.push(watchOrder(clients, customer.accessToken, orderId));
    await new Promise((resolve) => watching[1]?.once('data', resolve));
    // Cancelled below: that error is expected.
    for (const stream of watching) stream.on('error', () => undefined);
    const over = await grpcEnd(watchOrder(clients, customer.accessToken, orderId));
    expect(over).toMatchObject({ code: grpc.status.RESOURCE_EXHAUSTED });
    expect(over.details).toMatch(/on one connection/);
    for (const stream of watching) stream.cancel();
  });

  test('per address: anonymous streams count too', async () => {
    for (let i = 0; i < 6; i += 1) {
      const client = wsClient(service.url);
      cleanups.push(() => client.dispose());
      const watch = new Collected(client, PET_WATCH);
      cleanups.push(() => watch.unsubscribe());
      await waitUntil(() => service.gateway.core.streams.openCount === i + 1);
    }
    const client = wsClient(service.url);
    cleanups.push(() => client.dispose());
    const over = new Collected(client, PET_WATCH);
    await over.end();
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(over.errors?.[0]?.message).toMatch(/At most 6 streams .* per client address/);
  });
});
