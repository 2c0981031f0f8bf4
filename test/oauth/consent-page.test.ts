import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as oidc from 'openid-client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { startTestGateway, TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
import { authorizationRequest, discover } from './helpers.js';

/**
 * The login and consent pages as a person meets them, in Chromium: what a native app's repeated
 * request lists, "Not you?", "Cancel", an unknown app's error, and the contrast of the controls.
 */
let service: TestGateway;
let browser: Browser;
let page: Page;
let demo: oidc.Configuration;
let app: Server;
let redirectUri: string;
let screenshots: string;
const callbacks: ((url: URL) => void)[] = [];

beforeAll(async () => {
  service = await startTestGateway({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  app = createServer((_req, res) => res.end('back in the app'));
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  redirectUri = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`;
  [browser, screenshots, demo] = await Promise.all([
    launchBrowser(),
    mkdtemp(path.join(tmpdir(), 'petstore-oauth-pages-')),
    discover(service, 'petstore-demo'),
  ]);
  console.log(`OAuth page screenshots: ${screenshots}`);
  page = await (await browser.newContext({ viewport: { width: 900, height: 900 } })).newPage();
  page.on('request', (request) => {
    if (request.url().startsWith(redirectUri)) callbacks.shift()?.(new URL(request.url()));
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await service?.close();
  app?.close();
});

function nextCallback(): Promise<URL> {
  return new Promise((resolve) => callbacks.push(resolve));
}

const shot = (name: string) => page.screenshot({ path: path.join(screenshots, name), fullPage: true });

/** WCAG 2's contrast ratio of two CSS colours as `getComputedStyle` gives them (`rgb(r, g, b)`). */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const style = (selector: string, property: string) =>
  page.evaluate<string>(
    `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).getPropertyValue(${JSON.stringify(property)})`,
  );

async function signIn(username: string): Promise<void> {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(TEST_SEED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => page.title()).toContain('Allow access');
}

describe('the sign-in pages in a browser', () => {
  it('says in words that an unknown app is not registered', async () => {
    const url = new URL(`${service.url}/oauth/authorize`);
    url.search = new URLSearchParams({
      client_id: 'no-such-app',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const response = await page.goto(url.href);
    expect(response?.status()).toBe(400);
    const alert = await page.getByRole('alert').innerText();
    expect(alert).toContain('is not registered with this service');
    expect(alert).not.toContain('client is invalid');
    await shot('1-unknown-client.png');
  });

  it('login fields and the focus ring stand out at 3:1; Cancel returns access_denied to the app', async () => {
    const request = await authorizationRequest(demo, redirectUri, 'openid read:pets');
    await page.goto(request.url.href);
    await expect.poll(() => page.title()).toContain('Sign in');
    const background = await style('main', 'background-color');
    expect(contrast(await style('#username', 'border-top-color'), background)).toBeGreaterThanOrEqual(3);
    await page.locator('#password').focus();
    expect(await style('#password', 'outline-style')).toBe('solid');
    const ring = await style('#password', 'outline-color');
    expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
    expect(contrast(ring, await style('body', 'background-color'))).toBeGreaterThanOrEqual(3);
    await shot('2-login-focus.png');

    const callback = nextCallback();
    await page.getByRole('button', { name: 'Cancel and go back to the app' }).click();
    const returned = await callback;
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expect(returned.searchParams.get('state')).toBe(request.state);
  });

  it("lists every scope again when a native app asks again, marks those allowed, and 'Not you?' switches account", async () => {
    const scope = 'openid read:pets read:user admin';
    const first = await authorizationRequest(demo, redirectUri, scope);
    await page.goto(first.url.href);
    await signIn('customer');
    expect(await page.locator('ul.scopes').innerText()).not.toContain('already allowed');
    let callback = nextCallback();
    await page.getByRole('button', { name: 'Allow' }).click();
    expect((await callback).searchParams.get('code')).not.toBeNull();

    // The same request again: the session is known, the demo app is native, so consent comes again.
    const again = await authorizationRequest(demo, redirectUri, scope);
    await page.goto(again.url.href);
    await expect.poll(() => page.title()).toContain('Allow access');
    const listed = (await page.locator('ul.scopes').innerText()).split('\n');
    expect(listed).toEqual([
      'Confirm who you are (your account id) openid (already allowed)',
      'See the pet catalog read:pets (already allowed)',
      'See your account details read:user (already allowed)',
    ]);
    expect(await page.locator('ul.scopes-unavailable').innerText()).toContain('admin');
    const text = await page.locator('main').innerText();
    expect(text).toContain('asks each time');
    expect(text).not.toContain('remembered');
    expect(text).toContain('Signed in as customer.');
    await shot('3-consent-asked-again.png');

    await page.getByRole('button', { name: 'Not you? Sign in as someone else' }).click();
    await expect.poll(() => page.title()).toContain('Sign in');
    await shot('4-not-you-login.png');
    await signIn('staff');
    expect(await page.locator('main').innerText()).toContain('Signed in as staff.');
    // staff has granted nothing to this app yet: nothing is marked.
    expect(await page.locator('ul.scopes').innerText()).not.toContain('already allowed');
    await shot('5-consent-as-staff.png');
    callback = nextCallback();
    await page.getByRole('button', { name: 'Allow' }).click();
    const returned = await callback;
    expect(returned.searchParams.get('state')).toBe(again.state);
    expect(returned.searchParams.get('code')).not.toBeNull();
  });
});
