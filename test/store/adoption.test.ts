import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { TestReceiver, type ReceivedRequest } from '../helpers/receiver.js';
import { createPet, expectProblem, GOOD_CARD, pay, petStatus, placeOrder } from './store-api.js';

let service: TestGateway;
let receiver: TestReceiver;
let staff: string;
let customer: string;

beforeAll(async () => {
  service = await startTestGateway({
    WEBHOOK_RETRY_SCHEDULE: '100ms,100ms,100ms',
    WEBHOOK_POLL_INTERVAL_MS: '50',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10000',
    RATE_LIMIT_AUTHENTICATED_PER_MINUTE: '10000',
  });
  receiver = await new TestReceiver().start();
  [staff, customer] = await accessTokensFor(service.url, 'staff', 'customer');
});
afterAll(async () => {
  await service?.close();
  await receiver?.close();
});

function forOrder(requests: ReceivedRequest[], orderId: string): ReceivedRequest[] {
  return requests.filter((request) => request.json['orderId'] === orderId);
}

describe('the adoption of a pet', () => {
  it('order, pay and complete: the pet is adopted and every receiver gets signed events', async () => {
    const hook = await api(service.url, 'POST', '/v1/webhooks', {
      token: staff,
      body: {
        url: `${receiver.url}/adoption-hooks`,
        events: ['order.status_changed', 'payment.success'],
        authToken: 'receiver-token-123',
        description: 'adoption test',
      },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const secret = hook.body['secret'] as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    const pet = await createPet(service.url, staff, { price: '150.00' });
    const petId = pet['id'] as string;
    const order = await placeOrder(service.url, customer, {
      petId,
      callbackUrl: `${receiver.url}/adoption-callback`,
      notes: 'We have a garden.',
    });
    expect(order).toMatchObject({
      petId,
      status: 'PLACED',
      paymentStatus: 'UNPAID',
      totalAmount: '150.00',
      currency: 'USD',
      notes: 'We have a garden.',
      callbackUrl: `${receiver.url}/adoption-callback`,
    });
    const orderId = order['id'] as string;
    const callbackSecret = order['callbackSecret'] as string;
    expect(callbackSecret).toMatch(/^whsec_/);
    expect(await petStatus(service.url, petId)).toBe('PENDING');

    const payment = await pay(service.url, customer, orderId, GOOD_CARD);
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    expect(payment.body).toMatchObject({
      orderId,
      status: 'SUCCEEDED',
      amount: '150.00',
      currency: 'USD',
      method: { type: 'card', brand: 'visa', last4: '4242' },
    });
    const paid = await api(service.url, 'GET', `/v1/store/orders/${orderId}`, { token: customer });
    expect(paid.body).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' });

    const completed = await api(service.url, 'POST', `/v1/store/orders/${orderId}/complete`, {
      token: staff,
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID' });
    expect(await petStatus(service.url, petId)).toBe('ADOPTED');

    await receiver.waitFor(
      (requests) =>
        forOrder(requests, orderId).filter((request) => request.path === '/adoption-hooks').length >= 4 &&
        forOrder(requests, orderId).filter((request) => request.path === '/adoption-callback').length >= 3,
    );
    const hooks = forOrder(receiver.at('/adoption-hooks'), orderId);
    const callbacks = forOrder(receiver.at('/adoption-callback'), orderId);

    const verifier = new Webhook(secret);
    for (const request of hooks) {
      expect(request.headers['authorization']).toBe('Bearer receiver-token-123');
      expect(request.headers['content-type']).toBe('application/json');
      expect(() => verifier.verify(request.body, request.headers as Record<string, string>)).not.toThrow();
      expect(request.headers['webhook-id']).toBe(request.json['id']);
    }
    const callbackVerifier = new Webhook(callbackSecret);
    for (const request of callbacks) {
      expect(request.headers['authorization']).toBeUndefined();
      expect(() =>
        callbackVerifier.verify(request.body, request.headers as Record<string, string>),
      ).not.toThrow();
      // Signed with the order's own secret, not the subscription's.
      expect(() => verifier.verify(request.body, request.headers as Record<string, string>)).toThrow();
    }

    const summary = (requests: ReceivedRequest[]) =>
      requests
        .map(
          (request) =>
            `${request.json['event'] as string}:${String(request.json['previousStatus'])}>${String(request.json['status'])}`,
        )
        .sort();
    expect(summary(hooks)).toEqual(
      [
        'order.status_changed:null>PLACED',
        'order.status_changed:PLACED>APPROVED',
        'order.status_changed:APPROVED>DELIVERED',
        'payment.success:undefined>undefined',
      ].sort(),
    );
    expect(summary(callbacks)).toEqual(
      [
        'order.status_changed:null>PLACED',
        'order.status_changed:PLACED>APPROVED',
        'order.status_changed:APPROVED>DELIVERED',
      ].sort(),
    );

    const paymentEvent = hooks.find((request) => request.json['event'] === 'payment.success');
    expect(paymentEvent?.json).toEqual({
      id: expect.any(String),
      event: 'payment.success',
      orderId,
      amount: 150,
      currency: 'USD',
      timestamp: expect.stringMatching(/^\d{10}$/),
    });
  });

  it('a free pet (0.00) is settled when ordered: no card, events sent, audited, then adopted', async () => {
    const pet = await createPet(service.url, staff, { name: 'Freebie', price: '0.00' });
    const petId = pet['id'] as string;
    const order = await placeOrder(service.url, customer, {
      petId,
      callbackUrl: `${receiver.url}/free-callback`,
    });
    const orderId = order['id'] as string;
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID', totalAmount: '0.00' });
    expect(await petStatus(service.url, petId)).toBe('PENDING');
    // Nothing to pay: a payment is refused as for any settled order, and none was recorded.
    expectProblem(await pay(service.url, customer, orderId, GOOD_CARD, { amount: '0.00' }), 409);
    const db = service.gateway.database.connection.db!;
    expect(await db.collection('payments').countDocuments({ orderId })).toBe(0);
    const audit = await db
      .collection('audit_logs')
      .find({ 'resource.id': orderId })
      .sort({ _id: 1 })
      .toArray();
    expect(audit.map((entry) => entry['action'])).toEqual(['order.create', 'order.settle_free']);

    const completed = await api(service.url, 'POST', `/v1/store/orders/${orderId}/complete`, {
      token: staff,
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(await petStatus(service.url, petId)).toBe('ADOPTED');

    // Webhook subscribers hear of the order too: wait for the three callbacks themselves.
    await receiver.waitFor(() => forOrder(receiver.at('/free-callback'), orderId).length >= 3);
    expect(
      forOrder(receiver.at('/free-callback'), orderId).map(
        (request) =>
          `${String(request.json['previousStatus'])}>${String(request.json['status'])}:${String(request.json['amount'])}`,
      ),
    ).toEqual(['null>PLACED:0', 'PLACED>APPROVED:0', 'APPROVED>DELIVERED:0']);
  });

  it('a free order cancelled owes nothing back and frees the pet', async () => {
    const pet = await createPet(service.url, staff, { price: '0.00' });
    const order = await placeOrder(service.url, customer, { petId: pet['id'] });
    const cancelled = await api(service.url, 'DELETE', `/v1/store/orders/${String(order['id'])}`, {
      token: customer,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(await petStatus(service.url, pet['id'] as string)).toBe('AVAILABLE');
  });

  it('a second payment for a paid order gets 409', async () => {
    const pet = await createPet(service.url, staff);
    const order = await placeOrder(service.url, customer, { petId: pet['id'] });
    expect((await pay(service.url, customer, order['id'] as string, GOOD_CARD)).status).toBe(201);
    expectProblem(await pay(service.url, customer, order['id'] as string, GOOD_CARD), 409);
  });
});
