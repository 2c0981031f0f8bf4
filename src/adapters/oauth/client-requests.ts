import type { AdmittedHttpContext as RestContext } from '../shared/http-state.js';
import type { AuthorizationServer } from './authorization-server.js';

/**
 * How `/oauth/token`, `/oauth/refresh` and `/oauth/revoke` tell the two kinds of callers apart.
 * Tokens from `POST /v1/auth/tokens` belong to no OAuth client, and their requests name none;
 * a registered client always identifies itself (RFC 6749 §3.2.1: a public client sends
 * `client_id`, a confidential one authenticates, here with HTTP Basic). So a request that names
 * a client goes to the authorization server, any other to the first-party handlers, whose
 * behaviour stays exactly as before. The decision needs no token lookup and no format guessing.
 */
export class ClientRequests {
  constructor(private readonly server: AuthorizationServer) {}

  identifiesClient(ctx: RestContext): boolean {
    const body = ctx.request.body as Record<string, unknown> | undefined;
    return (
      ctx.get('authorization').toLowerCase().startsWith('basic ') ||
      typeof body?.['client_id'] === 'string' ||
      typeof body?.['client_assertion'] === 'string'
    );
  }

  /** `/oauth/refresh` is the token endpoint's refresh grant, `grant_type` optional. */
  answer(ctx: RestContext, endpoint: 'token' | 'refresh' | 'revoke'): Promise<void> {
    const body = { ...(ctx.request.body as Record<string, unknown>) };
    if (endpoint === 'refresh') body['grant_type'] ??= 'refresh_token';
    return this.server.answer(ctx, endpoint === 'revoke' ? '/revoke' : '/token', body);
  }
}

/**
 * `Authorization: Basic` on an `/oauth/...` endpoint is a client authenticating (RFC 6749
 * §2.3.1), for the authorization server to check; it is not a caller's bearer credential.
 */
export function isOAuthClientAuthentication(ctx: RestContext): boolean {
  return ctx.path.startsWith('/oauth/') && /^basic\s/i.test(ctx.get('authorization'));
}
