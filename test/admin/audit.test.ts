import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatSocket } from '../chat-api/support/chat-socket.js';
import { createTenantWithStaff, signUp, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { auditEntries, expectStatus, startAdminTestGateway, type AuditEntryBody } from './support.js';

let service: TestGateway;
let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  service = await startAdminTestGateway({ AUDIT_RETENTION_DAYS: '30' });
  admin = (await createTenantWithStaff(service, 'ADMIN')).account;
  customer = await signUp(service.url, {}, admin.tenantId);
});

afterAll(async () => {
  await service?.close();
});

describe('the audit trail', () => {
  it('records a change made over REST with the protocol, the caller, its request id and the X-Request-ID sent', async () => {
    const requestId = `req-${randomUUID()}`;
    const updated = await api(service.url, 'PUT', `/v1/users/${customer.userId}`, {
      token: customer.accessToken,
      headers: { 'x-request-id': requestId },
      body: { firstName: 'Ada', password: 'a-brand-new-password', currentPassword: customer.password },
    });
    expectStatus(updated, 200);
    const [entry] = await auditEntries(service.url, admin.accessToken, {
      resourceId: customer.userId,
      protocol: 'rest',
    });
    expect(entry).toMatchObject({
      tenantId: admin.tenantId,
      actor: { userId: customer.userId, role: 'CUSTOMER' },
      action: 'user.update_password',
      resource: { type: 'user', id: customer.userId },
      protocol: 'rest',
      requestId: updated.headers.get('x-server-request-id'),
      correlationId: requestId,
      outcome: 'success',
      changes: { before: { firstName: null }, after: { firstName: 'Ada' } },
    });
    expect(entry?.actor.ip).toMatch(/127\.0\.0\.1/);
    // Secrets never enter the trail: neither the password nor its hash is in the entry.
    expect(JSON.stringify(entry)).not.toContain('a-brand-new-password');
    expect(JSON.stringify(entry)).not.toMatch(/argon2/);

    const single = await api<AuditEntryBody>(
      service.url,
      'GET',
      `/v1/admin/audit-logs/${entry?.id as string}`,
      {
        token: admin.accessToken,
      },
    );
    expectStatus(single, 200);
    expect(single.body).toEqual(entry);
  });

  it('records a chat completion over the WebSocket with protocol ws and the frame id as correlation id', async () => {
    const socket = await ChatSocket.open(service.url, admin.accessToken);
    const frameId = `frame-${randomUUID()}`;
    socket.request(frameId, {
      model: 'pet-advisor-1',
      messages: [{ role: 'user', content: 'Can dogs eat grapes?' }],
    });
    expect((await socket.ending(frameId)).type).toBe('chat.completed');
    socket.close();
    await expect
      .poll(async () =>
        auditEntries(service.url, admin.accessToken, { protocol: 'ws', actorId: admin.userId }),
      )
      .toEqual([
        expect.objectContaining({
          action: 'chat.completion',
          protocol: 'ws',
          requestId: expect.not.stringMatching(frameId),
          correlationId: frameId,
          resource: { type: 'chat_completion', id: null },
          changes: { before: null, after: { model: 'pet-advisor-1' } },
        }),
      ]);
  });

  it('records refused attempts at admin operations as denied, decided before the body is read', async () => {
    const requestId = `denied-${randomUUID()}`;
    const intruder = await signUp(service.url, {}, admin.tenantId);
    const refused = await api(service.url, 'PATCH', `/v1/admin/users/${admin.userId}/status`, {
      token: intruder.accessToken,
      headers: { 'x-request-id': requestId, 'content-type': 'application/json' },
      rawBody: '{ not json',
    });
    expectStatus(refused, 403);
    const [entry] = await auditEntries(service.url, admin.accessToken, {
      actorId: intruder.userId,
      outcome: 'denied',
    });
    expect(entry).toMatchObject({
      action: 'user.change_status',
      resource: { type: 'user', id: admin.userId },
      actor: { userId: intruder.userId, role: 'CUSTOMER' },
      protocol: 'rest',
      requestId: refused.headers.get('x-server-request-id'),
      correlationId: requestId,
      outcome: 'denied',
    });
    // No token: 401, and nobody to name in the trail.
    expectStatus(await api(service.url, 'GET', '/v1/admin/dashboard/stats'), 401);
  });

  it("a customer reusing an admin's X-Request-ID cannot make their entries share the admin's request id", async () => {
    const shared = `shared-${randomUUID()}`;
    const target = await signUp(service.url, {}, admin.tenantId);
    const suspended = await api(service.url, 'PATCH', `/v1/admin/users/${target.userId}/status`, {
      token: admin.accessToken,
      headers: { 'x-request-id': shared },
      body: { status: 'SUSPENDED', reason: 'chargebacks' },
    });
    expectStatus(suspended, 200);
    const customerOfThisTest = await signUp(service.url, {}, admin.tenantId);
    const mimic = await api(service.url, 'PUT', `/v1/users/${customerOfThisTest.userId}`, {
      token: customerOfThisTest.accessToken,
      headers: { 'x-request-id': shared },
      body: { lastName: 'Mimic' },
    });
    expectStatus(mimic, 200);
    // Both callers get their own id back, and each response names the service's own id.
    expect(suspended.headers.get('x-request-id')).toBe(shared);
    expect(mimic.headers.get('x-request-id')).toBe(shared);
    const adminRequestId = suspended.headers.get('x-server-request-id');
    const customerRequestId = mimic.headers.get('x-server-request-id');
    expect(adminRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(customerRequestId).not.toBe(adminRequestId);

    const [suspension] = await auditEntries(service.url, admin.accessToken, {
      action: 'user.suspend',
      resourceId: target.userId,
    });
    const [update] = await auditEntries(service.url, admin.accessToken, {
      action: 'user.update',
      resourceId: customerOfThisTest.userId,
    });
    expect(suspension).toMatchObject({ requestId: adminRequestId, correlationId: shared });
    expect(update).toMatchObject({ requestId: customerRequestId, correlationId: shared });
    expect(update?.requestId).not.toBe(suspension?.requestId);
  });

  it('pages newest first and filters by action, resource type, time and protocol', async () => {
    const first = await auditEntries(service.url, admin.accessToken, { limit: '2' });
    expect(first).toHaveLength(2);
    expect(first[0]!.id > first[1]!.id).toBe(true);
    const page = await api(service.url, 'GET', '/v1/admin/audit-logs?limit=1', { token: admin.accessToken });
    const next = page.body['links'] as { next: string };
    const second = await api<{ data: AuditEntryBody[] }>(
      service.url,
      'GET',
      new URL(next.next).pathname + new URL(next.next).search,
      {
        token: admin.accessToken,
      },
    );
    expect(second.body.data[0]?.id).toBe(first[1]?.id);

    const users = await auditEntries(service.url, admin.accessToken, { resourceType: 'user', limit: '100' });
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((entry) => entry.resource.type === 'user')).toBe(true);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await auditEntries(service.url, admin.accessToken, { from: future })).toEqual([]);
    expect((await auditEntries(service.url, admin.accessToken, { to: future, limit: '1' })).length).toBe(1);
    expectStatus(
      await api(service.url, 'GET', '/v1/admin/audit-logs?protocol=carrier-pigeon', {
        token: admin.accessToken,
      }),
      400,
    );
    expectStatus(
      await api(service.url, 'GET', `/v1/admin/audit-logs/${randomUUID()}`, { token: admin.accessToken }),
      404,
    );
  });

  it('is read-only: no route changes or deletes an entry', async () => {
    const [entry] = await auditEntries(service.url, admin.accessToken, { limit: '1' });
    const path = `/v1/admin/audit-logs/${entry?.id as string}`;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expectStatus(await api(service.url, method, path, { token: admin.accessToken, body: {} }), 405);
    }
    expectStatus(await api(service.url, 'DELETE', '/v1/admin/audit-logs', { token: admin.accessToken }), 405);
  });

  it('keeps entries for AUDIT_RETENTION_DAYS with a TTL index', async () => {
    const db = service.gateway.database.connection.db!;
    const indexes = await db.collection('audit_logs').indexes();
    expect(indexes.find((index) => index.name === 'audit_retention')).toMatchObject({
      key: { timestamp: 1 },
      expireAfterSeconds: 30 * 24 * 3600,
    });
  });
});
