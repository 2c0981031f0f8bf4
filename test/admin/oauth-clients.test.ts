import { beforeAll, describe, expect, test } from 'vitest';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { createAccount, createTenantWithStaff, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { auditEntries, expectStatus } from './support.js';

/**
 * OAuth clients managed through the admin API: registered by a tenant's ADMIN, the secret shown
 * once and working at the token endpoint, listed without secrets, deleted for good, and invisible
 * to every other tenant.
 */
interface ClientBody {
  clientId: string;
  tenantId: string;
  name: string;
  kind: string;
  redirectUris: string[];
  grantTypes: string[];
  scopes: string[];
  serviceAccountId: string | null;
  createdAt: string;
  clientSecret?: string | null;
}

let service: TestGateway;
let tenantId: string;
let admin: TestAccount;
let staff: TestAccount;
let customer: TestAccount;
let otherAdmin: TestAccount;

beforeAll(async () => {
  // The worker's gateway: the file works in tenants of its own.
  service = await sharedTestGateway();
  ({ tenantId, account: admin } = await createTenantWithStaff(service, 'ADMIN'));
  [staff, customer, { account: otherAdmin }] = await Promise.all([
    createAccount(service, tenantId, 'STAFF'),
    createAccount(service, tenantId, 'CUSTOMER'),
    createTenantWithStaff(service, 'ADMIN'),
  ]);
}, 60_000);

function serviceClient(name = 'Inventory sync') {
  return {
    name,
    kind: 'confidential',
    grantTypes: ['client_credentials'],
    scopes: ['read:pets', 'write:pets'],
    serviceAccount: staff.username,
  };
}

async function register(body: unknown, token = admin.accessToken) {
  return api<ClientBody>(service.url, 'POST', '/v1/admin/oauth-clients', { token, body });
}

/** `POST /oauth/token` with client_credentials, the client authenticated by HTTP Basic. */
async function clientCredentials(clientId: string, secret: string) {
  const response = await fetch(`${service.url}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'read:pets' }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('OAuth clients through the admin API', () => {
  test('a confidential client: the secret is shown once, works at /oauth/token, and is never listed', async () => {
    const created = await register(serviceClient());
    expectStatus(created, 201);
    const { clientId, clientSecret } = created.body;
    expect(created.headers.get('location')).toBe(`${service.url}/v1/admin/oauth-clients/${clientId}`);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body).toMatchObject({
      tenantId,
      name: 'Inventory sync',
      kind: 'confidential',
      grantTypes: ['client_credentials'],
      scopes: ['read:pets', 'write:pets'],
      serviceAccountId: staff.userId,
    });
    expect(typeof clientSecret).toBe('string');
    expect(JSON.stringify(created.body)).not.toContain('sha256:');

    const token = await clientCredentials(clientId, clientSecret as string);
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    const pets = await api(service.url, 'GET', '/v1/pets', { token: token.body['access_token'] as string });
    expect(pets.status).toBe(200);
    expect((await clientCredentials(clientId, 'not-the-secret')).body['error']).toBe('invalid_client');

    const list = await api<{ data: ClientBody[] }>(service.url, 'GET', '/v1/admin/oauth-clients', {
      token: admin.accessToken,
    });
    expectStatus(list, 200);
    const listed = list.body.data.find((client) => client.clientId === clientId);
    expect(listed).toMatchObject({ name: 'Inventory sync', kind: 'confidential' });
    const one = await api<ClientBody>(service.url, 'GET', `/v1/admin/oauth-clients/${clientId}`, {
      token: admin.accessToken,
    });
    expectStatus(one, 200);
    for (const shown of [JSON.stringify(list.body), JSON.stringify(one.body)]) {
      expect(shown).not.toContain(clientSecret as string);
      expect(shown).not.toContain('secret');
      expect(shown).not.toContain('_id');
    }

    const [entry] = await auditEntries(service.url, admin.accessToken, { action: 'oauth_client.register' });
    expect(entry).toMatchObject({
      actor: { userId: admin.userId, role: 'ADMIN' },
      resource: { type: 'oauth_client', id: clientId },
      protocol: 'rest',
      outcome: 'success',
    });
    expect(JSON.stringify(entry)).not.toContain(clientSecret as string);
  });

  test('a public client has no secret', async () => {
    const created = await register({
      name: 'Shelter app',
      kind: 'public',
      redirectUris: ['https://app.example.test/callback'],
    });
    expectStatus(created, 201);
    expect(created.body.clientSecret).toBeNull();
    expect(created.body.grantTypes).toEqual(['authorization_code', 'refresh_token']);
  });

  test('after delete the client is unusable (invalid_client), and gone from the list', async () => {
    const created = await register(serviceClient('Short-lived'));
    expectStatus(created, 201);
    const { clientId, clientSecret } = created.body;
    expect((await clientCredentials(clientId, clientSecret as string)).status).toBe(200);

    const removed = await api(service.url, 'DELETE', `/v1/admin/oauth-clients/${clientId}`, {
      token: admin.accessToken,
    });
    expectStatus(removed, 204);
    const refused = await clientCredentials(clientId, clientSecret as string);
    expect(refused.status).toBe(401);
    expect(refused.body['error']).toBe('invalid_client');
    const list = await api<{ data: ClientBody[] }>(service.url, 'GET', '/v1/admin/oauth-clients', {
      token: admin.accessToken,
    });
    expect(list.body.data.map((client) => client.clientId)).not.toContain(clientId);
    const again = await api(service.url, 'DELETE', `/v1/admin/oauth-clients/${clientId}`, {
      token: admin.accessToken,
    });
    expectStatus(again, 404);
    const [entry] = await auditEntries(service.url, admin.accessToken, { action: 'oauth_client.remove' });
    expect(entry).toMatchObject({ resource: { type: 'oauth_client', id: clientId }, outcome: 'success' });
  });

  test("another tenant's admin can neither see nor delete the client (404)", async () => {
    const created = await register(serviceClient('Private'));
    expectStatus(created, 201);
    const { clientId, clientSecret } = created.body;
    const path = `/v1/admin/oauth-clients/${clientId}`;
    expectStatus(await api(service.url, 'GET', path, { token: otherAdmin.accessToken }), 404);
    expectStatus(await api(service.url, 'DELETE', path, { token: otherAdmin.accessToken }), 404);
    const theirs = await api<{ data: ClientBody[] }>(service.url, 'GET', '/v1/admin/oauth-clients', {
      token: otherAdmin.accessToken,
    });
    expect(theirs.body.data.map((client) => client.clientId)).not.toContain(clientId);
    expect((await clientCredentials(clientId, clientSecret as string)).status).toBe(200);
  });

  test('staff and customers are refused (403), audited as denied; no token is 401', async () => {
    for (const caller of [staff, customer]) {
      expectStatus(await register(serviceClient('Refused'), caller.accessToken), 403);
      expectStatus(
        await api(service.url, 'GET', '/v1/admin/oauth-clients', { token: caller.accessToken }),
        403,
      );
    }
    expectStatus(await api(service.url, 'POST', '/v1/admin/oauth-clients', { body: serviceClient() }), 401);
    const denied = await auditEntries(service.url, admin.accessToken, {
      action: 'oauth_client.register',
      outcome: 'denied',
    });
    expect(denied.map((entry) => entry.actor.userId).sort()).toEqual([staff.userId, customer.userId].sort());
    const list = await api<{ data: ClientBody[] }>(service.url, 'GET', '/v1/admin/oauth-clients', {
      token: admin.accessToken,
    });
    expect(list.body.data.map((client) => client.name)).not.toContain('Refused');
  });

  test('bad input is a problem document naming the fields; a taken client id is 409', async () => {
    const bad = await api<{ status: number; errors: { field: string }[] }>(
      service.url,
      'POST',
      '/v1/admin/oauth-clients',
      {
        token: admin.accessToken,
        body: { name: '', kind: 'secret', redirectUris: ['http://example.test/cb'], extra: 1 },
      },
    );
    expectStatus(bad, 400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    const fields = bad.body.errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'kind']));

    const inconsistent = await register({ name: 'No redirect', kind: 'public' });
    expectStatus(inconsistent, 400);

    const clientId = `fixed-${Date.now()}`;
    expectStatus(await register({ ...serviceClient('First'), clientId }), 201);
    const taken = await register({ ...serviceClient('Second'), clientId });
    expectStatus(taken, 409);
    expect(taken.headers.get('content-type')).toContain('application/problem+json');
    const one = await api<ClientBody>(service.url, 'GET', `/v1/admin/oauth-clients/${clientId}`, {
      token: admin.accessToken,
    });
    expect(one.body.name).toBe('First');
  });
});
