import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  startGatewayBeside,
  startTestGateway,
  TEST_SEED_PASSWORD,
  type TestGateway,
} from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { CookieJar } from './helpers.js';

// Two gateway processes over one database, behind one public name: every step of a flow may land
// on either, so sessions, interactions, grants and codes must live in the database.
let first: TestGateway;
let second: TestGateway;
const env = { TOKEN_ISSUER: 'http://gateway.test', RATE_LIMIT_LOGIN_PER_MINUTE: '100' };

beforeAll(async () => {
  first = await startTestGateway(env);
  second = await startGatewayBeside(first, env);
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

test('an authorization started on one gateway process completes on the other', async () => {
  const jar = new CookieJar();
  const on = (service: TestGateway, location: string) =>
    `${service.url}${new URL(location, 'http://any').pathname}${new URL(location, 'http://any').search}`;
  const get = async (url: string) => {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(response);
    return response;
  };
  const post = async (url: string, fields: Record<string, string>) => {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    jar.take(response);
    return response;
  };
  const csrfOf = async (response: Response) =>
    /name="csrf" value="([^"]+)"/.exec(await response.text())?.[1] ?? '';

  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = 'http://127.0.0.1:7000/callback';
  const authorize = new URL(`${first.url}/oauth/authorize`);
  for (const [name, value] of Object.entries({
    client_id: 'petstore-demo',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'read:pets read:user',
    state: 'across',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })) {
    authorize.searchParams.set(name, value);
  }

  const toLogin = await get(authorize.href);
  const loginPage = await get(on(second, toLogin.headers.get('location') ?? ''));
  const loggedIn = await post(`${on(second, toLogin.headers.get('location') ?? '')}/login`, {
    username: 'customer',
    password: TEST_SEED_PASSWORD,
    csrf: await csrfOf(loginPage),
  });
  expect(loggedIn.status).toBe(303);
  const toConsent = await get(on(first, loggedIn.headers.get('location') ?? ''));
  const consentPath = on(second, toConsent.headers.get('location') ?? '');
  const consentPage = await get(consentPath);
  const allowed = await post(`${consentPath}/consent`, {
    decision: 'allow',
    csrf: await csrfOf(consentPage),
  });
  const back = await get(on(first, allowed.headers.get('location') ?? ''));
  const callback = new URL(back.headers.get('location') ?? '');
  expect(callback.origin + callback.pathname).toBe(redirectUri);
  expect(callback.searchParams.get('state')).toBe('across');

  const exchanged = await api(second.url, 'POST', '/oauth/token', {
    rawBody: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'petstore-demo',
      redirect_uri: redirectUri,
      code: callback.searchParams.get('code') ?? '',
      code_verifier: verifier,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(exchanged.status).toBe(200);
  const me = await api(first.url, 'GET', '/v1/users/me', { token: String(exchanged.body['access_token']) });
  expect(me.status).toBe(200);
  expect(me.body['username']).toBe('customer');
});
