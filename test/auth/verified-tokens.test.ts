import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens, CLOCK_TOLERANCE_SECONDS } from '../../src/core/auth/access-tokens.js';
import { startEmbeddedMongoInProcess } from '../../src/db/embedded/index.js';
import { signUp, tokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';

/**
 * A verified access token is remembered by its exact string (src/core/auth/verified-tokens.ts):
 * these are the ways a remembered token must still be refused.
 */
let service: TestGateway;
beforeAll(async () => {
  service = await startTestGateway({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000' });
});
afterAll(() => service.close());

const me = (token: string) => api(service.url, 'GET', '/v1/users/me', { token });

/** The token with one of its three parts replaced. */
function withPart(token: string, index: 0 | 1 | 2, part: string): string {
  const parts = token.split('.');
  parts[index] = part;
  return parts.join('.');
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as object;

describe('a remembered token over HTTP', () => {
  it('an altered token is refused after the genuine one was accepted and remembered', async () => {
    const account = await signUp(service.url);
    const admin = await me((await tokensFor(service.url, 'admin')).accessToken);
    expect((await me(account.accessToken)).status).toBe(200);

    const [, payload = '', signature = ''] = account.accessToken.split('.');
    // The genuine signature over claims naming someone else.
    const otherSubject = withPart(
      account.accessToken,
      1,
      encode({ ...decode(payload), sub: admin.body['id'] }),
    );
    // The genuine claims with a signature that is not theirs.
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const otherSignature = withPart(account.accessToken, 2, flipped);
    for (const altered of [otherSubject, otherSignature, `${account.accessToken}x`]) {
      const response = await me(altered);
      expect(response.status).toBe(401);
      expect(response.body['detail']).toBe('The access token is not valid.');
    }
    expect((await me(account.accessToken)).body['id']).toBe(account.userId);
  });

  it('a remembered token of a user who changed their password is refused on the next request', async () => {
    const account = await signUp(service.url);
    expect((await me(account.accessToken)).status).toBe(200);
    const changed = await api(service.url, 'PUT', `/v1/users/${account.userId}`, {
      token: account.accessToken,
      body: { password: `${account.password}-new`, currentPassword: account.password },
    });
    expect(changed.status).toBe(200);
    // Within the same second as the change too: `iat` is before `tokensValidAfter`.
    const response = await me(account.accessToken);
    expect(response.status).toBe(401);
    expect(response.body['detail']).toBe('The access token has been revoked.');
  });
});

describe('a remembered token and the clock', () => {
  const ttlSeconds = 60;
  let nowMs = Date.now();
  const tokensAt = (rememberedTokens?: number) =>
    new AccessTokens(service.gateway.core.keyring, {
      issuer: () => 'https://petstore.test',
      audience: 'petstore-gateway',
      ttlSeconds,
      now: () => nowMs,
      ...(rememberedTokens === undefined ? {} : { rememberedTokens }),
    });
  const outcome = (verifying: Promise<unknown>) =>
    verifying.then(
      () => 'accepted',
      (error: Error) => error.message,
    );

  it('is taken without a new verification while its times hold', async () => {
    nowMs = Date.UTC(2030, 0, 1, 12, 0, 0);
    const remembering = tokensAt();
    const { token } = await remembering.issue({ userId: 'u', tenantId: 't', role: 'CUSTOMER', scopes: [] });
    const first = await remembering.verify(token);
    nowMs += 10_000;
    expect(await remembering.verify(token)).toBe(first);
  });

  it('expires in the very second an unremembered token does, and stays refused', async () => {
    const issuedAtMs = Date.UTC(2030, 0, 1, 12, 0, 0, 500);
    nowMs = issuedAtMs;
    const remembering = tokensAt();
    const verifyingAfresh = tokensAt(0);
    const { token } = await remembering.issue({ userId: 'u', tenantId: 't', role: 'CUSTOMER', scopes: [] });
    await remembering.verify(token);
    const lastSecond = ttlSeconds + CLOCK_TOLERANCE_SECONDS - 1;
    for (const seconds of [0, 1, lastSecond - 1, lastSecond, lastSecond + 1, lastSecond + 2, 3600]) {
      for (const withinSecondMs of [0, 999]) {
        nowMs = issuedAtMs - 500 + seconds * 1000 + withinSecondMs;
        const fresh = await outcome(verifyingAfresh.verify(token));
        expect({ seconds, withinSecondMs, remembered: await outcome(remembering.verify(token)) }).toEqual({
          seconds,
          withinSecondMs,
          remembered: fresh,
        });
        expect(fresh).toBe(seconds <= lastSecond ? 'accepted' : 'The access token has expired.');
      }
    }
  });

  it('is refused when the clock is set back before its issue beyond the tolerance', async () => {
    nowMs = Date.UTC(2030, 0, 1, 12, 0, 0);
    const remembering = tokensAt();
    const { token } = await remembering.issue({ userId: 'u', tenantId: 't', role: 'CUSTOMER', scopes: [] });
    await remembering.verify(token);
    nowMs -= (CLOCK_TOLERANCE_SECONDS + 1) * 1000;
    await expect(remembering.verify(token)).rejects.toThrow('The access token is not valid.');
  });
});

describe('a remembered token and the signing keys', () => {
  it('after the key set changed, a token signed by a removed key is refused', async () => {
    const mongo = await startEmbeddedMongoInProcess({ memory: true });
    // Two gateways in turn on one database, with a fixed issuer (their ports differ).
    const env = { MONGODB_URI: `${mongo.uri}/petstore`, TOKEN_ISSUER: 'https://petstore.test' };
    try {
      const before = await startTestGateway(env);
      const account = await signUp(before.url);
      const meAt = (url: string, token: string) => api(url, 'GET', '/v1/users/me', { token });
      try {
        expect((await meAt(before.url, account.accessToken)).status).toBe(200);
        expect((await meAt(before.url, account.accessToken)).status).toBe(200);
        // The key is retired: removed from the key set, a new one is made on the next start.
        await before.gateway.database.connection.collection('signing_keys').deleteMany({});
      } finally {
        await before.close();
      }
      const after = await startTestGateway(env);
      try {
        expect(after.gateway.core.keyring.jwks().keys).toHaveLength(1);
        const refused = await meAt(after.url, account.accessToken);
        expect(refused.status).toBe(401);
        expect(refused.body['detail']).toBe('The access token is not valid.');
        const login = await api(after.url, 'POST', '/v1/auth/tokens', {
          body: { username: account.username, password: account.password },
        });
        expect((await meAt(after.url, String(login.body['accessToken']))).status).toBe(200);
      } finally {
        await after.close();
      }
    } finally {
      await mongo.stop();
    }
  });
});
