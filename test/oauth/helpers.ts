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

/**
 * Walks an authorization request through the login and consent forms over plain HTTP (the
 * browser test covers the pages as a user sees them) and returns the URL it redirects back to.
 * Pass a `jar` to keep one browser's cookies (its sign-in session) across requests.
 */
export async function authorizeByForms(
  baseUrl: string,
  authorizeUrl: URL,
  username: string,
  password: string,
  jar = new CookieJar(),
) {
  const step = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(new URL(url, baseUrl), {
      method: form === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form === undefined ? undefined : new URLSearchParams(form).toString(),
    });
    jar.take(response);
    return response;
  };
  const csrfOf = async (response: Response) =>
    /name="csrf" value="([^"]+)"/.exec(await response.text())?.[1] ?? '';
  let location = (await step(authorizeUrl.href)).headers.get('location') ?? '';
  for (let hops = 0; hops < 6 && location.startsWith('/oauth/interaction/'); hops++) {
    const page = await step(location);
    const consent = (await page.clone().text()).includes('name="decision"');
    const answered = await step(
      `${location}/${consent ? 'consent' : 'login'}`,
      consent
        ? { decision: 'allow', csrf: await csrfOf(page) }
        : { username, password, csrf: await csrfOf(page) },
    );
    location = (await step(answered.headers.get('location') ?? '')).headers.get('location') ?? '';
  }
  return new URL(location, baseUrl);
}

/** An authorization request from a client the server does not know, as an attacker would send it. */
export function authorizeUnknownClient(service: TestGateway): Promise<Response> {
  const url = new URL(`${service.url}/oauth/authorize`);
  url.search = new URLSearchParams({
    client_id: 'nobody',
    response_type: 'code',
    redirect_uri: 'https://evil.example/cb',
    scope: 'read:pets',
    code_challenge: 'a'.repeat(43),
    code_challenge_method: 'S256',
  }).toString();
  return fetch(url, { redirect: 'manual' });
}
