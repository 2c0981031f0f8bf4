import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { startTestGateway, TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { authorizationRequest, discover, oauthError, peek } from './helpers.js';

/**
 * The demo client's whole journey, in order, in one browser: the first authorization goes through
 * the login and consent pages, later ones reuse the session and the remembered consent.
 */
let service: TestGateway;
let browser: Browser;
let page: Page;
let demo: oidc.Configuration;
// The demo app's loopback listener, on a port of its choosing (RFC 8252 §7.3).
let app: Server;
let redirectUri: string;
const callbacks: ((url: URL) => void)[] = [];

beforeAll(async () => {
  service = await startTestGateway({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  app = createServer((_req, res) => res.end('signed in'));
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  redirectUri = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`;
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
  // Redirects are not routed by Playwright, but each one is a request the page makes.
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(redirectUri) || url.startsWith(`${service.url}/docs/oauth2-redirect.html`)) {
      callbacks.shift()?.(new URL(url));
    }
  });
  demo = await discover(service, 'petstore-demo');
});

afterAll(async () => {
  await browser?.close();
  await service?.close();
  app?.close();
});

/** The URL the browser is sent back to next. */
function nextCallback(): Promise<URL> {
  return new Promise((resolve) => callbacks.push(resolve));
}

/**
 * Runs an authorization request in the signed-in browser. A consent page, if one comes, is
 * answered with `decision` (native clients like the demo are asked every time, RFC 8252 §8.6).
 */
async function authorize(
  scope = 'openid read:pets',
  { config = demo, redirect = redirectUri, decision = 'allow' } = {},
) {
  const request = await authorizationRequest(config, redirect, scope);
  const callback = nextCallback();
  await page.goto(request.url.href);
  const consentShown = await Promise.race([
    callback.then(() => false),
    page.waitForSelector(`button[value=${decision}]`, { timeout: 15_000 }).then(
      () => true,
      () => false,
    ),
  ]);
  if (consentShown) await page.click(`button[value=${decision}]`);
  return { request, callback: await callback, consentShown };
}

const exchange = (
  callback: URL,
  request: { verifier: string; state: string; nonce: string | undefined },
  config = demo,
) =>
  oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: request.verifier,
    expectedState: request.state,
    expectedNonce: request.nonce,
  });

describe('authorization code with PKCE (petstore-demo, a public native client)', () => {
  let first: Awaited<ReturnType<typeof exchange>>;

  it('signs in on the login page, consents by keyboard, and gets tokens the API accepts', async () => {
    // `admin` is beyond a customer's role: it is not offered and not granted.
    const request = await authorizationRequest(demo, redirectUri, 'openid read:pets read:user admin');
    const callback = nextCallback();
    await page.goto(request.url.href);

    await expect.poll(() => page.title()).toContain('Sign in');
    expect(await page.evaluate('document.activeElement?.id')).toBe('username');
    await page.getByLabel('Username or email').fill('customer');
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('not correct');

    await page.getByLabel('Password').fill(TEST_SEED_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.title()).toContain('Allow access');
    const listed = await page.locator('ul.scopes').innerText();
    expect(listed).toContain('See the pet catalog');
    expect(listed).toContain('See your account details');
    expect(listed).not.toContain('admin');
    // Allow has the focus: Enter grants.
    await page.keyboard.press('Enter');

    const returned = await callback;
    expect(returned.searchParams.get('state')).toBe(request.state);
    first = await exchange(returned, request);
    // The access token's scope; `openid` brought the ID token, whose nonce is the request's.
    expect(first.scope?.split(' ').sort()).toEqual(['read:pets', 'read:user']);
    expect(first.claims()?.nonce).toBe(request.nonce);

    const { header, claims } = peek(first.access_token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    expect(claims).toMatchObject({
      iss: service.url,
      aud: 'petstore-gateway',
      role: 'CUSTOMER',
      scope: 'read:pets read:user',
      client_id: 'petstore-demo',
    });
    const me = await api(service.url, 'GET', '/v1/users/me', { token: first.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: claims.sub, username: 'customer', tenantId: claims['tenant'] });
  });

  it('rotates the refresh token on each use; a spent one coming back revokes the newest too', async () => {
    const rotated = await oidc.refreshTokenGrant(demo, first.refresh_token ?? '');
    expect(rotated.refresh_token).toBeDefined();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect((await api(service.url, 'GET', '/v1/pets', { token: rotated.access_token })).status).toBe(200);
    // `/oauth/refresh` is the same grant, grant_type optional.
    const again = await api(service.url, 'POST', '/oauth/refresh', {
      rawBody: new URLSearchParams({
        client_id: 'petstore-demo',
        refresh_token: rotated.refresh_token ?? '',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.status).toBe(200);
    const newest = String(again.body['refresh_token']);
    expect(newest).not.toBe(rotated.refresh_token);

    expect(await oauthError(oidc.refreshTokenGrant(demo, first.refresh_token ?? ''))).toBe('invalid_grant');
    expect(await oauthError(oidc.refreshTokenGrant(demo, newest))).toBe('invalid_grant');
  });

  it('revocation (RFC 7009) ends the refresh token', async () => {
    const { request, callback } = await authorize();
    const tokens = await exchange(callback, request);
    await oidc.tokenRevocation(demo, tokens.refresh_token ?? '');
    expect(await oauthError(oidc.refreshTokenGrant(demo, tokens.refresh_token ?? ''))).toBe('invalid_grant');
  });

  it('refuses a code with the wrong PKCE verifier', async () => {
    const { request, callback } = await authorize();
    const wrong = { ...request, verifier: oidc.randomPKCECodeVerifier() };
    expect(await oauthError(exchange(callback, wrong))).toBe('invalid_grant');
  });

  it('a scope beyond the role alone is refused with invalid_scope', async () => {
    const { callback } = await authorize('admin');
    expect(callback.searchParams.get('error')).toBe('invalid_scope');
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('a replayed code is refused and revokes the refresh token it issued', async () => {
    const { request, callback } = await authorize();
    const tokens = await exchange(callback, request);
    expect(await oauthError(exchange(callback, request))).toBe('invalid_grant');
    expect(await oauthError(oidc.refreshTokenGrant(demo, tokens.refresh_token ?? ''))).toBe('invalid_grant');
  });
});

describe("the API reference page's client (petstore-docs, a web client)", () => {
  it('"Authorize" on /docs runs the flow; consent is remembered until the user withdraws it', async () => {
    // The page's own Swagger UI, in the signed-in browser: consent in its popup, then Swagger UI
    // exchanges the code itself.
    const docsPage = await page.context().newPage();
    await docsPage.goto(`${service.url}/docs/`);
    await docsPage.locator('button.authorize').first().click();
    const dialog = docsPage.locator('.auth-container', { hasText: 'authorizationCode with PKCE' });
    for (const scope of ['read:pets', 'read:orders']) {
      await dialog.locator(`label[for="${scope}-authorizationCode-checkbox-oauth2"]`).click();
    }
    const popupOpened = docsPage.waitForEvent('popup');
    const tokenAnswer = docsPage.waitForResponse((response) => response.url().endsWith('/oauth/token'));
    await dialog.locator('button.authorize').click();
    const popup = await popupOpened;
    await expect.poll(() => popup.title()).toContain('Allow access');
    await popup.getByRole('button', { name: 'Allow' }).click();
    const answer = await tokenAnswer;
    expect(answer.status()).toBe(200);
    const tokens = (await answer.json()) as { access_token: string; refresh_token: string };
    expect(peek(tokens.access_token).claims).toMatchObject({
      client_id: 'petstore-docs',
      role: 'CUSTOMER',
      scope: 'read:pets read:orders',
    });
    await docsPage.close();

    const docs = await discover(service, 'petstore-docs');
    const options = { config: docs, redirect: `${service.url}/docs/oauth2-redirect.html` };
    const again = await authorize('read:pets read:orders', options);
    expect(again.consentShown).toBe(false);
    expect(again.callback.searchParams.has('code')).toBe(true);

    const withdrawn = await api(service.url, 'DELETE', '/oauth/consents/petstore-docs', {
      token: tokens.access_token,
    });
    expect(withdrawn.status).toBe(204);
    expect(await oauthError(oidc.refreshTokenGrant(docs, tokens.refresh_token))).toBe('invalid_grant');

    const denied = await authorize('read:pets read:orders', { ...options, decision: 'deny' });
    expect(denied.consentShown).toBe(true);
    expect(denied.callback.searchParams.get('error')).toBe('access_denied');
  });
});

describe('authorization requests refused before any page', () => {
  it('an unregistered redirect URI is an error page, never a redirect', async () => {
    const request = await authorizationRequest(demo, 'http://127.0.0.1:4000/elsewhere', 'read:pets');
    const response = await fetch(request.url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('invalid_redirect_uri');
  });

  it('plain PKCE is refused; the error goes back to the registered redirect', async () => {
    const request = await authorizationRequest(demo, redirectUri, 'read:pets', {
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    const response = await fetch(request.url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', service.url);
    expect(location.origin + location.pathname).toBe(redirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('state')).toBe(request.state);
  });

  it('the loopback rule takes any port on localhost too, and nothing else on that host', async () => {
    const ok = await authorizationRequest(demo, 'http://localhost:1234/callback', 'read:pets');
    const started = await fetch(ok.url, { redirect: 'manual' });
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toMatch(/^\/oauth\/interaction\//);

    const otherPath = await authorizationRequest(demo, 'http://localhost:1234/other', 'read:pets');
    expect((await fetch(otherPath.url, { redirect: 'manual' })).status).toBe(400);
  });
});
