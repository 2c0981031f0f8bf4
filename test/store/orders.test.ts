import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, tokensFor, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api, type ApiResponse } from '../helpers/json-api.js';
import { createPet, expectProblem, GOOD_CARD, pay, petStatus, placeOrder } from './store-api.js';

let service: TestGateway;
let staff: string;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  service = await sharedTestGateway();
  staff = (await tokensFor(service.url, 'staff')).accessToken;
  [alice, bob] = await Promise.all([signUp(service.url), signUp(service.url)]);
});

describe('placing orders', () => {
  it('of 20 concurrent orders for one pet exactly one is PLACED and the others get 409', async () => {
    const pet = await createPet(service.url, staff);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api(service.url, 'POST', '/v1/store/orders', {
          token: index % 2 === 0 ? alice.accessToken : bob.accessToken,
          body: { petId: pet['id'] },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = responses.find((response) => response.status === 201);
    expect(winner?.body).toMatchObject({ status: 'PLACED', petId: pet['id'] });
    expect(await petStatus(service.url, pet['id'] as string)).toBe('PENDING');

    const all = await api(service.url, 'GET', `/v1/store/orders?petId=${pet['id'] as string}`, {
      token: staff,
    });
    expect(all.body['data']).toHaveLength(1);
  });

  it('the order total is the pet price, in the pet currency', async () => {
    const pet = await createPet(service.url, staff, { price: '89.99', currency: 'EUR' });
    const order = await placeOrder(service.url, alice.accessToken, { petId: pet['id'] });
    expect(order).toMatchObject({ totalAmount: '89.99', currency: 'EUR', userId: alice.userId });
    expect(order['callbackSecret']).toBeUndefined();
  });

  it('an order without a token gets 401 and a malformed one 400, changing nothing', async () => {
    const pet = await createPet(service.url, staff);
    expectProblem(await api(service.url, 'POST', '/v1/store/orders', { body: { petId: pet['id'] } }), 401);
    const unknownField = await api(service.url, 'POST', '/v1/store/orders', {
      token: alice.accessToken,
      body: { petId: pet['id'], price: '0.01' },
    });
    expectProblem(unknownField, 400);
    expect(unknownField.body['errors']).toEqual([
      expect.objectContaining({ field: 'price', code: 'unknown_field' }),
    ]);
    expectProblem(
      await api(service.url, 'POST', '/v1/store/orders', {
        token: alice.accessToken,
        body: { petId: 'nope' },
      }),
      400,
    );
    expectProblem(
      await api(service.url, 'POST', '/v1/store/orders', {
        token: alice.accessToken,
        body: { petId: pet['id'], callbackUrl: 'ftp://example.com/x' },
      }),
      400,
    );
    expect(await petStatus(service.url, pet['id'] as string)).toBe('AVAILABLE');
  });

  it('an order for a pet that does not exist gets 404, for an adopted or held one 409', async () => {
    expectProblem(
      await api(service.url, 'POST', '/v1/store/orders', {
        token: alice.accessToken,
        body: { petId: '01890000-0000-7000-8000-000000000000' },
      }),
      404,
    );
    const held = await createPet(service.url, staff);
    await placeOrder(service.url, bob.accessToken, { petId: held['id'] });
    expectProblem(
      await api(service.url, 'POST', '/v1/store/orders', {
        token: alice.accessToken,
        body: { petId: held['id'] },
      }),
      409,
    );
  });
});

describe('reading orders', () => {
  it('a customer lists only their own orders; staff list all of the tenant', async () => {
    const carol = await signUp(service.url);
    const mine = await placeOrder(service.url, carol.accessToken, {
      petId: (await createPet(service.url, staff))['id'],
    });
    await placeOrder(service.url, bob.accessToken, { petId: (await createPet(service.url, staff))['id'] });

    const own = await api(service.url, 'GET', '/v1/store/orders', { token: carol.accessToken });
    expect(own.status).toBe(200);
    expect((own.body['data'] as { id: string }[]).map((order) => order.id)).toEqual([mine['id']]);

    const everyone = await api(service.url, 'GET', '/v1/store/orders?limit=100', { token: staff });
    const users = new Set((everyone.body['data'] as { userId: string }[]).map((order) => order.userId));
    expect(users.has(carol.userId) && users.has(bob.userId)).toBe(true);
  });

  it('pages through orders with a cursor, newest first, without repeats', async () => {
    const dave = await signUp(service.url);
    const placed: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const pet = await createPet(service.url, staff);
      placed.push((await placeOrder(service.url, dave.accessToken, { petId: pet['id'] }))['id'] as string);
    }
    const seen: string[] = [];
    let next: string | null = `${service.url}/v1/store/orders?limit=2`;
    while (next !== null) {
      const page: ApiResponse = await api(service.url, 'GET', next.slice(service.url.length), {
        token: dave.accessToken,
      });
      expect(page.status).toBe(200);
      seen.push(...(page.body['data'] as { id: string }[]).map((order) => order.id));
      next = (page.body['links'] as { next: string | null }).next;
    }
    expect(seen).toEqual([...placed].reverse());
  });

  it("another customer's order is 404; staff can read it", async () => {
    const order = await placeOrder(service.url, alice.accessToken, {
      petId: (await createPet(service.url, staff))['id'],
    });
    const path = `/v1/store/orders/${order['id'] as string}`;
    expectProblem(await api(service.url, 'GET', path, { token: bob.accessToken }), 404);
    expect((await api(service.url, 'GET', path, { token: staff })).body).toMatchObject({ id: order['id'] });
    expect((await api(service.url, 'GET', path, { token: alice.accessToken })).status).toBe(200);
    expectProblem(
      await api(service.url, 'GET', '/v1/store/orders/not-an-id', { token: alice.accessToken }),
      404,
    );
  });
});

describe('cancelling and completing', () => {
  it('cancelling an unpaid order frees the pet for the next customer', async () => {
    const pet = await createPet(service.url, staff);
    const order = await placeOrder(service.url, alice.accessToken, { petId: pet['id'] });
    const cancelled = await api(service.url, 'DELETE', `/v1/store/orders/${order['id'] as string}`, {
      token: alice.accessToken,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', paymentStatus: 'UNPAID' });
    expect(cancelled.body['cancelReason']).toEqual(expect.any(String));
    expect(await petStatus(service.url, pet['id'] as string)).toBe('AVAILABLE');
    await placeOrder(service.url, bob.accessToken, { petId: pet['id'] });
  });

  it('cancelling a paid order refunds it and frees the pet', async () => {
    const pet = await createPet(service.url, staff);
    const order = await placeOrder(service.url, alice.accessToken, { petId: pet['id'] });
    const orderId = order['id'] as string;
    expect((await pay(service.url, alice.accessToken, orderId, GOOD_CARD)).status).toBe(201);
    const cancelled = await api(service.url, 'DELETE', `/v1/store/orders/${orderId}?reason=Changed%20plans`, {
      token: staff,
    });
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      cancelReason: 'Changed plans',
    });
    expect(await petStatus(service.url, pet['id'] as string)).toBe('AVAILABLE');

    const db = service.gateway.database.connection.db;
    const payment = await db?.collection('payments').findOne({ orderId, status: { $ne: 'FAILED' } });
    expect(payment).toMatchObject({ status: 'REFUNDED', refundedAt: expect.any(Date) });
  });

  it('a cancelled order cannot be cancelled, paid or completed again (409)', async () => {
    const order = await placeOrder(service.url, alice.accessToken, {
      petId: (await createPet(service.url, staff))['id'],
    });
    const path = `/v1/store/orders/${order['id'] as string}`;
    expect((await api(service.url, 'DELETE', path, { token: alice.accessToken })).status).toBe(200);
    expectProblem(await api(service.url, 'DELETE', path, { token: alice.accessToken }), 409);
    expectProblem(await pay(service.url, alice.accessToken, order['id'] as string, GOOD_CARD), 409);
    expectProblem(await api(service.url, 'POST', `${path}/complete`, { token: staff }), 409);
  });

  it("a customer cannot cancel another customer's order (404)", async () => {
    const order = await placeOrder(service.url, alice.accessToken, {
      petId: (await createPet(service.url, staff))['id'],
    });
    expectProblem(
      await api(service.url, 'DELETE', `/v1/store/orders/${order['id'] as string}`, {
        token: bob.accessToken,
      }),
      404,
    );
  });

  it('only staff complete an adoption, and only once it is paid', async () => {
    const pet = await createPet(service.url, staff);
    const order = await placeOrder(service.url, alice.accessToken, { petId: pet['id'] });
    const path = `/v1/store/orders/${order['id'] as string}/complete`;
    expectProblem(await api(service.url, 'POST', path, { token: staff }), 409);
    expect((await pay(service.url, alice.accessToken, order['id'] as string, GOOD_CARD)).status).toBe(201);
    expectProblem(await api(service.url, 'POST', path, { token: alice.accessToken }), 403);
    expect((await api(service.url, 'POST', path, { token: staff })).body).toMatchObject({
      status: 'DELIVERED',
    });
    expect(await petStatus(service.url, pet['id'] as string)).toBe('ADOPTED');
    expectProblem(
      await api(service.url, 'DELETE', `/v1/store/orders/${order['id'] as string}`, { token: staff }),
      409,
    );
  });
});

describe('force-cancel (the admin API calls the core)', () => {
  it("an admin's force-cancel of a paid order refunds it and frees the pet; others may not", async () => {
    const core = service.gateway.core;
    const pet = await createPet(service.url, staff);
    const order = await placeOrder(service.url, alice.accessToken, { petId: pet['id'] });
    const orderId = order['id'] as string;
    expect((await pay(service.url, alice.accessToken, orderId, GOOD_CARD)).status).toBe(201);
    const contextOf = async (token: string) => {
      const principal = await core.authenticator.verify(token);
      return {
        principal,
        tenantId: principal.tenantId,
        tenantSource: 'token' as const,
        requestId: 'test',
        protocol: 'rest' as const,
        ip: '127.0.0.1',
      };
    };
    await expect(
      core.orders.forceCancel(await contextOf(staff), orderId, { reason: 'x' }),
    ).rejects.toMatchObject({
      kind: 'forbidden',
    });
    const admin = (await tokensFor(service.url, 'admin')).accessToken;
    await expect(core.orders.forceCancel(await contextOf(admin), orderId, {})).rejects.toMatchObject({
      kind: 'validation',
    });
    const cancelled = await core.orders.forceCancel(await contextOf(admin), orderId, {
      reason: 'Welfare concern',
    });
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      cancelReason: 'Welfare concern',
    });
    expect(await petStatus(service.url, pet['id'] as string)).toBe('AVAILABLE');
    await expect(
      core.orders.forceCancel(await contextOf(admin), orderId, { reason: 'again' }),
    ).rejects.toMatchObject({
      kind: 'conflict',
    });
  });
});

describe('inventory', () => {
  it('counts pets by status for anyone, and per species for staff only', async () => {
    const before = await api(service.url, 'GET', '/v1/store/inventory');
    expect(before.status).toBe(200);
    await createPet(service.url, staff, { species: 'rabbit' });
    const after = await api(service.url, 'GET', '/v1/store/inventory');
    expect(after.body['AVAILABLE']).toBe((before.body['AVAILABLE'] as number) + 1);
    expect(after.body['total']).toBe(
      ['AVAILABLE', 'PENDING', 'ADOPTED', 'NOT_AVAILABLE'].reduce(
        (sum, key) => sum + (after.body[key] as number),
        0,
      ),
    );

    expectProblem(await api(service.url, 'GET', '/v1/store/inventories', { token: alice.accessToken }), 403);
    const perSpecies = await api(service.url, 'GET', '/v1/store/inventories', { token: staff });
    const rows = perSpecies.body['data'] as { species: string; total: number; AVAILABLE: number }[];
    expect(rows.map((row) => row.species)).toEqual(['DOG', 'CAT', 'RABBIT', 'BIRD', 'REPTILE', 'OTHER']);
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(after.body['total']);
  });
});
