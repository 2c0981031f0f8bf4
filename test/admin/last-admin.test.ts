import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { createAccount, createTenantWithStaff, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { api, type ApiResponse } from '../helpers/json-api.js';
import { failedCall, petstoreClients, withToken, type PetstoreClients } from '../grpc/grpc-client.js';
import { expectStatus } from './support.js';

let service: TestGateway;
let clients: PetstoreClients;

beforeAll(async () => {
  // The worker's gateway: the file works in tenants of its own.
  service = await sharedTestGateway();
  clients = petstoreClients(service.grpcAddress);
});

afterAll(() => {
  clients?.close();
});

/** A new tenant whose only administrator is the account returned. */
async function tenantWithOneAdmin(): Promise<TestAccount> {
  return (await createTenantWithStaff(service, 'ADMIN')).account;
}

/**
 * Exactly one of two simultaneous requests wins; the other is refused as the last admin's
 * would-be remover (409) or, when the winner's change landed before the loser's request was
 * authenticated, as a caller whose tokens that change revoked (401: a suspension or a role change
 * revokes them).
 */
function expectOneWinner(answers: ApiResponse<unknown>[]): void {
  const bodies = JSON.stringify(answers.map((answer) => answer.body));
  expect(
    answers.filter((answer) => answer.status === 200),
    bodies,
  ).toHaveLength(1);
  const loser = answers.find((answer) => answer.status !== 200)!;
  if (loser.status === 409) expectLastAdmin(loser);
  else expect(loser.status, bodies).toBe(401);
}

function expectLastAdmin(response: ApiResponse<unknown>): void {
  expectStatus(response, 409);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  expect(response.body).toMatchObject({
    type: expect.stringMatching(/\/last-admin$/),
    status: 409,
    detail: expect.stringContaining('last active administrator'),
  });
}

/** The tenant's ACTIVE ADMIN accounts, as the admin API lists them. */
async function activeAdminIds(token: string): Promise<string[]> {
  const listed = await api<{ data: { id: string }[] }>(
    service.url,
    'GET',
    '/v1/admin/users?role=ADMIN&status=ACTIVE',
    { token },
  );
  expectStatus(listed, 200);
  return listed.body.data.map((user) => user.id).sort();
}

describe('a tenant always keeps an active administrator', () => {
  it('the only admin cannot delete their own account (409 last-admin), and it keeps working', async () => {
    const admin = await tenantWithOneAdmin();
    const refused = await api(service.url, 'DELETE', `/v1/users/${admin.userId}`, {
      token: admin.accessToken,
    });
    expectLastAdmin(refused);
    const me = await api(service.url, 'GET', '/v1/users/me', { token: admin.accessToken });
    expectStatus(me, 200);
    expect(me.body).toMatchObject({ role: 'ADMIN', status: 'ACTIVE' });
  });

  it('the same refusal over gRPC DeleteUser is FAILED_PRECONDITION', async () => {
    const admin = await tenantWithOneAdmin();
    const failure = await failedCall(
      clients.users,
      'DeleteUser',
      { userId: admin.userId },
      withToken(admin.accessToken),
    );
    expect(failure.code).toBe(grpc.status.FAILED_PRECONDITION);
    expect(failure.details).toContain('last active administrator');
    expectStatus(await api(service.url, 'GET', '/v1/users/me', { token: admin.accessToken }), 200);
  });

  it('with a second admin the first may leave; then the second is the last', async () => {
    const first = await tenantWithOneAdmin();
    const second = await createAccount(service, first.tenantId, 'ADMIN');
    expectStatus(
      await api(service.url, 'DELETE', `/v1/users/${first.userId}`, { token: first.accessToken }),
      204,
    );
    expectLastAdmin(
      await api(service.url, 'DELETE', `/v1/users/${second.userId}`, { token: second.accessToken }),
    );
    expect(await activeAdminIds(second.accessToken)).toEqual([second.userId]);
  });

  it('two admins suspending each other at the same moment: exactly one succeeds, every time', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await tenantWithOneAdmin();
      const b = await createAccount(service, a.tenantId, 'ADMIN');
      const suspend = (actor: TestAccount, target: TestAccount) =>
        api(service.url, 'PATCH', `/v1/admin/users/${target.userId}/status`, {
          token: actor.accessToken,
          body: { status: 'SUSPENDED', reason: `round ${round}` },
        });
      const answers = await Promise.all([suspend(a, b), suspend(b, a)]);
      expectOneWinner(answers);
      const survivor = answers[0]!.status === 200 ? a : b;
      expect(await activeAdminIds(survivor.accessToken)).toEqual([survivor.userId]);
    }
  });

  it('two admins demoting each other at the same moment: exactly one succeeds; the last is never demoted', async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await tenantWithOneAdmin();
      const b = await createAccount(service, a.tenantId, 'ADMIN');
      const demote = (actor: TestAccount, target: TestAccount) =>
        api(service.url, 'PATCH', `/v1/admin/users/${target.userId}/role`, {
          token: actor.accessToken,
          body: { role: 'STAFF' },
        });
      const answers = await Promise.all([demote(a, b), demote(b, a)]);
      expectOneWinner(answers);
      const survivor = answers[0]!.status === 200 ? a : b;
      expect(await activeAdminIds(survivor.accessToken)).toEqual([survivor.userId]);
    }
  });

  it('an admin suspended, reactivated or promoted counts again', async () => {
    const a = await tenantWithOneAdmin();
    const b = await createAccount(service, a.tenantId, 'ADMIN');
    const staff = await createAccount(service, a.tenantId, 'STAFF');
    const asA = (method: string, path: string, body: unknown) =>
      api(service.url, method, path, { token: a.accessToken, body });
    expectStatus(
      await asA('PATCH', `/v1/admin/users/${b.userId}/status`, { status: 'SUSPENDED', reason: 'x' }),
      200,
    );
    expectLastAdmin(await api(service.url, 'DELETE', `/v1/users/${a.userId}`, { token: a.accessToken }));
    expectStatus(
      await asA('PATCH', `/v1/admin/users/${b.userId}/status`, { status: 'ACTIVE', reason: 'back' }),
      200,
    );
    expectStatus(await asA('PATCH', `/v1/admin/users/${b.userId}/role`, { role: 'STAFF' }), 200);
    expectStatus(await asA('PATCH', `/v1/admin/users/${staff.userId}/role`, { role: 'ADMIN' }), 200);
    expect(await activeAdminIds(a.accessToken)).toEqual([a.userId, staff.userId].sort());
    expectStatus(await api(service.url, 'DELETE', `/v1/users/${a.userId}`, { token: a.accessToken }), 204);
  });

  it('a tenant from before the count is counted on first need', async () => {
    const a = await tenantWithOneAdmin();
    const b = await createAccount(service, a.tenantId, 'ADMIN');
    // As a tenant created by an earlier version stores it: no count at all.
    const tenants = service.gateway.database.connection.collection('tenants');
    await tenants.updateOne({ _id: a.tenantId as never }, { $unset: { activeAdmins: '' } });
    const answers = await Promise.all([
      api(service.url, 'DELETE', `/v1/users/${a.userId}`, { token: a.accessToken }),
      api(service.url, 'DELETE', `/v1/users/${b.userId}`, { token: b.accessToken }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    expect((await tenants.findOne({ _id: a.tenantId as never }))?.['activeAdmins']).toBe(1);
  });
});
