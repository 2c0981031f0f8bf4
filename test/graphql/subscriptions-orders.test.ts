import { createClient } from 'graphql-ws';
import { beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { accessTokensFor, signUp } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet, GOOD_CARD, pay } from '../store/store-api.js';
import { graphql, ORDER_FIELDS } from './client.js';
import { Collected, wsClient } from './ws-client.js';

/** `orderStatusChanged` over graphql-ws, fed by the domain events as SSE and webhooks are. */
let service: TestGateway;
let staff: string;

beforeAll(async () => {
  service = await sharedTestGateway();
  [staff] = await accessTokensFor(service.url, 'staff');
});

const WATCH = `subscription Watch($orderId: ID!) { orderStatusChanged(orderId: $orderId) { ${ORDER_FIELDS} } }`;
const PLACE = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id status } } }`;

interface Watched {
  orderStatusChanged: Record<string, unknown>;
}

async function placedOverGraphql(token: string): Promise<string> {
  const petId = (await createPet(service.url, staff, { price: '150.00' }))['id'] as string;
  const placed = await graphql<{ placeOrder: { order: { id: string } } }>(service.url, PLACE, {
    token,
    variables: { input: { petId } },
  });
  expect(placed.errors, placed.text).toBeUndefined();
  return placed.data?.placeOrder.order.id as string;
}

describe('orderStatusChanged', () => {
  test('follows an order placed over GraphQL, paid over REST and cancelled over GraphQL, then completes', async () => {
    const alice = await signUp(service.url);
    const orderId = await placedOverGraphql(alice.accessToken);
    const client = wsClient(service.url, { authorization: `Bearer ${alice.accessToken}` });
    try {
      const watch = new Collected<Watched>(client, WATCH, { orderId });
      const [placed] = await watch.waitFor(1);
      expect(placed?.orderStatusChanged).toMatchObject({
        id: orderId,
        status: 'PLACED',
        paymentStatus: 'UNPAID',
      });

      expect((await pay(service.url, alice.accessToken, orderId, GOOD_CARD)).status).toBe(201);
      const approved = (await watch.waitFor(2))[1];
      expect(approved?.orderStatusChanged).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' });
      // What the subscription tells is what REST reads, field for field.
      const rest = await api(service.url, 'GET', `/v1/store/orders/${orderId}`, { token: alice.accessToken });
      expect(approved?.orderStatusChanged).toEqual(rest.body);

      const cancelled = await graphql(service.url, `mutation { cancelOrder(id: "${orderId}") { status } }`, {
        token: alice.accessToken,
      });
      expect(cancelled.errors, cancelled.text).toBeUndefined();
      await watch.end();
      expect(watch.data.map((each) => each.orderStatusChanged['status'])).toEqual([
        'PLACED',
        'APPROVED',
        'CANCELLED',
      ]);
      expect(watch.completed).toBe(true);
      expect(watch.errors).toBeUndefined();
    } finally {
      await client.dispose();
    }
  });

  test('staff may follow any order of the tenant', async () => {
    const alice = await signUp(service.url);
    const orderId = await placedOverGraphql(alice.accessToken);
    const client = wsClient(service.url, { authorization: `Bearer ${staff}` });
    try {
      const watch = new Collected<Watched>(client, WATCH, { orderId });
      expect((await watch.waitFor(1))[0]?.orderStatusChanged['id']).toBe(orderId);
    } finally {
      await client.dispose();
    }
  });

  test("a customer subscribing to another customer's order is refused as the query is", async () => {
    const alice = await signUp(service.url);
    const bob = await signUp(service.url);
    const orderId = await placedOverGraphql(alice.accessToken);
    const query = await graphql(service.url, `query { order(id: "${orderId}") { id } }`, {
      token: bob.accessToken,
    });
    const client = wsClient(service.url, { authorization: `Bearer ${bob.accessToken}` });
    try {
      const watch = new Collected<Watched>(client, WATCH, { orderId });
      await watch.end();
      expect(watch.data.filter((each) => each !== null && each !== undefined)).toEqual([]);
      const error = (watch.errors ?? watch.results[0]?.errors ?? [])[0];
      // The query answers null (NOT_FOUND underneath); the subscription names the same refusal.
      expect(query.data).toEqual({ order: null });
      expect(error?.extensions).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
    } finally {
      await client.dispose();
    }
  });

  test('without a token the subscription is refused UNAUTHENTICATED', async () => {
    const alice = await signUp(service.url);
    const orderId = await placedOverGraphql(alice.accessToken);
    const client = wsClient(service.url);
    try {
      const watch = new Collected<Watched>(client, WATCH, { orderId });
      await watch.end();
      const error = (watch.errors ?? watch.results[0]?.errors ?? [])[0];
      expect(error?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', requestId: expect.any(String) });
      expect(JSON.stringify(watch.results)).not.toContain('"status"');
    } finally {
      await client.dispose();
    }
  });

  test('a socket whose token is revoked closes 4401, ending its subscriptions; an idle one refuses the next subscribe', async () => {
    const alice = await signUp(service.url);
    const orderId = await placedOverGraphql(alice.accessToken);
    const client = wsClient(service.url, { authorization: `Bearer ${alice.accessToken}` });
    // A socket kept open without any subscription (graphql-ws's lazy mode would close it).
    const idle = createClient({
      url: `${service.url.replace(/^http/, 'ws')}/v1/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${alice.accessToken}` },
      lazy: false,
      retryAttempts: 0,
      // Its 4401 close is the expected outcome, asserted through the next subscribe below; the
      // default handler would print the whole close event to the test output.
      onNonLazyError: () => undefined,
    });
    try {
      await new Promise<void>((resolve) => idle.on('connected', () => resolve()));
      const first = new Collected<Watched>(client, WATCH, { orderId });
      await first.waitFor(1);
      // Deleting the account revokes its tokens at once: the open stream is re-checked and ends.
      const deleted = await api(service.url, 'DELETE', `/v1/users/${alice.userId}`, {
        token: alice.accessToken,
      });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
      await first.end();
      expect(first.closeEvent).toEqual({
        code: 4401,
        reason: 'UNAUTHENTICATED: The access token has been revoked.',
      });
      const second = new Collected<Watched>(idle, WATCH, { orderId });
      await second.end();
      expect(second.errors?.[0]?.extensions).toMatchObject({
        code: 'UNAUTHENTICATED',
        requestId: expect.any(String),
      });
    } finally {
      await client.dispose();
      await idle.dispose();
    }
  });

  test('subscriptions are counted in the GraphQL operations series, type subscription', async () => {
    const text = await service.gateway.core.metrics.registry.metrics();
    expect(text).toMatch(
      /petstore_graphql_operations_total\{operation="orderStatusChanged",type="subscription",outcome="success"\} [1-9]/,
    );
    expect(text).toMatch(
      /petstore_graphql_operations_total\{operation="orderStatusChanged",type="subscription",outcome="UNAUTHENTICATED"\} [1-9]/,
    );
  });
});
