import { mkdtemp } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { startTestGateway, TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
// @ts-expect-error: the sample's own server is plain JavaScript, as a developer runs it.
import { serveBrowserApp } from '../../examples/browser-app/serve.mjs';

/**
 * CORS for browser apps: the sample app of examples/browser-app, served from another loopback
 * origin, signs in with PKCE and calls `/v1` in a real browser (with the same-origin policy on),
 * and the preflights and headers a browser relies on.
 */
let service: TestGateway;
let browser: Browser;
let app: Server;
let appOrigin: string;
let screenshots: string;

beforeAll(async () => {
  // Tests run with NODE_ENV=test: the development rule allows loopback pages. One listed origin too.
  [service, browser, app, screenshots] = await Promise.all([
    startTestGateway({ CORS_ORIGINS: 'https://app.example.com' }),
    launchBrowser(),
    serveBrowserApp(0) as Promise<Server>,
    mkdtemp(path.join(tmpdir(), 'petstore-browser-app-')),
  ]);
  appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  console.log(`browser app screenshots: ${screenshots}`);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await service?.close();
  app?.close();
});

describe('a browser app on another origin', () => {
  it('signs in with PKCE through /oauth and reads /v1/users/me', { timeout: 90_000 }, async () => {
    const page = await (await browser.newContext({ viewport: { width: 1000, height: 800 } })).newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${appOrigin}/?gateway=${encodeURIComponent(service.url)}`);
    await page.getByRole('button', { name: 'Sign in with Petstore' }).click();
    await page.getByLabel('Username or email').fill('customer');
    await page.getByLabel('Password').fill(TEST_SEED_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Allow' }).click();

    await page.getByRole('status').filter({ hasText: 'Signed in as customer' }).waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${appOrigin}/`);
    // X-Request-ID is an exposed header: the page could read it.
    expect(await page.getByRole('status').innerText()).toMatch(/request [0-9a-f-]{8,}/);
    expect(await page.locator('#me').innerText()).toContain('"username": "customer"');
    await page.screenshot({ path: path.join(screenshots, '1-signed-in.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  it('the browser enforces CORS: a path outside the API is not readable from the app', async () => {
    const page = await browser.newPage();
    await page.goto(`${appOrigin}/`);
    const read = (url: string) =>
      page.evaluate<string>(`fetch(${JSON.stringify(url)}).then((r) => 'read ' + r.status, () => 'blocked')`);
    expect(await read(`${service.url}/v1/pets`)).toBe('read 200');
    expect(await read(`${service.url}/docs/`)).toBe('blocked');
  });
});

describe('CORS headers', () => {
  const preflight = (url: string, origin: string, method: string, headers: string) =>
    fetch(url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
    });

  it('answers a preflight for /v1 with the methods and headers the API uses, never with credentials', async () => {
    const response = await preflight(
      `${service.url}/v1/pets/some-id`,
      'http://localhost:5173',
      'PUT',
      'authorization,content-type,if-match,idempotency-key,x-request-id,x-tenant-id',
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of [
      'authorization',
      'content-type',
      'if-match',
      'idempotency-key',
      'x-request-id',
      'x-tenant-id',
    ]) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/origin/i);
  });

  it('a listed origin reads answers and their headers, errors included; another origin gets no CORS', async () => {
    const listed = await fetch(`${service.url}/v1/pets`, { headers: { origin: 'https://app.example.com' } });
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    const exposed = (listed.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    for (const header of ['etag', 'location', 'ratelimit-remaining', 'retry-after', 'x-request-id']) {
      expect(exposed).toContain(header);
    }
    const refused = await fetch(`${service.url}/v1/users/me`, {
      headers: { origin: 'https://app.example.com', authorization: 'Bearer not-a-token' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://app.example.com');

    const other = await fetch(`${service.url}/v1/pets`, { headers: { origin: 'https://evil.example' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('vary')).toMatch(/origin/i);
    const otherPreflight = await preflight(
      `${service.url}/v1/pets`,
      'https://evil.example',
      'POST',
      'content-type',
    );
    expect(otherPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('covers GraphQL and the OAuth documents; /oauth/token takes a client from its redirect origin', async () => {
    const graphql = await preflight(
      `${service.url}/v1/graphql`,
      'https://app.example.com',
      'POST',
      'content-type',
    );
    expect(graphql.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    const metadata = await fetch(`${service.url}/.well-known/openid-configuration`, {
      headers: { origin: 'https://app.example.com' },
    });
    expect(metadata.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    const token = await preflight(
      `${service.url}/oauth/token`,
      'https://spa.example.org',
      'POST',
      'content-type',
    );
    expect(token.status).toBe(204);
    expect(token.headers.get('access-control-allow-origin')).toBe('https://spa.example.org');

    // A registered client's request from an origin none of its redirects is on: refused by the server.
    const foreign = await fetch(`${service.url}/oauth/token`, {
      method: 'POST',
      headers: { origin: 'https://spa.example.org', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'x',
        client_id: 'petstore-demo',
      }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
