import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { ChatSocket } from '../chat-api/support/chat-socket.js';
import { createTenantWithStaff, login, signUp, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet, GOOD_CARD, pay, placeOrder } from '../store/store-api.js';
import { auditEntries, expectStatus } from './support.js';

let service: TestGateway;
let admin: TestAccount;
let staffToken: string;

beforeAll(async () => {
  // The worker's gateway: the file works in tenants of its own.
  service = await sharedTestGateway();
  const tenant = await createTenantWithStaff(service, 'ADMIN');
  admin = tenant.account;
  const created = await api(service.url, 'POST', '/v1/admin/users', {
    token: admin.accessToken,
    body: {
      username: `staff-${randomUUID().slice(0, 6)}`,
      email: `${randomUUID()}@example.test`,
      password: 'a-staff-password',
      role: 'STAFF',
    },
  });
  expectStatus(created, 201);
  staffToken = (
    await login(service.url, created.body['username'] as string, 'a-staff-password', admin.tenantId)
  ).accessToken;
});

const asAdmin = (method: string, path: string, body?: unknown) =>
  api(service.url, method, path, { token: admin.accessToken, ...(body === undefined ? {} : { body }) });

describe('user management', () => {
  it('creates STAFF and ADMIN accounts that sign in with their role; never a CUSTOMER', async () => {
    const username = `admin-${randomUUID().slice(0, 6)}`;
    const created = await asAdmin('POST', '/v1/admin/users', {
      username,
      email: `${username}@example.test`,
      password: 'another-admin-pw',
      role: 'ADMIN',
    });
    expectStatus(created, 201);
    expect(created.headers.get('location')).toBe(
      `${service.url}/v1/admin/users/${created.body['id'] as string}`,
    );
    expect(created.body).toMatchObject({
      username,
      role: 'ADMIN',
      status: 'ACTIVE',
      tenantId: admin.tenantId,
    });
    expect(created.body).not.toHaveProperty('password');
    const tokens = await login(service.url, username, 'another-admin-pw', admin.tenantId);
    expect(tokens.scope.split(' ')).toContain('admin');

    const customer = await asAdmin('POST', '/v1/admin/users', {
      username: 'no-customers',
      email: 'no-customers@example.test',
      password: 'a-long-password',
      role: 'CUSTOMER',
    });
    expectStatus(customer, 400);
    expect(
      (
        await asAdmin('POST', '/v1/admin/users', {
          username,
          email: 'x@example.test',
          password: 'a-long-password',
          role: 'STAFF',
        })
      ).status,
    ).toBe(409);
  });

  it('lists users by role, status and the start of a username or email, in cursor pages', async () => {
    const prefix = `find${randomUUID().slice(0, 4)}`;
    const found = await Promise.all(
      [1, 2, 3].map((n) =>
        signUp(
          service.url,
          { username: `${prefix}-${n}`, email: `${prefix}-${n}@example.test` },
          admin.tenantId,
        ),
      ),
    );
    const first = await asAdmin('GET', `/v1/admin/users?q=${prefix.toUpperCase()}&limit=2`);
    expectStatus(first, 200);
    const page1 = first.body as {
      data: { id: string }[];
      pagination: { nextCursor: string; hasMore: boolean };
    };
    expect(page1.data).toHaveLength(2);
    expect(page1.pagination.hasMore).toBe(true);
    const second = await asAdmin(
      'GET',
      `/v1/admin/users?q=${prefix}&limit=2&cursor=${page1.pagination.nextCursor}`,
    );
    const ids = [...page1.data, ...(second.body['data'] as { id: string }[])].map((user) => user.id);
    expect(ids.sort()).toEqual(found.map((account) => account.userId).sort());

    const staff = await asAdmin('GET', '/v1/admin/users?role=staff');
    expect((staff.body['data'] as { role: string }[]).every((user) => user.role === 'STAFF')).toBe(true);
    expect((staff.body['data'] as unknown[]).length).toBe(1);
    expectStatus(await asAdmin('GET', '/v1/admin/users?role=OWNER'), 400);
    expectStatus(await asAdmin('GET', '/v1/admin/users?q[$ne]=x'), 400);
    // A regular-expression character is a character: "." matches only a dot.
    expect((await asAdmin('GET', '/v1/admin/users?q=.*')).body['data']).toEqual([]);
  });

  it('refuses control characters in every text filter of the admin lists with a 400 field error', async () => {
    const filters = [
      ['/v1/admin/users', 'q'],
      ['/v1/admin/users', 'cursor'],
      ['/v1/admin/orders', 'cursor'],
      ['/v1/admin/audit-logs', 'action'],
      ['/v1/admin/audit-logs', 'resourceType'],
      ['/v1/admin/audit-logs', 'resourceId'],
      ['/v1/admin/audit-logs', 'cursor'],
    ] as const;
    for (const [path, filter] of filters) {
      for (const value of ['%00', 'a%01b', '%7F', 'x%0Ay']) {
        const refused = await asAdmin('GET', `${path}?${filter}=${value}`);
        expectStatus(refused, 400);
        expect(refused.body['errors'], `${path}?${filter}=${value}`).toEqual([
          expect.objectContaining({ field: filter, code: 'invalid_characters' }),
        ]);
      }
    }
  });

  it("shows a user's order count, total spent and last login", async () => {
    const customer = await signUp(service.url, {}, admin.tenantId);
    const pet = await createPet(service.url, staffToken, { price: '150.00' });
    const other = await createPet(service.url, staffToken, { price: '20.00' });
    const order = await placeOrder(service.url, customer.accessToken, { petId: pet['id'] });
    await placeOrder(service.url, customer.accessToken, { petId: other['id'] });
    expect((await pay(service.url, customer.accessToken, order['id'] as string, GOOD_CARD)).status).toBe(201);

    const details = await asAdmin('GET', `/v1/admin/users/${customer.userId}`);
    expectStatus(details, 200);
    expect(details.body).toMatchObject({
      id: customer.userId,
      orderCount: 2,
      totalSpent: [{ currency: 'USD', amount: '150.00' }],
    });
    expect(Date.parse(details.body['lastLoginAt'] as string)).toBeGreaterThan(Date.now() - 60_000);
    expectStatus(await asAdmin('GET', `/v1/admin/users/${randomUUID()}`), 404);
    expectStatus(await asAdmin('GET', '/v1/admin/users/not-an-id'), 404);
  });

  it("suspension refuses the user's existing token on the next REST request and ends an open chat socket", async () => {
    const customer = await signUp(service.url, {}, admin.tenantId);
    const socket = await ChatSocket.open(service.url, customer.accessToken);
    expectStatus(await api(service.url, 'GET', '/v1/users/me', { token: customer.accessToken }), 200);

    const suspended = await asAdmin('PATCH', `/v1/admin/users/${customer.userId}/status`, {
      status: 'SUSPENDED',
      reason: 'Chargeback under review',
    });
    expectStatus(suspended, 200);
    expect(suspended.body['status']).toBe('SUSPENDED');

    expectStatus(await api(service.url, 'GET', '/v1/users/me', { token: customer.accessToken }), 401);
    // The open socket does not wait for the next request: the stream re-check closes it.
    expect((await socket.closed).code).toBe(4401);
    await expect(login(service.url, customer.username, customer.password, admin.tenantId)).rejects.toThrow(
      /403/,
    );

    const [entry] = await auditEntries(service.url, admin.accessToken, {
      resourceId: customer.userId,
      action: 'user.suspend',
    });
    expect(entry).toMatchObject({
      outcome: 'success',
      changes: { after: { status: 'SUSPENDED', reason: 'Chargeback under review' } },
    });

    const reactivated = await asAdmin('PATCH', `/v1/admin/users/${customer.userId}/status`, {
      status: 'active',
      reason: 'Cleared',
    });
    expectStatus(reactivated, 400);
    expectStatus(
      await asAdmin('PATCH', `/v1/admin/users/${customer.userId}/status`, {
        status: 'ACTIVE',
        reason: 'Cleared',
      }),
      200,
    );
    await login(service.url, customer.username, customer.password, admin.tenantId);
  });

  it('needs a reason, refuses unknown fields, and changes roles with the old tokens refused', async () => {
    const customer = await signUp(service.url, {}, admin.tenantId);
    const path = `/v1/admin/users/${customer.userId}`;
    expectStatus(await asAdmin('PATCH', `${path}/status`, { status: 'SUSPENDED' }), 400);
    expectStatus(await asAdmin('PATCH', `${path}/status`, { status: 'SUSPENDED', reason: ' ' }), 400);
    expectStatus(await asAdmin('PATCH', `${path}/status`, { status: 'DELETED', reason: 'x' }), 400);
    expectStatus(await asAdmin('PATCH', `${path}/role`, { role: 'STAFF', extra: true }), 400);
    const promoted = await asAdmin('PATCH', `${path}/role`, { role: 'STAFF' });
    expectStatus(promoted, 200);
    expect(promoted.body['role']).toBe('STAFF');
    expectStatus(await api(service.url, 'GET', '/v1/users/me', { token: customer.accessToken }), 401);
  });

  it('an admin cannot change their own status or role, and the refusal is audited as denied', async () => {
    const self = `/v1/admin/users/${admin.userId}`;
    expectStatus(await asAdmin('PATCH', `${self}/status`, { status: 'SUSPENDED', reason: 'oops' }), 403);
    expectStatus(await asAdmin('PATCH', `${self}/role`, { role: 'CUSTOMER' }), 403);
    const denied = await auditEntries(service.url, admin.accessToken, {
      resourceId: admin.userId,
      outcome: 'denied',
    });
    expect(denied.map((entry) => [entry.action, entry.outcome])).toEqual([
      ['user.change_role', 'denied'],
      ['user.change_status', 'denied'],
    ]);
    expectStatus(await api(service.url, 'GET', '/v1/users/me', { token: admin.accessToken }), 200);
  });
});
