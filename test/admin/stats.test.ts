import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTenantWithStaff, signUp, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { TestReceiver } from '../helpers/receiver.js';
import { ChatSocket } from '../chat-api/support/chat-socket.js';
import { createPet, GOOD_CARD, pay, placeOrder } from '../store/store-api.js';
import { amountOf, dashboard, startAdminTestGateway } from './support.js';

/** Stats of a fresh tenant, moved only by real calls through the doors. */
let service: TestGateway;
let receiver: TestReceiver;
let admin: TestAccount;
let staff: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  service = await startAdminTestGateway({
    WEBHOOK_RETRY_SCHEDULE: '50ms',
    WEBHOOK_POLL_INTERVAL_MS: '50',
  });
  receiver = await new TestReceiver().start();
  const tenant = await createTenantWithStaff(service, 'ADMIN');
  admin = tenant.account;
  staff = await createAccount(service, tenant.tenantId, 'STAFF');
  customer = await signUp(service.url, {}, tenant.tenantId);
});

afterAll(async () => {
  await service?.close();
  await receiver?.close();
});

describe('GET /v1/admin/dashboard/stats', () => {
  it('starts from the accounts of a new tenant, with 30 empty days ending today', async () => {
    const stats = await dashboard(service.url, admin.accessToken);
    expect(stats.users).toEqual({
      byStatus: { ACTIVE: 3, SUSPENDED: 0, DELETED: 0 },
      byRole: { CUSTOMER: 1, STAFF: 1, ADMIN: 1 },
      total: 3,
    });
    expect(stats.orders).toEqual({
      byStatus: { PLACED: 0, APPROVED: 0, DELIVERED: 0, CANCELLED: 0 },
      total: 0,
    });
    expect(stats.revenue).toEqual({ total: [], last30Days: [] });
    expect(stats.ordersPerDay).toHaveLength(30);
    expect(stats.ordersPerDay.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), placed: 0 });
    expect(stats.chat.completionsToday).toBe(0);
    expect(stats.webhooks).toEqual({ deliveriesPending: 0, deliveriesFailed: 0 });
  });

  it('orders, revenue, refunds and pets move with orders placed, paid, cancelled and completed', async () => {
    const pets = await Promise.all(
      ['150.00', '80.00', '40.00'].map((price) => createPet(service.url, staff.accessToken, { price })),
    );
    const [paid, refunded, open] = await Promise.all(
      pets.map((pet) => placeOrder(service.url, customer.accessToken, { petId: pet['id'] })),
    );
    expect((await pay(service.url, customer.accessToken, paid?.['id'] as string, GOOD_CARD)).status).toBe(
      201,
    );
    const refundedId = refunded?.['id'] as string;
    expect(
      (await pay(service.url, customer.accessToken, refundedId, GOOD_CARD, { amount: '80.00' })).status,
    ).toBe(201);
    let stats = await dashboard(service.url, admin.accessToken);
    expect(stats.orders.byStatus).toEqual({ PLACED: 1, APPROVED: 2, DELIVERED: 0, CANCELLED: 0 });
    expect(amountOf(stats.revenue.total)).toBe('230.00');
    expect(amountOf(stats.revenue.last30Days)).toBe('230.00');
    expect(stats.ordersPerDay.at(-1)?.placed).toBe(3);
    expect(stats.pets).toMatchObject({ AVAILABLE: 0, PENDING: 3, total: 3 });

    const cancel = await api(service.url, 'POST', `/v1/admin/orders/${refundedId}/force-cancel`, {
      token: admin.accessToken,
      body: { reason: 'Duplicate application' },
    });
    expect(cancel.status).toBe(200);
    const complete = await api(service.url, 'POST', `/v1/store/orders/${paid?.['id'] as string}/complete`, {
      token: staff.accessToken,
    });
    expect(complete.status).toBe(200);
    stats = await dashboard(service.url, admin.accessToken);
    expect(stats.orders).toEqual({
      byStatus: { PLACED: 1, APPROVED: 0, DELIVERED: 1, CANCELLED: 1 },
      total: 3,
    });
    expect(amountOf(stats.revenue.total)).toBe('150.00');
    expect(amountOf(stats.revenue.last30Days)).toBe('150.00');
    expect(stats.pets).toMatchObject({ AVAILABLE: 1, PENDING: 1, ADOPTED: 1 });
    expect(open?.['status']).toBe('PLACED');
  });

  it('users move with sign-ups and suspensions', async () => {
    const another = await signUp(service.url, {}, admin.tenantId);
    const suspended = await api(service.url, 'PATCH', `/v1/admin/users/${another.userId}/status`, {
      token: admin.accessToken,
      body: { status: 'SUSPENDED', reason: 'Testing the dashboard' },
    });
    expect(suspended.status).toBe(200);
    const stats = await dashboard(service.url, admin.accessToken);
    expect(stats.users.byStatus).toMatchObject({ ACTIVE: 3, SUSPENDED: 1 });
    expect(stats.users.byRole['CUSTOMER']).toBe(2);
  });

  it('chat completions today count those served over REST and over the WebSocket', async () => {
    const request = {
      model: 'pet-advisor-1',
      messages: [{ role: 'user', content: 'How often should I feed a kitten?' }],
    };
    const rest = await api(service.url, 'POST', '/v1/chat/completions', {
      token: customer.accessToken,
      body: request,
    });
    expect(rest.status).toBe(201);
    const socket = await ChatSocket.open(service.url, customer.accessToken);
    socket.request('ws-1', request);
    expect((await socket.ending('ws-1')).type).toBe('chat.completed');
    socket.close();
    // The count is written right after the answer; the next dashboard call sees it.
    await expect
      .poll(async () => (await dashboard(service.url, admin.accessToken)).chat.completionsToday)
      .toBe(2);
  });

  it('webhook deliveries pending and failed follow the outbox', async () => {
    receiver.respond('/failing', () => 500);
    const hook = await api(service.url, 'POST', '/v1/webhooks', {
      token: staff.accessToken,
      body: { url: `${receiver.url}/failing`, events: ['order.status_changed'] },
    });
    expect(hook.status).toBe(201);
    const pet = await createPet(service.url, staff.accessToken);
    await placeOrder(service.url, customer.accessToken, { petId: pet['id'] });
    // One attempt and one retry 50 ms later, both refused: the delivery ends failed.
    await receiver.waitFor((requests) => requests.filter((r) => r.path === '/failing').length >= 2);
    await expect
      .poll(async () => (await dashboard(service.url, admin.accessToken)).webhooks)
      .toEqual({ deliveriesPending: 0, deliveriesFailed: 1 });
  });
});
