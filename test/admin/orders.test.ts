import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTenantWithStaff, signUp, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { TestReceiver } from '../helpers/receiver.js';
import { createPet, GOOD_CARD, pay, placeOrder } from '../store/store-api.js';
import { auditEntries, expectStatus, startAdminTestGateway } from './support.js';

let service: TestGateway;
let receiver: TestReceiver;
let admin: TestAccount;
let staff: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  service = await startAdminTestGateway({ WEBHOOK_POLL_INTERVAL_MS: '50' });
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

const asAdmin = (method: string, path: string, body?: unknown) =>
  api(service.url, method, path, { token: admin.accessToken, ...(body === undefined ? {} : { body }) });

async function petStatus(petId: string): Promise<unknown> {
  const pet = await api(service.url, 'GET', `/v1/pets/${petId}`, {
    headers: { 'x-tenant-id': admin.tenantId },
  });
  return pet.body['status'];
}

async function paidOrder(): Promise<{ orderId: string; petId: string }> {
  const pet = await createPet(service.url, staff.accessToken);
  const order = await placeOrder(service.url, customer.accessToken, { petId: pet['id'] });
  expect((await pay(service.url, customer.accessToken, order['id'] as string, GOOD_CARD)).status).toBe(201);
  return { orderId: order['id'] as string, petId: pet['id'] as string };
}

describe('order management', () => {
  it('force-cancel refunds a paid order, frees the pet and sends the status webhook', async () => {
    const hook = await api(service.url, 'POST', '/v1/webhooks', {
      token: staff.accessToken,
      body: { url: `${receiver.url}/orders`, events: ['order.status_changed'] },
    });
    expectStatus(hook, 201);
    const { orderId, petId } = await paidOrder();
    expect(await petStatus(petId)).toBe('PENDING');

    const cancelled = await asAdmin('POST', `/v1/admin/orders/${orderId}/force-cancel`, {
      reason: 'The shelter closed this application',
    });
    expectStatus(cancelled, 200);
    expect(cancelled.body).toMatchObject({
      id: orderId,
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      cancelReason: 'The shelter closed this application',
    });
    expect(await petStatus(petId)).toBe('AVAILABLE');
    await receiver.waitFor((requests) =>
      requests.some((r) => r.json['orderId'] === orderId && r.json['status'] === 'CANCELLED'),
    );
    const webhook = receiver.at('/orders').find((r) => r.json['status'] === 'CANCELLED');
    expect(webhook?.json).toMatchObject({
      event: 'order.status_changed',
      previousStatus: 'APPROVED',
      amount: 150,
      currency: 'USD',
    });
    expect(webhook?.headers['webhook-signature']).toMatch(/^v1,/);

    const [entry] = await auditEntries(service.url, admin.accessToken, {
      action: 'order.force_cancel',
      resourceId: orderId,
    });
    expect(entry).toMatchObject({
      actor: { userId: admin.userId, role: 'ADMIN' },
      protocol: 'rest',
      outcome: 'success',
      changes: {
        before: { status: 'APPROVED' },
        after: { cancelReason: 'The shelter closed this application' },
      },
    });
  });

  it('needs a reason, refuses a terminal order (409), and another tenant cannot see the order', async () => {
    const { orderId } = await paidOrder();
    const path = `/v1/admin/orders/${orderId}/force-cancel`;
    expectStatus(await asAdmin('POST', path, {}), 400);
    expectStatus(await asAdmin('POST', path, { reason: 'x', refund: false }), 400);
    const other = await createTenantWithStaff(service, 'ADMIN');
    expectStatus(
      await api(service.url, 'POST', path, {
        token: other.account.accessToken,
        body: { reason: 'Not mine' },
      }),
      404,
    );
    expectStatus(await asAdmin('POST', path, { reason: 'Closing' }), 200);
    expectStatus(await asAdmin('POST', path, { reason: 'Again' }), 409);
    expectStatus(
      await asAdmin('POST', `/v1/admin/orders/${randomUUID()}/force-cancel`, { reason: 'x' }),
      404,
    );
  });

  it('lists every order of the tenant by status, customer and time, newest first', async () => {
    const since = new Date().toISOString();
    const second = await signUp(service.url, {}, admin.tenantId);
    const pet = await createPet(service.url, staff.accessToken);
    const theirs = await placeOrder(service.url, second.accessToken, { petId: pet['id'] });
    const { orderId: mine } = await paidOrder();

    const recent = await asAdmin('GET', `/v1/admin/orders?from=${encodeURIComponent(since)}`);
    expectStatus(recent, 200);
    expect((recent.body['data'] as { id: string }[]).map((order) => order.id)).toEqual([mine, theirs['id']]);
    const byCustomer = await asAdmin('GET', `/v1/admin/orders?userId=${second.userId}`);
    expect((byCustomer.body['data'] as { id: string }[]).map((order) => order.id)).toEqual([theirs['id']]);
    const approved = await asAdmin('GET', '/v1/admin/orders?status=approved&limit=100');
    expect(
      (approved.body['data'] as { status: string }[]).every((order) => order.status === 'APPROVED'),
    ).toBe(true);
    expect((approved.body['data'] as { id: string }[]).some((order) => order.id === mine)).toBe(true);
    const before = await asAdmin('GET', `/v1/admin/orders?to=${encodeURIComponent(since)}&limit=100`);
    expect((before.body['data'] as { id: string }[]).some((order) => order.id === mine)).toBe(false);
    expectStatus(await asAdmin('GET', '/v1/admin/orders?status=LOST'), 400);
    expectStatus(await asAdmin('GET', '/v1/admin/orders?cursor=not-a-cursor'), 400);
  });
});
