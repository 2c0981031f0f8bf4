import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, tokensFor, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import {
  createPet,
  DECLINED_CARD,
  expectProblem,
  FAILING_BANK_ACCOUNT,
  GOOD_BANK_ACCOUNT,
  GOOD_CARD,
  INSUFFICIENT_FUNDS_CARD,
  pay,
  placeOrder,
} from './store-api.js';

let service: TestGateway;
let staff: string;
let alice: TestAccount;

beforeAll(async () => {
  service = await sharedTestGateway();
  staff = (await tokensFor(service.url, 'staff')).accessToken;
  alice = await signUp(service.url);
});

async function newOrder(price = '150.00', token = alice.accessToken): Promise<string> {
  const pet = await createPet(service.url, staff, { price });
  return (await placeOrder(service.url, token, { petId: pet['id'] }))['id'] as string;
}

async function order(orderId: string): Promise<Record<string, unknown>> {
  return (await api(service.url, 'GET', `/v1/store/orders/${orderId}`, { token: alice.accessToken })).body;
}

/** Successful charges recorded for an order, read with the driver. */
async function successfulCharges(orderId: string): Promise<number> {
  const db = service.gateway.database.connection.db;
  if (db === undefined) throw new Error('not connected');
  return db.collection('payments').countDocuments({ orderId, status: 'SUCCEEDED' });
}

describe('paying for an order', () => {
  it('a declined card gets 402 and the order stays payable', async () => {
    const orderId = await newOrder();
    const declined = await pay(service.url, alice.accessToken, orderId, DECLINED_CARD);
    expectProblem(declined, 402);
    expect(declined.body['declineCode']).toBe('card_declined');
    expect(await order(orderId)).toMatchObject({ status: 'PLACED', paymentStatus: 'UNPAID' });
    expect((await pay(service.url, alice.accessToken, orderId, GOOD_CARD)).status).toBe(201);
    expect(await order(orderId)).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' });
  });

  it('a card with insufficient funds gets 402 with its own code', async () => {
    const orderId = await newOrder();
    const declined = await pay(service.url, alice.accessToken, orderId, INSUFFICIENT_FUNDS_CARD);
    expectProblem(declined, 402);
    expect(declined.body['declineCode']).toBe('insufficient_funds');
    expect(await order(orderId)).toMatchObject({ status: 'PLACED', paymentStatus: 'UNPAID' });
  });

  it('a bank account pays; a failing test account gets 402', async () => {
    const failing = await newOrder();
    expectProblem(await pay(service.url, alice.accessToken, failing, FAILING_BANK_ACCOUNT), 402);
    const orderId = await newOrder('20.50');
    const paid = await pay(service.url, alice.accessToken, orderId, GOOD_BANK_ACCOUNT, { amount: 20.5 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ amount: '20.50', method: { type: 'bank_account', last4: '6789' } });
    expect((paid.body['method'] as Record<string, unknown>)['brand']).toBeUndefined();
  });

  it('card and bank details are validated: Luhn, expiry, CVC, routing checksum', async () => {
    const orderId = await newOrder();
    const fieldsOf = (body: Record<string, unknown>) =>
      (body['errors'] as { field: string; code: string }[]).map((error) => `${error.field}:${error.code}`);

    const badNumber = await pay(service.url, alice.accessToken, orderId, {
      ...GOOD_CARD,
      number: '4242424242424241',
    });
    expectProblem(badNumber, 400);
    expect(fieldsOf(badNumber.body)).toEqual(['method.number:invalid_card_number']);

    const expired = await pay(service.url, alice.accessToken, orderId, {
      ...GOOD_CARD,
      expMonth: 1,
      expYear: 2020,
    });
    expect(fieldsOf(expired.body)).toEqual(['method.expYear:card_expired']);

    const amexCvc = await pay(service.url, alice.accessToken, orderId, {
      ...GOOD_CARD,
      number: '378282246310005',
      cvc: '123',
    });
    expect(fieldsOf(amexCvc.body)).toEqual(['method.cvc:invalid_cvc']);

    const routing = await pay(service.url, alice.accessToken, orderId, {
      ...GOOD_BANK_ACCOUNT,
      routingNumber: '110000001',
    });
    expect(fieldsOf(routing.body)).toEqual(['method.routingNumber:invalid_routing_number']);

    const unknownMethod = await pay(service.url, alice.accessToken, orderId, { type: 'cash' });
    expectProblem(unknownMethod, 400);

    expect(await order(orderId)).toMatchObject({ status: 'PLACED', paymentStatus: 'UNPAID' });
    expect(await successfulCharges(orderId)).toBe(0);
  });

  it('an amount other than the order total gets 422', async () => {
    const orderId = await newOrder('150.00');
    const wrong = await pay(service.url, alice.accessToken, orderId, GOOD_CARD, { amount: '149.99' });
    expectProblem(wrong, 422);
    expect(wrong.body['errors']).toEqual([
      expect.objectContaining({ field: 'amount', code: 'amount_mismatch' }),
    ]);
    expectProblem(await pay(service.url, alice.accessToken, orderId, GOOD_CARD, { currency: 'EUR' }), 422);
    expect((await pay(service.url, alice.accessToken, orderId, GOOD_CARD, { amount: 150 })).status).toBe(201);
  });

  it('only the customer who placed the order pays for it', async () => {
    const orderId = await newOrder();
    const bob = await signUp(service.url);
    expectProblem(await pay(service.url, bob.accessToken, orderId, GOOD_CARD), 404);
    expectProblem(await pay(service.url, staff, orderId, GOOD_CARD), 403);
    expectProblem(
      await api(service.url, 'POST', `/v1/store/orders/${orderId}/payment`, { body: { amount: '150.00' } }),
      401,
    );
  });

  it('the payment shows the card brand and last four digits, never the number', async () => {
    const orderId = await newOrder();
    const paid = await pay(service.url, alice.accessToken, orderId, {
      ...GOOD_CARD,
      number: '5555 5555 5555 4444',
    });
    expect(paid.body).toEqual({
      id: expect.any(String),
      orderId,
      status: 'SUCCEEDED',
      amount: '150.00',
      currency: 'USD',
      method: { type: 'card', brand: 'mastercard', last4: '4444' },
      createdAt: expect.stringMatching(/Z$/),
    });
  });
});

describe('Idempotency-Key', () => {
  it('a repeated payment with the same key returns the first result and charges once', async () => {
    const orderId = await newOrder();
    const key = randomUUID();
    const first = await pay(service.url, alice.accessToken, orderId, GOOD_CARD, { idempotencyKey: key });
    expect(first.status).toBe(201);
    const again = await pay(service.url, alice.accessToken, orderId, GOOD_CARD, { idempotencyKey: key });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await successfulCharges(orderId)).toBe(1);
  });

  it('the same key with a different body gets 422 and changes nothing', async () => {
    const orderId = await newOrder();
    const key = randomUUID();
    expect(
      (await pay(service.url, alice.accessToken, orderId, GOOD_CARD, { idempotencyKey: key })).status,
    ).toBe(201);
    const other = await pay(
      service.url,
      alice.accessToken,
      orderId,
      { ...GOOD_CARD, holderName: 'Someone Else' },
      {
        idempotencyKey: key,
      },
    );
    expectProblem(other, 422);
    expect(other.body['errors']).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
    expect(await successfulCharges(orderId)).toBe(1);
  });

  it('a malformed key is a 400 that names the header, and charges nothing', async () => {
    const orderId = await newOrder();
    const response = await pay(service.url, alice.accessToken, orderId, GOOD_CARD, {
      idempotencyKey: 'two words',
    });
    expectProblem(response, 400);
    expect(response.body['errors']).toEqual([
      expect.objectContaining({ field: 'Idempotency-Key', code: 'invalid_format' }),
    ]);
    expect(await successfulCharges(orderId)).toBe(0);
  });

  it('concurrent requests with one key charge once', async () => {
    const orderId = await newOrder();
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        pay(service.url, alice.accessToken, orderId, GOOD_CARD, { idempotencyKey: key }),
      ),
    );
    const succeeded = responses.filter((response) => response.status === 201);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const response of succeeded) expect(response.body['id']).toBe(succeeded[0]?.body['id']);
    expect(responses.every((response) => response.status === 201 || response.status === 409)).toBe(true);
    expect(await successfulCharges(orderId)).toBe(1);
  });

  it('a declined payment is replayed as declined; a new key may try another card', async () => {
    const orderId = await newOrder();
    const key = randomUUID();
    expectProblem(
      await pay(service.url, alice.accessToken, orderId, DECLINED_CARD, { idempotencyKey: key }),
      402,
    );
    expectProblem(
      await pay(service.url, alice.accessToken, orderId, DECLINED_CARD, { idempotencyKey: key }),
      402,
    );
    const retry = await pay(service.url, alice.accessToken, orderId, GOOD_CARD, {
      idempotencyKey: randomUUID(),
    });
    expect(retry.status).toBe(201);
  });

  it('concurrent payments without a key charge once: one wins, the rest get 409', async () => {
    const orderId = await newOrder();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => pay(service.url, alice.accessToken, orderId, GOOD_CARD)),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(4);
    expect(await successfulCharges(orderId)).toBe(1);
  });

  it('a malformed key gets 400', async () => {
    const orderId = await newOrder();
    expectProblem(
      await pay(service.url, alice.accessToken, orderId, GOOD_CARD, { idempotencyKey: 'x'.repeat(300) }),
      400,
    );
  });
});
