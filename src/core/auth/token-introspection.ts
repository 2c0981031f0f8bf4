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

/** A client asking about a token: who it is and where it is registered. */
export interface IntrospectingClient {
  id: string;
  tenantId: string | undefined;
  /** Authenticated with a secret: RFC 7662 is for confidential clients only. */
  confidential: boolean;
}

/** Whom a token was issued to, as far as it says. */
export interface TokenHolder {
  /** The OAuth client; none for a first-party token (`POST /v1/auth/tokens`). */
  clientId: string | undefined;
  tenantId: string | undefined;
}

/**
 * Whether a client may learn about a token (RFC 7662 §4 leaves it to the server): a confidential
 * client about the tokens issued to it, in its tenant, nothing else. Any other token reads as
 * `active: false`, the answer for a token that does not exist, so a client cannot even tell that
 * someone else's token is live. One rule for both kinds of tokens: refresh tokens (oidc-provider's)
 * and the gateway's JWT access tokens. First-party tokens belong to no client: no client sees them.
 */
export function mayIntrospect(client: IntrospectingClient, token: TokenHolder): boolean {
  return (
    client.confidential &&
    token.clientId !== undefined &&
    token.clientId === client.id &&
    (token.tenantId === undefined || token.tenantId === client.tenantId)
  );
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
 * introspection and the API never disagree. Confidential clients only, and only their own tokens
 * (`mayIntrospect`).
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
    const claims = decodeJwt(token);
    const holder = { clientId: principal.clientId, tenantId: principal.tenantId };
    if (!mayIntrospect({ id: client._id, tenantId: client.tenantId, confidential: true }, holder)) {
      return { kind: 'answer', body: { active: false } };
    }
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
        client_id: holder.clientId,
      },
    };
  }
}
