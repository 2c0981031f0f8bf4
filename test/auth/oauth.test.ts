import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { signUp } from '../helpers/auth.js';
import { api, type ApiResponse } from '../helpers/json-api.js';

let service: TestGateway;
beforeAll(async () => {
  // Many token requests from one address: the token-endpoint budget is tested on its own elsewhere.
  service = await sharedTestGateway();
});

function form(path: string, params: Record<string, string>): Promise<ApiResponse> {
  return api(service.url, 'POST', path, {
    rawBody: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const refresh = (refreshToken: string, extra: Record<string, string> = {}) =>
  form('/oauth/refresh', { grant_type: 'refresh_token', refresh_token: refreshToken, ...extra });

const me = (token: string) => api(service.url, 'GET', '/v1/users/me', { token });

describe('refresh token rotation (POST /oauth/refresh)', () => {
  it('exchanges a refresh token for new tokens in the RFC 6749 shape', async () => {
    const account = await signUp(service.url);
    const response = await refresh(account.refreshToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(response.body).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_token',
      'scope',
      'token_type',
    ]);
    expect(response.body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(response.body['refresh_token']).not.toBe(account.refreshToken);
    expect((await me(String(response.body['access_token']))).status).toBe(200);
  });

  it('each new refresh token works once, in a chain', async () => {
    const account = await signUp(service.url);
    let current = account.refreshToken;
    for (let step = 0; step < 3; step++) {
      const response = await refresh(current);
      expect(response.status).toBe(200);
      current = String(response.body['refresh_token']);
    }
  });

  it('reusing a rotated refresh token revokes the whole family, the newest token included', async () => {
    const account = await signUp(service.url);
    const first = await refresh(account.refreshToken);
    const newest = String(first.body['refresh_token']);

    const replay = await refresh(account.refreshToken);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ error: 'invalid_grant' });
    expect(String(replay.body['error_description'])).toMatch(/already used/);

    const afterReplay = await refresh(newest);
    expect(afterReplay.status).toBe(400);
    expect(afterReplay.body['error']).toBe('invalid_grant');
  });

  it('reuse revokes only that family: another login of the same user keeps working', async () => {
    const account = await signUp(service.url);
    const other = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: account.password },
    });
    await refresh(account.refreshToken);
    await refresh(account.refreshToken);
    expect((await refresh(String(other.body['refreshToken']))).status).toBe(200);
  });

  it('two simultaneous uses of one refresh token: one wins, and as a reuse it kills the family', async () => {
    const account = await signUp(service.url);
    const results = await Promise.all([refresh(account.refreshToken), refresh(account.refreshToken)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    const winner = results.find((result) => result.status === 200);
    expect((await refresh(String(winner?.body['refresh_token']))).body['error']).toBe('invalid_grant');
  });

  it('eight simultaneous uses of one refresh token: exactly one winner, five times in a row', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const account = await signUp(service.url);
      const results = await Promise.all(Array.from({ length: 8 }, () => refresh(account.refreshToken)));
      expect(results.filter((result) => result.status === 200)).toHaveLength(1);
      expect(results.filter((result) => result.body['error'] === 'invalid_grant')).toHaveLength(7);
    }
  });

  it('an unknown refresh token gets 400 invalid_grant', async () => {
    const response = await refresh('this-token-was-never-issued');
    expect(response.status).toBe(400);
    expect(response.body['error']).toBe('invalid_grant');
  });

  it('accepts a JSON body as well as a form', async () => {
    const account = await signUp(service.url);
    const response = await api(service.url, 'POST', '/oauth/refresh', {
      body: { grant_type: 'refresh_token', refresh_token: account.refreshToken },
    });
    expect(response.status).toBe(200);
  });

  it('a refresh may narrow the scope, never widen it (invalid_scope)', async () => {
    const account = await signUp(service.url);
    const narrowed = await refresh(account.refreshToken, { scope: 'read:pets' });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body['scope']).toBe('read:pets');
    // The family keeps what login granted: a later refresh without scope gets it all back.
    const full = await refresh(String(narrowed.body['refresh_token']));
    expect(String(full.body['scope']).split(' ')).toContain('read:user');

    const widened = await refresh(String(full.body['refresh_token']), { scope: 'read:pets write:pets' });
    expect(widened.status).toBe(400);
    expect(widened.body['error']).toBe('invalid_scope');
  });

  it('a missing refresh_token is invalid_request; a repeated parameter too', async () => {
    const missing = await form('/oauth/refresh', { grant_type: 'refresh_token' });
    expect(missing.status).toBe(400);
    expect(missing.body['error']).toBe('invalid_request');
    const repeated = await api(service.url, 'POST', '/oauth/refresh', {
      rawBody: 'grant_type=refresh_token&refresh_token=a&refresh_token=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body['error']).toBe('invalid_request');
  });

  it('a __proto__ parameter or an operator object is refused as invalid_request', async () => {
    const account = await signUp(service.url);
    const polluted = await api(service.url, 'POST', '/oauth/refresh', {
      rawBody: `grant_type=refresh_token&refresh_token=${account.refreshToken}&__proto__=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(polluted.body['error']).toBe('invalid_request');
    const operator = await api(service.url, 'POST', '/oauth/refresh', {
      body: { grant_type: 'refresh_token', refresh_token: { $ne: null } },
    });
    expect(operator.status).toBe(400);
    expect(operator.body['error']).toBe('invalid_request');
    // Nothing was spent: the real token still works.
    expect((await refresh(account.refreshToken)).status).toBe(200);
  });

  it('another content type gets 415', async () => {
    const response = await api(service.url, 'POST', '/oauth/refresh', {
      rawBody: 'refresh_token=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
  });
});

describe('POST /oauth/token', () => {
  it('serves grant_type=refresh_token', async () => {
    const account = await signUp(service.url);
    const response = await form('/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: account.refreshToken,
    });
    expect(response.status).toBe(200);
    expect(typeof response.body['access_token']).toBe('string');
  });

  it('an unsupported grant type gets unsupported_grant_type; none at all invalid_request', async () => {
    const password = await form('/oauth/token', { grant_type: 'password', username: 'admin', password: 'x' });
    expect(password.status).toBe(400);
    expect(password.body['error']).toBe('unsupported_grant_type');
    const none = await form('/oauth/token', { refresh_token: 'x' });
    expect(none.body['error']).toBe('invalid_request');
  });
});

describe('POST /oauth/revoke (RFC 7009)', () => {
  it('revoking a refresh token ends its family', async () => {
    const account = await signUp(service.url);
    const rotated = await refresh(account.refreshToken);
    const response = await form('/oauth/revoke', {
      token: String(rotated.body['refresh_token']),
      token_type_hint: 'refresh_token',
    });
    expect(response.status).toBe(200);
    expect((await refresh(String(rotated.body['refresh_token']))).body['error']).toBe('invalid_grant');
  });

  it('an unknown token is answered 200 all the same', async () => {
    const response = await form('/oauth/revoke', { token: 'never-issued' });
    expect(response.status).toBe(200);
  });

  it('a request without a token is invalid_request', async () => {
    const response = await form('/oauth/revoke', {});
    expect(response.status).toBe(400);
    expect(response.body['error']).toBe('invalid_request');
  });
});

describe('GET /oauth/jwks', () => {
  it('lets a client verify an access token on its own, with jose and the published keys', async () => {
    const account = await signUp(service.url);
    const jwks = createRemoteJWKSet(new URL(`${service.url}/oauth/jwks`));
    const { payload, protectedHeader } = await jwtVerify(account.accessToken, jwks, {
      issuer: service.url,
      audience: 'petstore-gateway',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ sub: account.userId, tenant: account.tenantId, role: 'CUSTOMER' });
  });

  it('is public and cacheable', async () => {
    const response = await api(service.url, 'GET', '/oauth/jwks');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age');
  });
});
