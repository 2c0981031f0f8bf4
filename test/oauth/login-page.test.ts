import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, systemContext } from '../../src/core/context.js';
import { createAccount, createTenantWithStaff } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { authorizationRequest, CookieJar, discover } from './helpers.js';

let service: TestGateway;
beforeAll(async () => {
  service = await startTestGateway({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
});
afterAll(() => service?.close());

/** Starts an authorization request of the demo client and opens its login page. */
async function openLoginPage() {
  const config = await discover(service, 'petstore-demo');
  const request = await authorizationRequest(config, 'http://127.0.0.1:7777/callback', 'read:pets');
  const jar = new CookieJar();
  const started = await fetch(request.url, { redirect: 'manual' });
  jar.take(started);
  const pagePath = started.headers.get('location') ?? '';
  const page = await fetch(`${service.url}${pagePath}`, { headers: { cookie: jar.header() } });
  jar.take(page);
  const html = await page.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const submit = (fields: Record<string, string>, cookies = jar.header()) =>
    fetch(`${service.url}${pagePath}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies },
      body: new URLSearchParams(fields).toString(),
    });
  return { page, html, csrf, submit };
}

describe('the login page', () => {
  it('is a labelled form with a CSRF field, served with a strict content security policy', async () => {
    const { page, html, csrf } = await openLoginPage();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<label for="username">');
    expect(html).toContain('<label for="password">');
    expect(csrf).not.toBe('');
  });

  it('refuses a post without the CSRF field, or without the cookie it is bound to', async () => {
    const { submit, csrf } = await openLoginPage();
    const withoutField = await submit({ username: 'customer', password: 'correct-horse-battery-staple' });
    expect(withoutField.status).toBe(403);
    expect(await withoutField.text()).toContain('The form has expired');
    const withoutCookie = await submit({ username: 'customer', password: 'x', csrf }, '');
    expect(withoutCookie.status).toBe(400);
  });

  it('logs in within the client tenant only: an account of another tenant is not found there', async () => {
    const { account } = await createTenantWithStaff(service);
    const { submit, csrf } = await openLoginPage();
    const response = await submit({ username: account.username, password: account.password, csrf });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('The username, email or password is not correct.');
  });

  it('tells a suspended account so, only with the right password', async () => {
    const tenantId = service.gateway.core.tenants.defaultTenantId();
    const account = await createAccount(service, tenantId, 'CUSTOMER');
    await service.gateway.core.users.setStatus(
      {
        ...systemContext(tenantId, 'test'),
        protocol: 'rest',
        principal: { userId: 'an-administrator', tenantId, role: 'ADMIN', scopes: SCOPES },
      },
      account.userId,
      'SUSPENDED',
      'test',
    );
    const { submit, csrf } = await openLoginPage();
    const response = await submit({ username: account.email, password: account.password, csrf });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('This account is suspended.');
  });

  it('shares the login budget of POST /v1/auth/tokens: the 4th try of a name in a minute is 429', async () => {
    const { submit, csrf } = await openLoginPage();
    await fetch(`${service.url}/v1/auth/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'staff', password: 'wrong password' }),
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await submit({ username: 'staff', password: 'wrong password', csrf })).status).toBe(401);
    }
    const limited = await submit({ username: 'staff', password: 'correct-horse-battery-staple', csrf });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.text()).toContain('Too many sign-in attempts');
  });
});
