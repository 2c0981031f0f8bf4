import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { CallerContext, Principal } from '../context.js';
import type { OAuthClientRegistry } from './oauth-clients.js';

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

/** What a client presented to authenticate itself (RFC 6749 §2.3.1), as its door read it. */
export interface PresentedClient {
  id: string;
  secret: string;
}

/** RFC 7662 §2.2, or the client's authentication failed (`invalid_client`, RFC 6749 §5.2). */
export type IntrospectionAnswer =
  { kind: 'invalid_client' } | { kind: 'answer'; body: Record<string, unknown> };

export interface TokenIntrospectionDeps {
  /** The one verification path of access tokens (the same every request goes through). */
  verifyToken(token: string): Promise<Principal>;
  clients: Pick<OAuthClientRegistry, 'find' | 'secretMatches'>;
  /** Spends the token endpoints' budget (the login bucket, by client address). */
  chargeTokenRequest(ctx: CallerContext): Promise<void>;
}

/**
 * RFC 7662 for the gateway's JWT access tokens, which oidc-provider does not introspect (it only
 * knows the tokens it stores). The token goes through the same check as every request (signature,
 * issuer, audience, expiry, then the account: active, same role, not revoked since), so
 * introspection and the API never disagree. Confidential clients only, and only their tenant's tokens.
 */
export class TokenIntrospection {
  constructor(private readonly deps: TokenIntrospectionDeps) {}

  /** The token endpoints' budget; charged once per introspection request, whoever answers it. */
  chargeRequest(ctx: CallerContext): Promise<void> {
    return this.deps.chargeTokenRequest(ctx);
  }

  async introspectJwt(presented: PresentedClient | undefined, token: string): Promise<IntrospectionAnswer> {
    const client = presented === undefined ? null : await this.deps.clients.find(presented.id);
    if (
      client === null ||
      presented === undefined ||
      !this.deps.clients.secretMatches(client, presented.secret)
    ) {
      return { kind: 'invalid_client' };
    }
    let principal: Principal;
    try {
      principal = await this.deps.verifyToken(token);
    } catch {
      return { kind: 'answer', body: { active: false } };
    }
    if (principal.tenantId !== client.tenantId) return { kind: 'answer', body: { active: false } };
    const claims = decodeJwt(token);
    return {
      kind: 'answer',
      body: {
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
      },
    };
  }
}
