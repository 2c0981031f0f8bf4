import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, systemContext, type CallerContext } from '../../src/core/context.js';
import { createTenantWithStaff, signUp, type TestAccount } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { authorizationRequest, authorizeByForms, CookieJar, discover } from './helpers.js';

/**
 * A browser's sign-in session at the authorization server whose account can no longer sign in
 * there (its password changed, it was suspended, or the next app belongs to another tenant): the
 * next authorization request ends that session and shows the login page again.
 */
let service: TestGateway;
let tenantId: string;
const redirectUri = 'http://127.0.0.1:7300/callback';

beforeAll(async () => {
  service = await startTestGateway({
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10000',
  });
  tenantId = service.gateway.core.tenants.defaultTenantId();
});
afterAll(() => service?.close());

const admin = (): CallerContext => ({
  ...systemContext(tenantId, 'test'),
  protocol: 'rest',
  principal: { userId: 'an-administrator', tenantId, role: 'ADMIN', scopes: SCOPES },
});

/** A browser signed in at the authorization server as `account`, through the demo client. */
async function signedInBrowser(account: TestAccount) {
  const jar = new CookieJar();
  const demo = await discover(service, 'petstore-demo');
  const request = await authorizationRequest(demo, redirectUri, 'read:pets');
  const callback = await authorizeByForms(service.url, request.url, account.username, account.password, jar);
  expect(callback.searchParams.has('code')).toBe(true);
  return jar;
}

/**
 * The next authorization request of `clientId` in that browser: it must lead to the login page
 * (never a 500), as the user would see it.
 */
async function expectLoginPage(jar: CookieJar, clientId = 'petstore-demo') {
  const config = await discover(service, clientId);
  const request = await authorizationRequest(config, redirectUri, 'read:pets');
  const started = await fetch(request.url, { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.take(started);
  expect(started.status).toBe(303);
  const location = started.headers.get('location') ?? '';
  expect(location).toMatch(/^\/oauth\/interaction\//);
  const page = await fetch(`${service.url}${location}`, { headers: { cookie: jar.header() } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<h1>Sign in</h1>');
  return request;
}

describe('a sign-in session whose account can no longer sign in', () => {
  it('after a password change: the login page, and the new password signs in', async () => {
    const account = await signUp(service.url);
    const jar = await signedInBrowser(account);
    const newPassword = `${account.password}-changed`;
    const changed = await api(service.url, 'PUT', `/v1/users/${account.userId}`, {
      token: account.accessToken,
      body: { password: newPassword, currentPassword: account.password },
    });
    expect(changed.status).toBe(200);

    const request = await expectLoginPage(jar);
    const callback = await authorizeByForms(service.url, request.url, account.username, newPassword, jar);
    expect(callback.searchParams.has('code')).toBe(true);
  });

  it('after a suspension: the login page, every time', async () => {
    const account = await signUp(service.url);
    const jar = await signedInBrowser(account);
    const sessions = service.gateway.core.oauth.artifacts('Session');
    expect(await sessions.idsFor(account.userId)).toHaveLength(1);
    await service.gateway.core.users.setStatus(admin(), account.userId, 'SUSPENDED', 'test');
    await expectLoginPage(jar);
    // The session of that account is gone from the server, not merely bypassed.
    expect(await sessions.idsFor(account.userId)).toEqual([]);
    await expectLoginPage(jar);
  });

  it("at another tenant's app: the login page, and that tenant's account signs in", async () => {
    const account = await signUp(service.url);
    const jar = await signedInBrowser(account);
    const other = await createTenantWithStaff(service);
    const registered = await service.gateway.core.oauth.clients.register(
      systemContext(other.tenantId, 'test'),
      { name: 'Shelter app', kind: 'public', redirectUris: [redirectUri], scopes: ['read:pets'] },
    );
    const request = await expectLoginPage(jar, registered.client._id);
    const callback = await authorizeByForms(
      service.url,
      request.url,
      other.account.username,
      other.account.password,
      jar,
    );
    expect(callback.searchParams.has('code')).toBe(true);
  });
});
