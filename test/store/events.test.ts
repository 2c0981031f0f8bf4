import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, tokensFor, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { SseClient, type SseEvent } from '../helpers/sse.js';
import { createPet, GOOD_CARD, pay, placeOrder } from './store-api.js';

let service: TestGateway;
let staff: string;
let alice: TestAccount;
let bob: TestAccount;
const open: SseClient[] = [];

beforeAll(async () => {
  service = await sharedTestGateway();
  staff = (await tokensFor(service.url, 'staff')).accessToken;
  [alice, bob] = await Promise.all([signUp(service.url), signUp(service.url)]);
});
afterAll(async () => {
  for (const client of open) client.close();
});

async function stream(token: string, lastEventId?: string): Promise<SseClient> {
  const client = await SseClient.open(`${service.url}/v1/events`, {
    authorization: `Bearer ${token}`,
    ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
  });
  open.push(client);
  return client;
}

function ofOrder(events: SseEvent[], orderId: string): SseEvent[] {
  return events.filter((event) => (JSON.parse(event.data) as { orderId?: string }).orderId === orderId);
}

async function orderFor(account: TestAccount): Promise<string> {
  const pet = await createPet(service.url, staff);
  return (await placeOrder(service.url, account.accessToken, { petId: pet['id'] }))['id'] as string;
}

describe('GET /v1/events', () => {
  it("streams the caller's order events with ids, names and the webhook body", async () => {
    const client = await stream(alice.accessToken);
    expect(client.status).toBe(200);
    expect(client.contentType).toMatch(/^text\/event-stream/);
    const orderId = await orderFor(alice);
    expect((await pay(service.url, alice.accessToken, orderId, GOOD_CARD)).status).toBe(201);
    await client.waitFor((events) => ofOrder(events, orderId).length >= 3);
    const mine = ofOrder(client.events, orderId);
    expect(mine.map((event) => event.event)).toEqual([
      'order.status_changed',
      'payment.success',
      'order.status_changed',
    ]);
    const ids = mine.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(3);
    expect(JSON.parse(mine[2]?.data ?? '{}')).toEqual({
      id: expect.any(String),
      event: 'order.status_changed',
      orderId,
      amount: 150,
      currency: 'USD',
      timestamp: expect.stringMatching(/^\d+$/),
      previousStatus: 'PLACED',
      status: 'APPROVED',
    });
    client.close();
  });

  it('resuming with Last-Event-ID delivers every event missed while disconnected, once', async () => {
    const truth = await stream(staff);
    const client = await stream(alice.accessToken);
    const first = await orderFor(alice);
    await client.waitFor((events) => ofOrder(events, first).length >= 1);
    const lastSeen = client.events.at(-1)?.id as string;
    client.close();

    // While alice is away: her order is paid and cancelled, another is placed; bob orders too.
    expect((await pay(service.url, alice.accessToken, first, GOOD_CARD)).status).toBe(201);
    expect(
      (await api(service.url, 'DELETE', `/v1/store/orders/${first}`, { token: alice.accessToken })).status,
    ).toBe(200);
    const second = await orderFor(alice);
    const bobs = await orderFor(bob);
    await truth.waitFor((events) => ofOrder(events, bobs).length >= 1);

    const resumed = await stream(alice.accessToken, lastSeen);
    await resumed.waitFor((events) => ofOrder(events, second).length >= 1);
    const missed = truth.events.filter(
      (event) =>
        Number(event.id) > Number(lastSeen) &&
        [first, second].includes((JSON.parse(event.data) as { orderId: string }).orderId),
    );
    // The first order's payment.success, APPROVED and CANCELLED, then the second order's PLACED.
    expect(missed.map((event) => event.event)).toEqual([
      'payment.success',
      'order.status_changed',
      'order.status_changed',
      'order.status_changed',
    ]);
    expect(resumed.events.map((event) => event.id)).toEqual(missed.map((event) => event.id));
    expect(resumed.events.some((event) => event.data.includes(bobs))).toBe(false);
  });

  it("a customer never sees another customer's events; staff see the whole tenant", async () => {
    const staffStream = await stream(staff);
    const bobStream = await stream(bob.accessToken);
    const alices = await orderFor(alice);
    const bobs = await orderFor(bob);
    await bobStream.waitFor((events) => ofOrder(events, bobs).length >= 1);
    await staffStream.waitFor((events) => ofOrder(events, bobs).length >= 1);
    expect(ofOrder(bobStream.events, alices)).toEqual([]);
    expect(ofOrder(staffStream.events, alices)).toHaveLength(1);
  });

  it('refuses anonymous callers (401) and a malformed Last-Event-ID (400)', async () => {
    const anonymous = await SseClient.open(`${service.url}/v1/events`);
    expect(anonymous.status).toBe(401);
    const malformed = await SseClient.open(`${service.url}/v1/events`, {
      authorization: `Bearer ${alice.accessToken}`,
      'last-event-id': 'yesterday',
    });
    expect(malformed.status).toBe(400);
    const problem = await fetch(`${service.url}/v1/events`, {
      headers: { authorization: `Bearer ${alice.accessToken}`, 'last-event-id': 'yesterday' },
    });
    expect(await problem.json()).toMatchObject({
      status: 400,
      errors: [expect.objectContaining({ field: 'Last-Event-ID', code: 'invalid_format' })],
    });
  });
});
