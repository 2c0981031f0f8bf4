import { SignJWT, decodeJwt, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { signUp, tokensFor } from '../helpers/auth.js';
import { api } from '../helpers/json-api.js';

let service: TestGateway;
beforeAll(async () => {
  // Every test signs up and logs in: anonymous requests beyond the default 60/min.
  service = await sharedTestGateway();
});

interface Forgery {
  key?: 'service' | 'stranger';
  issuer?: string;
  audience?: string;
  /** Seconds relative to now. */
  issuedAt?: number;
  expiresAt?: number;
  /** The `typ` header; the service's own is `at+jwt`, `null` leaves it out. */
  typ?: string | null;
}

/**
 * Signs claims the way the service does, with its own persisted key (read from the database) or
 * with a stranger's key under the same `kid`: what an attacker or a stale token would present.
 */
async function signToken(claims: Record<string, unknown>, forgery: Forgery = {}): Promise<string> {
  const stored = await service.gateway.database.connection
    .collection('signing_keys')
    .findOne({ current: true });
  const privateKey =
    forgery.key === 'stranger'
      ? (await generateKeyPair('ES256')).privateKey
      : await importJWK(stored?.['privateJwk'] as JWK, 'ES256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({
      alg: 'ES256',
      kid: String(stored?.['_id']),
      ...(forgery.typ === null ? {} : { typ: forgery.typ ?? 'at+jwt' }),
    })
    .setIssuer(forgery.issuer ?? service.url)
    .setAudience(forgery.audience ?? 'petstore-gateway')
    .setJti('forged')
    .setIssuedAt(now + (forgery.issuedAt ?? 0))
    .setExpirationTime(now + (forgery.expiresAt ?? 600))
    .sign(privateKey);
}

function claimsOf(account: { userId: string; tenantId: string }, role = 'CUSTOMER', scope = 'read:user') {
  return { sub: account.userId, tenant: account.tenantId, role, scope };
}

describe('POST /v1/auth/tokens', () => {
  it('answers 201 with a bearer access token, a refresh token, its lifetime and scopes', async () => {
    const account = await signUp(service.url);
    const response = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: account.password },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(response.body).sort()).toEqual([
      'accessToken',
      'expiresIn',
      'refreshToken',
      'scope',
      'tokenType',
    ]);
    expect(response.body).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 900,
      scope: 'read:pets read:orders write:orders read:user write:user chat:write',
    });
    expect(String(response.body['refreshToken'])).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeJwt(String(response.body['accessToken']));
    expect(claims).toMatchObject({
      sub: account.userId,
      tenant: account.tenantId,
      role: 'CUSTOMER',
      scope: 'read:pets read:orders write:orders read:user write:user chat:write',
      iss: service.url,
      aud: 'petstore-gateway',
    });
    expect(typeof claims.jti).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
  });

  it('logs in by email too, in any letter case', async () => {
    const account = await signUp(service.url);
    const response = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(response.status).toBe(201);
  });

  it('the seeded accounts log in with their roles and scopes', async () => {
    const admin = decodeJwt((await tokensFor(service.url, 'admin')).accessToken);
    const staff = decodeJwt((await tokensFor(service.url, 'staff')).accessToken);
    const customer = decodeJwt((await tokensFor(service.url, 'customer')).accessToken);
    expect([admin['role'], staff['role'], customer['role']]).toEqual(['ADMIN', 'STAFF', 'CUSTOMER']);
    expect(String(admin['scope']).split(' ')).toContain('admin');
    expect(String(staff['scope']).split(' ')).toContain('write:pets');
    expect(String(staff['scope']).split(' ')).not.toContain('admin');
    expect(String(customer['scope']).split(' ')).not.toContain('write:pets');
  });

  it('a requested scope narrows the token but never widens it beyond the role', async () => {
    const account = await signUp(service.url);
    const response = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: account.password, scope: 'read:pets write:pets admin' },
    });
    expect(response.status).toBe(201);
    expect(response.body['scope']).toBe('read:pets');
    expect(decodeJwt(String(response.body['accessToken']))['scope']).toBe('read:pets');
  });

  it('an unknown scope name gets 400', async () => {
    const account = await signUp(service.url);
    const response = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: account.password, scope: 'read:everything' },
    });
    expect(response.status).toBe(400);
    expect(response.body['errors']).toEqual([expect.objectContaining({ field: 'scope' })]);
  });

  it('a wrong password and an unknown user get the same 401 with WWW-Authenticate: Bearer', async () => {
    const account = await signUp(service.url);
    const wrongPassword = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: 'definitely-not-it' },
    });
    const unknownUser = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: `${account.username}-nobody`, password: 'definitely-not-it' },
    });
    const unknownEmail = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { email: `nobody-${account.email}`, password: 'definitely-not-it' },
    });
    for (const response of [wrongPassword, unknownUser, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
    expect(unknownUser.body['detail']).toBe(wrongPassword.body['detail']);
    expect(unknownEmail.body['detail']).toBe(wrongPassword.body['detail']);
  });

  it('an operator instead of a username is a 400 and logs nobody in', async () => {
    const response = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: { $gt: '' }, password: TEST_SEED_PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(response.body).not.toHaveProperty('accessToken');
    expect(response.body['errors']).toEqual([
      expect.objectContaining({ field: 'username.$gt', code: 'forbidden_key' }),
    ]);
  });

  it('an operator instead of a password is a 400 as well', async () => {
    const response = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: 'admin', password: { $ne: null } },
    });
    expect(response.status).toBe(400);
  });

  it('both a username and an email, or neither, get 400', async () => {
    const both = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: 'admin', email: 'admin@petstore.example', password: TEST_SEED_PASSWORD },
    });
    const neither = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { password: TEST_SEED_PASSWORD },
    });
    expect(both.status).toBe(400);
    expect(neither.status).toBe(400);
  });

  it('records the last login time', async () => {
    const account = await signUp(service.url);
    const stored = await service.gateway.database.connection
      .collection('users')
      .findOne({ _id: account.userId as never });
    expect(stored?.['lastLoginAt']).toBeInstanceOf(Date);
  });
});

describe('bearer tokens on protected routes', () => {
  it('a missing token is 401', async () => {
    const response = await api(service.url, 'GET', '/v1/users/me');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('a garbage token is 401', async () => {
    const response = await api(service.url, 'GET', '/v1/users/me', { token: 'not.a.jwt' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(response.body['type']).toBe('https://petstore-gateway.dev/problems/unauthenticated');
  });

  it('a malformed Authorization header is 401', async () => {
    const response = await api(service.url, 'GET', '/v1/users/me', {
      headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    });
    expect(response.status).toBe(401);
  });

  it('an expired token is 401 and says so', async () => {
    const account = await signUp(service.url);
    const expired = await signToken(claimsOf(account), { issuedAt: -1000, expiresAt: -100 });
    const response = await api(service.url, 'GET', '/v1/users/me', { token: expired });
    expect(response.status).toBe(401);
    expect(response.body['detail']).toMatch(/expired/);
  });

  it('a token signed with another key (same kid) is 401', async () => {
    const account = await signUp(service.url);
    const forged = await signToken(claimsOf(account, 'ADMIN'), { key: 'stranger' });
    const response = await api(service.url, 'GET', '/v1/users/me', { token: forged });
    expect(response.status).toBe(401);
  });

  it('a token of the service for another issuer or audience is 401', async () => {
    const account = await signUp(service.url);
    const wrongIssuer = await signToken(claimsOf(account), { issuer: 'https://evil.example' });
    const wrongAudience = await signToken(claimsOf(account), { audience: 'another-api' });
    expect((await api(service.url, 'GET', '/v1/users/me', { token: wrongIssuer })).status).toBe(401);
    expect((await api(service.url, 'GET', '/v1/users/me', { token: wrongAudience })).status).toBe(401);
  });

  it('a token with alg "none" is 401', async () => {
    const account = await signUp(service.url);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none' })}.${encode({
      sub: account.userId,
      tenant: account.tenantId,
      role: 'ADMIN',
      scope: 'admin read:user',
      iss: service.url,
      aud: 'petstore-gateway',
      jti: 'x',
      iat: now,
      exp: now + 60,
    })}.`;
    const response = await api(service.url, 'GET', '/v1/users/me', { token: unsigned });
    expect(response.status).toBe(401);
  });

  it('a validly signed token claiming a role the user does not have is refused (401)', async () => {
    const account = await signUp(service.url);
    const escalated = await signToken(claimsOf(account, 'ADMIN', 'admin read:user'));
    const response = await api(service.url, 'GET', '/v1/users/me', { token: escalated });
    expect(response.status).toBe(401);
  });

  it('a token without the at+jwt type, or typed as another kind of JWT, is 401', async () => {
    const account = await signUp(service.url);
    for (const typ of [null, 'JWT', 'id_token+jwt']) {
      const token = await signToken(claimsOf(account), { typ });
      expect((await api(service.url, 'GET', '/v1/users/me', { token })).status, String(typ)).toBe(401);
    }
    const mediaType = await signToken(claimsOf(account), { typ: 'application/at+jwt' });
    expect((await api(service.url, 'GET', '/v1/users/me', { token: mediaType })).status).toBe(200);
  });

  it('a token living longer than the configured lifetime (900 s) is 401 from its first second', async () => {
    const account = await signUp(service.url);
    const yearLong = await signToken(claimsOf(account), { expiresAt: 365 * 24 * 3600 });
    const slightlyLong = await signToken(claimsOf(account), { expiresAt: 900 + 60 });
    const oldButUnexpired = await signToken(claimsOf(account), { issuedAt: -2000, expiresAt: 60 });
    for (const token of [yearLong, slightlyLong, oldButUnexpired]) {
      const response = await api(service.url, 'GET', '/v1/users/me', { token });
      expect(response.status).toBe(401);
    }
  });

  it('a token issued in the future is 401; a few seconds of clock skew are tolerated', async () => {
    const account = await signUp(service.url);
    const future = await signToken(claimsOf(account), { issuedAt: 3600, expiresAt: 3600 + 600 });
    const justAhead = await signToken(claimsOf(account), { issuedAt: 60, expiresAt: 60 + 600 });
    expect((await api(service.url, 'GET', '/v1/users/me', { token: future })).status).toBe(401);
    expect((await api(service.url, 'GET', '/v1/users/me', { token: justAhead })).status).toBe(401);
    const skewed = await signToken(claimsOf(account), { issuedAt: 10, expiresAt: 10 + 900 });
    expect((await api(service.url, 'GET', '/v1/users/me', { token: skewed })).status).toBe(200);
  });

  it('the service accepts a token it signed itself: the forgery checks above are meaningful', async () => {
    const account = await signUp(service.url);
    const genuine = await signToken(claimsOf(account));
    expect((await api(service.url, 'GET', '/v1/users/me', { token: genuine })).status).toBe(200);
    // Its whole lifetime, as issued: iat now, exp 900 s later.
    const fullLife = await signToken(claimsOf(account), { expiresAt: 900 });
    expect((await api(service.url, 'GET', '/v1/users/me', { token: fullLife })).status).toBe(200);
  });

  it('the JWKS never publishes the private key', async () => {
    const response = await api(service.url, 'GET', '/oauth/jwks');
    const keys = response.body['keys'] as Record<string, unknown>[];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toHaveProperty('d');
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    }
    // A stranger key exported the same way does carry `d`: the check above is meaningful.
    expect(
      await exportJWK((await generateKeyPair('ES256', { extractable: true })).privateKey),
    ).toHaveProperty('d');
  });
});
