import { hkdfSync } from 'node:crypto';
import type { Configuration, JWK, KoaContextWithOIDC } from 'oidc-provider';
import type { Core } from '../../core/core.js';
import { SCOPES } from '../../core/context.js';
import { mayIntrospect } from '../../core/auth/token-introspection.js';
import { CorsOrigins, isRedirectOrigin } from '../shared/cors.js';
import { interactionPolicyWithEndedSessions } from './interaction-policy.js';
import { oidcProvider } from './oidc-provider-package.js';
import { forProvider } from './provider-errors.js';
import { storageAdapterFactory } from './storage-adapter.js';
import { clientProperty, TokenClaims } from './token-claims.js';
import { errorPage } from './pages.js';

const AUTHORIZATION_CODE_TTL_SECONDS = 60;
const INTERACTION_TTL_SECONDS = 15 * 60;
const SESSION_TTL_SECONDS = 14 * 24 * 3600;
/** Remembered consent lasts a year, or until the user revokes it. */
const GRANT_TTL_SECONDS = 365 * 24 * 3600;

export interface ServerUrls {
  /** The `iss` of every token, the same the service's own tokens carry. */
  issuer: string;
  /** Where this service is reached (redirect paths on it resolve here). */
  baseUrl: string;
  /** The resource indicator (RFC 8707) of the gateway's API. */
  resource: string;
}

/**
 * Keys for the server's cookies, derived from the persisted signing key: every process agrees on
 * them without a new secret to configure, and they change when the signing key does.
 */
export function cookieKeys(signingJwk: JWK): string[] {
  const secret = typeof signingJwk.d === 'string' ? signingJwk.d : '';
  return [
    Buffer.from(hkdfSync('sha256', secret, 'petstore-gateway', 'oauth cookies', 32)).toString('base64url'),
  ];
}

/**
 * oidc-provider, configured as the gateway's authorization server: code + PKCE (S256 only) and
 * client_credentials; refresh tokens rotate on every use; access tokens are the gateway's own
 * `at+jwt` (ES256, its signing key, its audience) through Resource Indicators.
 */
export function providerConfiguration(core: Core, urls: ServerUrls): Configuration {
  const { config } = core;
  const claims = new TokenClaims(core.oauth.accounts);
  const signingJwk = core.keyring.signingJwk as JWK;
  const corsOrigins = new CorsOrigins(config.cors);
  return {
    adapter: storageAdapterFactory(core.oauth, () => urls.baseUrl),
    jwks: { keys: [signingJwk] },
    cookies: {
      keys: cookieKeys(signingJwk),
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'offline_access', ...SCOPES],
    claims: { openid: ['sub'] },
    responseTypes: ['code'],
    // Every client, confidential ones included, uses PKCE, with S256 only (RFC 9700 §2.1.1).
    pkce: { methods: ['S256'], required: () => true },
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      id_token_signed_response_alg: 'ES256',
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
    enabledJWA: {
      idTokenSigningAlgValues: ['ES256'],
      clientAuthSigningAlgValues: ['ES256'],
      requestObjectSigningAlgValues: ['ES256'],
    },
    extraClientMetadata: { properties: ['tenant_id', 'service_account_id'] },
    routes: {
      authorization: '/authorize',
      token: '/token',
      revocation: '/revoke',
      introspection: '/introspect',
      jwks: '/jwks',
      end_session: '/logout',
    },
    features: {
      devInteractions: { enabled: false },
      // Sender-constrained tokens would need a check the gateway's bearer verification lacks.
      dPoP: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: {
        enabled: true,
        // The core's rule, the same as for JWT access tokens: confidential clients, their own tokens.
        allowedPolicy: async (_ctx, client, token) =>
          mayIntrospect(
            {
              id: client.clientId,
              tenantId: clientProperty(client, 'tenant_id'),
              confidential: client.clientAuthMethod !== 'none',
            },
            { clientId: token.clientId, tenantId: undefined },
          ),
      },
      revocation: { enabled: true },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => urls.resource,
        useGrantedResource: () => true,
        getResourceServerInfo: async (ctx, indicator, client) => {
          if (indicator !== urls.resource) throw new (oidcProvider().errors.InvalidTarget)();
          // What the client registered; for client_credentials, cut to its account's role by the
          // core, which refuses (invalid_scope) a request beyond that role.
          let allowed: readonly string[] = client.scope?.split(' ') ?? [];
          const serviceAccount = clientProperty(client, 'service_account_id');
          if (ctx.oidc.route === 'token' && serviceAccount !== undefined) {
            const requested = String(ctx.oidc.params?.['scope'] ?? '').split(' ');
            allowed = await forProvider(
              core.oauth.accounts.serviceAccountScopes(serviceAccount, allowed, requested),
            );
          }
          return {
            scope: SCOPES.filter((scope) => allowed.includes(scope)).join(' '),
            audience: config.tokens.audience,
            accessTokenTTL: config.tokens.accessTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256', kid: core.keyring.kid } },
          };
        },
      },
    },
    findAccount: claims.findAccount,
    extraTokenClaims: claims.extraTokenClaims,
    formats: { customizers: { jwt: claims.customizeJwt } },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Refresh tokens live their own lifetime, like first-party ones, not the browser session's.
    expiresWithSession: async () => false,
    // Rotation on every use: a spent refresh token presented again revokes its whole grant.
    rotateRefreshToken: () => true,
    // Consent is remembered per client and account, across login sessions.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider } = ctx.oidc;
      const accountId = session?.accountId;
      if (client === undefined || accountId === undefined) return undefined;
      const grantId =
        ctx.oidc.result?.['consent']?.grantId ??
        session?.grantIdFor(client.clientId) ??
        (await core.oauth.artifacts('Grant').idsFor(accountId, client.clientId)).at(-1);
      return grantId === undefined ? undefined : provider.Grant.find(grantId);
    },
    interactions: {
      // A session whose account can no longer sign in is ended, and the login asked for again.
      policy: interactionPolicyWithEndedSessions(),
      url: (_ctx, interaction) => `/oauth/interaction/${interaction.uid}`,
    },
    // Same-origin SPAs need no CORS; other origins when one of the client's redirects is there
    // (loopback ones on any port), or when CORS_ORIGINS (or development's loopback rule) allows it.
    clientBasedCORS: (_ctx, origin, client) =>
      corsOrigins.allows(origin) || (client.redirectUris ?? []).some((uri) => isRedirectOrigin(uri, origin)),
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error, out.error_description);
    },
    ttl: {
      AccessToken: config.tokens.accessTtlSeconds,
      ClientCredentials: config.tokens.accessTtlSeconds,
      AuthorizationCode: AUTHORIZATION_CODE_TTL_SECONDS,
      IdToken: config.tokens.accessTtlSeconds,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      Grant: GRANT_TTL_SECONDS,
      RefreshToken: config.tokens.refreshTtlSeconds,
    },
  };
}
