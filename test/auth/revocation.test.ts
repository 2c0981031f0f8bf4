import { beforeAll, describe, expect, it } from 'vitest';
import type { CallerContext } from '../../src/core/context.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { signUp, tokensFor } from '../helpers/auth.js';
import { api } from '../helpers/json-api.js';

let service: TestGateway;
let adminCaller: CallerContext;
beforeAll(async () => {
  service = await sharedTestGateway();
  // The admin REST API comes later; its core operations are called as the seeded admin would.
  const principal = await service.gateway.core.authenticator.verify(
    (await tokensFor(service.url, 'admin')).accessToken,
  );
  adminCaller = {
    principal,
    tenantId: principal.tenantId,
    tenantSource: 'token',
    requestId: 'revocation-test',
    protocol: 'rest',
    ip: '127.0.0.1',
  };
});

const me = (token: string) => api(service.url, 'GET', '/v1/users/me', { token });

describe('suspension', () => {
  it("a suspended user's existing access token is refused at once (401)", async () => {
    const account = await signUp(service.url);
    expect((await me(account.accessToken)).status).toBe(200);
    await service.gateway.core.users.setStatus(adminCaller, account.userId, 'SUSPENDED', 'chargeback fraud');
    const response = await me(account.accessToken);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it("a suspended user's refresh token no longer works", async () => {
    const account = await signUp(service.url);
    await service.gateway.core.users.setStatus(adminCaller, account.userId, 'SUSPENDED', 'abuse');
    const response = await api(service.url, 'POST', '/oauth/refresh', {
      body: { grant_type: 'refresh_token', refresh_token: account.refreshToken },
    });
    expect(response.status).toBe(400);
    expect(response.body['error']).toBe('invalid_grant');
  });

  it('a suspended user logging in with the right password gets 403; a wrong password stays 401', async () => {
    const account = await signUp(service.url);
    await service.gateway.core.users.setStatus(adminCaller, account.userId, 'SUSPENDED', 'abuse');
    const right = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: account.password },
    });
    expect(right.status).toBe(403);
    const wrong = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
  });

  it('a reactivated user logs in again and the new token works, the old one stays dead', async () => {
    const account = await signUp(service.url);
    await service.gateway.core.users.setStatus(adminCaller, account.userId, 'SUSPENDED', 'review');
    await service.gateway.core.users.setStatus(adminCaller, account.userId, 'ACTIVE', 'cleared');
    expect((await me(account.accessToken)).status).toBe(401);
    const login = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: account.password },
    });
    expect(login.status).toBe(201);
    expect((await me(String(login.body['accessToken']))).status).toBe(200);
  });

  it('the suspension is audited with its reason and without secrets', async () => {
    const account = await signUp(service.url);
    await service.gateway.core.users.setStatus(adminCaller, account.userId, 'SUSPENDED', 'spam');
    const entry = await service.gateway.database.connection
      .collection('audit_logs')
      .findOne({ action: 'user.suspend', 'resource.id': account.userId });
    expect(entry).toMatchObject({
      actor: { userId: adminCaller.principal?.userId, role: 'ADMIN' },
      changes: { before: { status: 'ACTIVE' }, after: { status: 'SUSPENDED', reason: 'spam' } },
      outcome: 'success',
    });
  });

  it('only an ADMIN may suspend, and never themselves', async () => {
    const [actor, target] = await Promise.all([signUp(service.url), signUp(service.url)]);
    const customerCaller: CallerContext = {
      ...adminCaller,
      principal: await service.gateway.core.authenticator.verify(actor.accessToken),
    };
    await expect(
      service.gateway.core.users.setStatus(customerCaller, target.userId, 'SUSPENDED', 'no'),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(
      service.gateway.core.users.setStatus(
        adminCaller,
        adminCaller.principal?.userId ?? '',
        'SUSPENDED',
        'oops',
      ),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await me(target.accessToken)).status).toBe(200);
  });
});

describe('role changes', () => {
  it('a role change refuses tokens of the old role; a refresh carries the new role, never wider scopes', async () => {
    const account = await signUp(service.url);
    await service.gateway.core.users.setRole(adminCaller, account.userId, 'STAFF');
    expect((await me(account.accessToken)).status).toBe(401);
    const refreshed = await api(service.url, 'POST', '/oauth/refresh', {
      body: { grant_type: 'refresh_token', refresh_token: account.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const granted = String(refreshed.body['scope']).split(' ');
    expect(granted).not.toContain('write:pets');
    expect((await me(String(refreshed.body['access_token']))).body['role']).toBe('STAFF');
    const fresh = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: account.password },
    });
    expect(String(fresh.body['scope']).split(' ')).toContain('write:pets');
    const profile = await me(String(fresh.body['accessToken']));
    expect(profile.body['role']).toBe('STAFF');
  });
});
