import * as oidc from 'openid-client';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { TestGateway } from '../helpers/gateway.js';

/** openid-client's configuration for `clientId`, found by OpenID discovery (plain http in tests). */
export function discover(service: TestGateway, clientId: string, auth: oidc.ClientAuth = oidc.None()) {
  return oidc.discovery(new URL(service.url), clientId, undefined, auth, {
    execute: [oidc.allowInsecureRequests],
  });
}

/** A fresh authorization request: PKCE pair, state and nonce, and the URL to open. */
export async function authorizationRequest(
  config: oidc.Configuration,
  redirectUri: string,
  scope: string,
  extra: Record<string, string> = {},
) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  // A nonce belongs to OpenID requests only.
  const nonce = scope.split(' ').includes('openid') ? oidc.randomNonce() : undefined;
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...(nonce === undefined ? {} : { nonce }),
    ...extra,
  });
  return { url, verifier, state, nonce };
}

/** The header and claims of a JWT, unverified (the service verifies; tests look). */
export function peek(token: string) {
  return { header: decodeProtectedHeader(token), claims: decodeJwt(token) };
}

/** The OAuth error of a rejected openid-client call (`invalid_grant`, ...). */
export async function oauthError(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof oidc.ResponseBodyError) return error.error;
    if (error instanceof oidc.AuthorizationResponseError) return error.error;
    // A 401 (invalid_client) comes as a WWW-Authenticate challenge.
    if (error instanceof oidc.WWWAuthenticateChallengeError) {
      return String(error.cause[0]?.parameters.error ?? error.response?.status);
    }
    throw error;
  }
  throw new Error('expected the call to fail with an OAuth error');
}

/** A browser's cookies, without a browser: enough to walk the login form over plain HTTP. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
