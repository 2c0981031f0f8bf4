import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { authorizationRequest, authorizeByForms, discover, oauthError } from './helpers.js';

/**
 * A code or refresh token presented several times at once: exactly one presentation wins, every
 * other one is `invalid_grant`, whichever of them reaches the database first.
 */
let service: TestGateway;
let demo: oidc.Configuration;
let account: TestAccount;
const redirectUri = 'http://127.0.0.1:7100/callback';
const PARALLEL = 8;
const TRIALS = 5;

beforeAll(async () => {
  service = await startTestGateway({
    RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10000',
  });
  demo = await discover(service, 'petstore-demo');
  account = await signUp(service.url);
});
afterAll(() => service?.close());

/** A fresh code of the demo client, and what its exchange needs. */
async function freshCode() {
  const request = await authorizationRequest(demo, redirectUri, 'read:pets');
  const callback = await authorizeByForms(service.url, request.url, account.username, account.password);
  expect(callback.searchParams.has('code')).toBe(true);
  return { request, callback };
}

/** The outcome of each call: its tokens, or its OAuth error. */
function outcomes(calls: Promise<oidc.TokenEndpointResponse>[]) {
  return Promise.all(
    calls.map((call) =>
      call.then(
        (tokens) => ({ tokens, error: undefined }),
        async (error: unknown) => ({ tokens: undefined, error: await oauthError(Promise.reject(error)) }),
      ),
    ),
  );
}

/** Exactly one winner, whose tokens are returned; every other presentation is invalid_grant. */
function theOneWinner(results: Awaited<ReturnType<typeof outcomes>>) {
  const winners = results.filter((result) => result.tokens !== undefined);
  expect(winners).toHaveLength(1);
  expect(results.filter((result) => result.error === 'invalid_grant')).toHaveLength(PARALLEL - 1);
  return winners[0]?.tokens;
}

describe('presenting one grant several times at once', () => {
  it(`${PARALLEL} parallel redemptions of one code: exactly one token set, ${TRIALS} times in a row`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { request, callback } = await freshCode();
      const results = await outcomes(
        Array.from({ length: PARALLEL }, () =>
          oidc.authorizationCodeGrant(demo, callback, {
            pkceCodeVerifier: request.verifier,
            expectedState: request.state,
          }),
        ),
      );
      theOneWinner(results);
    }
  });

  it(`${PARALLEL} parallel refreshes of one refresh token: exactly one winner, ${TRIALS} times in a row`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { request, callback } = await freshCode();
      const tokens = await oidc.authorizationCodeGrant(demo, callback, {
        pkceCodeVerifier: request.verifier,
        expectedState: request.state,
      });
      const refreshToken = tokens.refresh_token ?? '';
      const results = await outcomes(
        Array.from({ length: PARALLEL }, () => oidc.refreshTokenGrant(demo, refreshToken)),
      );
      const winner = theOneWinner(results);
      // The losers were a reuse of a spent token, as one sent later would be: the grant is
      // revoked, the winner's new refresh token with it.
      expect(await oauthError(oidc.refreshTokenGrant(demo, winner?.refresh_token ?? ''))).toBe(
        'invalid_grant',
      );
    }
  });
});
