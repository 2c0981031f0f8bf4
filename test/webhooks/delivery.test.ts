import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, tokensFor, type TestAccount } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { TestReceiver } from '../helpers/receiver.js';
import { createPet, GOOD_CARD, pay, placeOrder } from '../store/store-api.js';

let service: TestGateway;
let receiver: TestReceiver;
let staff: string;
let alice: TestAccount;

beforeAll(async () => {
  service = await startTestGateway({
    WEBHOOK_RETRY_SCHEDULE: '150ms,150ms,150ms,150ms',
    WEBHOOK_POLL_INTERVAL_MS: '50',
    WEBHOOK_TIMEOUT_MS: '5000',
    WEBHOOK_PER_TARGET_CONCURRENCY: '2',
    RATE_LIMIT_AUTHENTICATED_PER_MINUTE: '10000',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10000',
  });
  receiver = await new TestReceiver().start();
  staff = (await tokensFor(service.url, 'staff')).accessToken;
  alice = await signUp(service.url);
});
const subscribed: string[] = [];
// Each test's subscriptions end with it, so later events do not reach earlier tests' receivers.
afterEach(async () => {
  for (const id of subscribed.splice(0))
    await api(service.url, 'DELETE', `/v1/webhooks/${id}`, { token: staff });
});
afterAll(async () => {
  await service?.close();
  await receiver?.close();
});

async function subscribe(url: string, events = ['payment.success']): Promise<string> {
  const created = await api(service.url, 'POST', '/v1/webhooks', { token: staff, body: { url, events } });
  expect(created.status).toBe(201);
  subscribed.push(created.body['id'] as string);
  return created.body['id'] as string;
}

/** Places and pays an order: one payment.success event. */
async function paidOrder(): Promise<string> {
  const pet = await createPet(service.url, staff);
  const orderId = (await placeOrder(service.url, alice.accessToken, { petId: pet['id'] }))['id'] as string;
  expect((await pay(service.url, alice.accessToken, orderId, GOOD_CARD)).status).toBe(201);
  return orderId;
}

interface Delivery {
  eventId: string;
  status: string;
  attemptCount: number;
  attempts: { number: number; statusCode: number | null; success: boolean; error: string | null }[];
}

async function deliveriesUntil(
  webhookId: string,
  done: (deliveries: Delivery[]) => boolean,
): Promise<Delivery[]> {
  for (let tries = 0; tries < 150; tries += 1) {
    const response = await api(service.url, 'GET', `/v1/webhooks/${webhookId}/deliveries`, { token: staff });
    const deliveries = response.body['data'] as Delivery[];
    if (done(deliveries)) return deliveries;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the deliveries never reached the expected state');
}

describe('webhook delivery', () => {
  it('a receiver that fails three times then succeeds gets the event once more, and the history shows all 4 attempts', async () => {
    receiver.respond('/flaky', (_request, nth) => (nth <= 3 ? 500 : 200));
    const webhookId = await subscribe(`${receiver.url}/flaky`);
    const orderId = await paidOrder();

    const [delivery] = await deliveriesUntil(webhookId, (list) => list[0]?.status === 'SUCCEEDED');
    const requests = receiver.at('/flaky');
    expect(requests).toHaveLength(4);
    expect(requests.every((request) => request.json['orderId'] === orderId)).toBe(true);
    // Every attempt is the same message: same id, same bytes, freshly signed.
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    expect(new Set(requests.map((request) => request.body)).size).toBe(1);
    expect(delivery).toMatchObject({ status: 'SUCCEEDED', attemptCount: 4 });
    expect(
      delivery?.attempts.map((attempt) => [attempt.number, attempt.statusCode, attempt.success]),
    ).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 500, false],
      [4, 200, true],
    ]);
    expect(delivery?.attempts[0]?.error).toMatch(/500/);
  });

  it('a receiver that never succeeds is given up on after the schedule runs out', async () => {
    receiver.respond('/dead', () => 503);
    const webhookId = await subscribe(`${receiver.url}/dead`);
    await paidOrder();
    const [delivery] = await deliveriesUntil(webhookId, (list) => list[0]?.status === 'FAILED');
    expect(delivery?.attemptCount).toBe(5);
    expect(receiver.at('/dead')).toHaveLength(5);
  });

  it('an unreachable receiver is retried with the reason recorded', async () => {
    const webhookId = await subscribe('http://127.0.0.1:9/closed-port');
    await paidOrder();
    const [delivery] = await deliveriesUntil(webhookId, (list) => (list[0]?.attemptCount ?? 0) >= 2);
    expect(delivery?.attempts[0]).toMatchObject({
      statusCode: null,
      success: false,
      error: expect.any(String),
    });
  });

  it('a slow receiver does not hold up deliveries to others', async () => {
    const slow = await new TestReceiver().start();
    let release: () => void = () => undefined;
    const held = new Promise<number>((resolve) => (release = () => resolve(200)));
    slow.respond('/slow', () => held);
    try {
      await subscribe(`${slow.url}/slow`);
      const fastId = await subscribe(`${receiver.url}/fast`);
      const orders = [await paidOrder(), await paidOrder(), await paidOrder(), await paidOrder()];
      await deliveriesUntil(
        fastId,
        (list) => list.filter((delivery) => delivery.status === 'SUCCEEDED').length >= orders.length,
      );
      const fastOrders = receiver.at('/fast').map((request) => request.json['orderId']);
      expect(new Set(fastOrders)).toEqual(new Set(orders));
      // Meanwhile the slow receiver holds its requests unanswered: at most its cap of 2.
      await slow.waitFor((_answered, self) => self.inFlight >= 2);
      expect(slow.inFlight).toBeLessThanOrEqual(2);
      expect(slow.requests).toHaveLength(0);
    } finally {
      release();
      await slow.close();
    }
  });

  it('deliveries to a deleted subscription stop', async () => {
    receiver.respond('/deleted', () => 500);
    const webhookId = await subscribe(`${receiver.url}/deleted`);
    await paidOrder();
    await deliveriesUntil(webhookId, (list) => (list[0]?.attemptCount ?? 0) >= 1);
    const db = service.gateway.database.connection.db;
    expect((await api(service.url, 'DELETE', `/v1/webhooks/${webhookId}`, { token: staff })).status).toBe(
      204,
    );
    for (let tries = 0; tries < 100; tries += 1) {
      const delivery = await db?.collection('webhook_deliveries').findOne({ targetId: webhookId });
      if (delivery?.['status'] === 'cancelled') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the delivery was not cancelled');
  });
});
