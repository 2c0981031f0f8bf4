import { beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { createTenantWithStaff, signUp, tokensFor, type TestAccount } from '../helpers/auth.js';
import { api } from '../helpers/json-api.js';

let service: TestGateway;
let admin: string;
beforeAll(async () => {
  // Sign-ups and logins are anonymous requests: more of them than the default budget of 60/min.
  service = await sharedTestGateway();
  admin = (await tokensFor(service.url, 'admin')).accessToken;
});

describe('reading accounts', () => {
  it('GET /v1/users/me returns the caller', async () => {
    const account = await signUp(service.url, { firstName: 'Mia' });
    const response = await api(service.url, 'GET', '/v1/users/me', { token: account.accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: account.userId, username: account.username, firstName: 'Mia' });
    expect(response.body).not.toHaveProperty('passwordHash');
  });

  it('without a token /v1/users/me is 401 with WWW-Authenticate: Bearer', async () => {
    const response = await api(service.url, 'GET', '/v1/users/me');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('a customer reads their own account by id', async () => {
    const account = await signUp(service.url);
    const response = await api(service.url, 'GET', `/v1/users/${account.userId}`, {
      token: account.accessToken,
    });
    expect(response.status).toBe(200);
    expect(response.body['id']).toBe(account.userId);
  });

  it("a customer gets 403 reading another customer's account", async () => {
    const [reader, other] = await Promise.all([signUp(service.url), signUp(service.url)]);
    const response = await api(service.url, 'GET', `/v1/users/${other.userId}`, {
      token: reader.accessToken,
    });
    expect(response.status).toBe(403);
    expect(JSON.stringify(response.body)).not.toContain(other.email);
  });

  it('staff get 403 reading a customer account: only the holder or an ADMIN may', async () => {
    const customer = await signUp(service.url);
    const staff = (await tokensFor(service.url, 'staff')).accessToken;
    const response = await api(service.url, 'GET', `/v1/users/${customer.userId}`, { token: staff });
    expect(response.status).toBe(403);
  });

  it('an ADMIN reads any account of the tenant; an unknown id is 404', async () => {
    const customer = await signUp(service.url);
    const response = await api(service.url, 'GET', `/v1/users/${customer.userId}`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.body['email']).toBe(customer.email);
    const unknown = await api(service.url, 'GET', '/v1/users/01900000-0000-7000-8000-000000000000', {
      token: admin,
    });
    expect(unknown.status).toBe(404);
    const notAnId = await api(service.url, 'GET', '/v1/users/not-a-uuid', { token: admin });
    expect(notAnId.status).toBe(404);
  });

  it('a token narrowed to read:pets cannot read even its own account (403)', async () => {
    const account = await signUp(service.url);
    const narrowed = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: account.password, scope: 'read:pets' },
    });
    const response = await api(service.url, 'GET', '/v1/users/me', {
      token: String(narrowed.body['accessToken']),
    });
    expect(response.status).toBe(403);
  });
});

describe('updating accounts (PUT /v1/users/{id})', () => {
  it('the holder changes their profile; null clears a field', async () => {
    const account = await signUp(service.url, { phone: '+1 555 0100' });
    const response = await api(service.url, 'PUT', `/v1/users/${account.userId}`, {
      token: account.accessToken,
      body: { firstName: 'Lena', lastName: 'Lind', phone: null },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      firstName: 'Lena',
      lastName: 'Lind',
      phone: null,
      role: 'CUSTOMER',
    });
    const reread = await api(service.url, 'GET', '/v1/users/me', { token: account.accessToken });
    expect(reread.body).toMatchObject({ firstName: 'Lena', phone: null });
  });

  it('role and status cannot be changed here (400 unknown field, nothing changes)', async () => {
    const account = await signUp(service.url);
    const response = await api(service.url, 'PUT', `/v1/users/${account.userId}`, {
      token: account.accessToken,
      body: { role: 'ADMIN', status: 'ACTIVE', firstName: 'Sneaky' },
    });
    expect(response.status).toBe(400);
    const fields = (response.body['errors'] as { field: string; code: string }[]).map(
      (e) => `${e.field}:${e.code}`,
    );
    expect(fields.sort()).toEqual(['role:unknown_field', 'status:unknown_field']);
    const reread = await api(service.url, 'GET', '/v1/users/me', { token: account.accessToken });
    expect(reread.body).toMatchObject({ role: 'CUSTOMER', firstName: null });
  });

  it('renaming to a username someone else has gets 409', async () => {
    const [a, b] = await Promise.all([signUp(service.url), signUp(service.url)]);
    const response = await api(service.url, 'PUT', `/v1/users/${a.userId}`, {
      token: a.accessToken,
      body: { username: b.username },
    });
    expect(response.status).toBe(409);
    expect(response.body['field']).toBe('username');
  });

  it("a customer gets 403 updating another customer's account", async () => {
    const [a, b] = await Promise.all([signUp(service.url), signUp(service.url)]);
    const response = await api(service.url, 'PUT', `/v1/users/${b.userId}`, {
      token: a.accessToken,
      body: { firstName: 'Mallory' },
    });
    expect(response.status).toBe(403);
  });

  it("an ADMIN updates a customer's profile", async () => {
    const customer = await signUp(service.url);
    const response = await api(service.url, 'PUT', `/v1/users/${customer.userId}`, {
      token: admin,
      body: { lastName: 'Corrected' },
    });
    expect(response.status).toBe(200);
    expect(response.body['lastName']).toBe('Corrected');
  });

  it('a password change needs the current password, then ends every session', async () => {
    const account = await signUp(service.url);
    const missing = await api(service.url, 'PUT', `/v1/users/${account.userId}`, {
      token: account.accessToken,
      body: { password: 'a-brand-new-password' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body['errors']).toEqual([expect.objectContaining({ field: 'currentPassword' })]);

    const wrong = await api(service.url, 'PUT', `/v1/users/${account.userId}`, {
      token: account.accessToken,
      body: { password: 'a-brand-new-password', currentPassword: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);

    const changed = await api(service.url, 'PUT', `/v1/users/${account.userId}`, {
      token: account.accessToken,
      body: { password: 'a-brand-new-password', currentPassword: account.password },
    });
    expect(changed.status).toBe(200);
    const old = await api(service.url, 'GET', '/v1/users/me', { token: account.accessToken });
    expect(old.status).toBe(401);
    const oldPassword = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: account.password },
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: 'a-brand-new-password' },
    });
    expect(newPassword.status).toBe(201);
  });

  it('a weak new password is 400 on password, and the old one keeps working', async () => {
    const account = await signUp(service.url);
    const weak = await api(service.url, 'PUT', `/v1/users/${account.userId}`, {
      token: account.accessToken,
      body: { password: 'aaaaaaaaaaaa', currentPassword: account.password },
    });
    expect(weak.status).toBe(400);
    expect(weak.body['errors']).toEqual([
      expect.objectContaining({ field: 'password', code: 'weak_password' }),
    ]);
    const login = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: account.password },
    });
    expect(login.status).toBe(201);
  });

  it("an ADMIN cannot set another user's password (403)", async () => {
    const customer = await signUp(service.url);
    const response = await api(service.url, 'PUT', `/v1/users/${customer.userId}`, {
      token: admin,
      body: { password: 'an-admin-chosen-password', currentPassword: 'whatever-it-was' },
    });
    expect(response.status).toBe(403);
  });
});

describe('deleting accounts (DELETE /v1/users/{id})', () => {
  it('the holder deletes their account: 204, the token stops working, personal data is scrubbed', async () => {
    const account = await signUp(service.url, {
      firstName: 'Gone',
      lastName: 'Soon',
      phone: '+44 20 7946 0000',
    });
    const response = await api(service.url, 'DELETE', `/v1/users/${account.userId}`, {
      token: account.accessToken,
    });
    expect(response.status).toBe(204);

    expect((await api(service.url, 'GET', '/v1/users/me', { token: account.accessToken })).status).toBe(401);
    const refreshed = await api(service.url, 'POST', '/oauth/refresh', {
      body: { grant_type: 'refresh_token', refresh_token: account.refreshToken },
    });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body['error']).toBe('invalid_grant');

    const tombstone = await api(service.url, 'GET', `/v1/users/${account.userId}`, { token: admin });
    expect(tombstone.status).toBe(200);
    expect(tombstone.body).toMatchObject({
      id: account.userId,
      status: 'DELETED',
      firstName: null,
      lastName: null,
      phone: null,
    });
    const wire = JSON.stringify(tombstone.body);
    expect(wire).not.toContain(account.username);
    expect(wire).not.toContain(account.email);
    const stored = await service.gateway.database.connection
      .collection('users')
      .findOne({ _id: account.userId as never });
    expect(JSON.stringify(stored)).not.toContain(account.email);
    expect(stored?.['passwordHash']).toBe('');
  });

  it('a deleted account cannot log in, and its username and email can be registered again', async () => {
    const account = await signUp(service.url);
    await api(service.url, 'DELETE', `/v1/users/${account.userId}`, { token: account.accessToken });
    const login = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: account.password },
    });
    expect(login.status).toBe(401);
    const again = await signUp(service.url, { username: account.username, email: account.email });
    expect(again.userId).not.toBe(account.userId);
  });

  it("a customer gets 403 deleting someone else's account; an ADMIN may (204)", async () => {
    const [a, b] = await Promise.all([signUp(service.url), signUp(service.url)]);
    expect((await api(service.url, 'DELETE', `/v1/users/${b.userId}`, { token: a.accessToken })).status).toBe(
      403,
    );
    expect((await api(service.url, 'DELETE', `/v1/users/${b.userId}`, { token: admin })).status).toBe(204);
    expect((await api(service.url, 'GET', '/v1/users/me', { token: b.accessToken })).status).toBe(401);
    expect((await api(service.url, 'DELETE', `/v1/users/${b.userId}`, { token: admin })).status).toBe(404);
  });
});

describe('tenant isolation', () => {
  let outsider: TestAccount;
  let customer: TestAccount;
  beforeAll(async () => {
    outsider = (await createTenantWithStaff(service, 'ADMIN')).account;
    customer = await signUp(service.url);
  });

  it("another tenant's ADMIN cannot read this tenant's users (404)", async () => {
    const response = await api(service.url, 'GET', `/v1/users/${customer.userId}`, {
      token: outsider.accessToken,
    });
    expect(response.status).toBe(404);
  });

  it("another tenant's ADMIN cannot update or delete this tenant's users (404, nothing changes)", async () => {
    const update = await api(service.url, 'PUT', `/v1/users/${customer.userId}`, {
      token: outsider.accessToken,
      body: { firstName: 'Hijacked' },
    });
    expect(update.status).toBe(404);
    const remove = await api(service.url, 'DELETE', `/v1/users/${customer.userId}`, {
      token: outsider.accessToken,
    });
    expect(remove.status).toBe(404);
    const me = await api(service.url, 'GET', '/v1/users/me', { token: customer.accessToken });
    expect(me.status).toBe(200);
    expect(me.body['firstName']).toBeNull();
  });

  it('X-Tenant-ID does not move an authenticated caller into another tenant', async () => {
    const response = await api(service.url, 'GET', `/v1/users/${customer.userId}`, {
      token: outsider.accessToken,
      headers: { 'x-tenant-id': customer.tenantId },
    });
    expect(response.status).toBe(404);
  });

  it('a username taken in one tenant is free in another', async () => {
    const again = await signUp(service.url, { username: outsider.username, email: outsider.email });
    expect(again.tenantId).not.toBe(outsider.tenantId);
  });
});
