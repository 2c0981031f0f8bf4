import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { Core } from '../../core/core.js';
import type { RestContext } from '../rest/state.js';

/** A compact JWS: the gateway's access tokens. Opaque tokens (refresh tokens) are not. */
export function looksLikeJwt(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  try {
    decodeProtectedHeader(token);
    return true;
  } catch {
    return false;
  }
}

/** RFC 6749 §2.3.1: HTTP Basic (form-encoded id and secret), or the two body parameters. */
function clientCredentials(ctx: RestContext, body: Record<string, unknown>) {
  const header = ctx.get('authorization');
  if (header.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return undefined;
    try {
      return {
        id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
        secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
      };
    } catch {
      return undefined;
    }
  }
  const { client_id: id, client_secret: secret } = body;
  return typeof id === 'string' && typeof secret === 'string' ? { id, secret } : undefined;
}

/**
 * RFC 7662 for the gateway's JWT access tokens, which oidc-provider does not introspect (it only
 * knows the tokens it stores). The token goes through the same check as every request (signature,
 * issuer, audience, expiry, then the account: active, same role, not revoked since), so
 * introspection and the API never disagree. Confidential clients only, and only their tenant's tokens.
 */
export async function introspectJwt(
  core: Core,
  ctx: RestContext,
  body: Record<string, unknown>,
): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  const credentials = clientCredentials(ctx, body);
  const client = credentials === undefined ? null : await core.oauth.clients.find(credentials.id);
  if (
    client === null ||
    credentials === undefined ||
    !core.oauth.clients.secretMatches(client, credentials.secret)
  ) {
    ctx.status = 401;
    ctx.set('WWW-Authenticate', 'Basic realm="oauth"');
    ctx.body = { error: 'invalid_client', error_description: 'Client authentication failed.' };
    return;
  }
  const token = String(body['token']);
  let principal;
  try {
    principal = await core.authenticator.verify(token);
  } catch {
    ctx.body = { active: false };
    return;
  }
  if (principal.tenantId !== client.tenantId) {
    ctx.body = { active: false };
    return;
  }
  const claims = decodeJwt(token);
  ctx.body = {
    active: true,
    token_type: 'Bearer',
    scope: principal.scopes.join(' '),
    sub: principal.userId,
    tenant: principal.tenantId,
    role: principal.role,
    jti: principal.tokenId,
    iss: claims.iss,
    aud: claims.aud,
    iat: claims.iat,
    exp: claims.exp,
    ...(typeof claims['client_id'] === 'string' ? { client_id: claims['client_id'] } : {}),
  };
}
