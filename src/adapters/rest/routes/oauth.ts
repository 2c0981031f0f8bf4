import { RouteGroup } from '../../shared/http-routes.js';
import type { Middleware } from 'koa';
import type { Core } from '../../../core/core.js';
import type { TokenGrant } from '../../../core/auth/service.js';
import type { CallerContext } from '../../../core/context.js';
import { DomainError } from '../../../core/errors.js';
import { oauthErrorView } from '../../../core/error-table.js';
import type { RestState } from '../state.js';
import { tokenRequestBody } from '../../shared/token-request-body.js';
import { presentOAuthTokenResponse } from '../oauth-token-response.js';
import type { ClientRequests } from '../oauth-client-requests.js';

/** An RFC 6749 §5.2 error raised by the OAuth framing itself (grant type dispatch). */
class OAuthRequestError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

/**
 * OAuth endpoints answer errors in OAuth's own grammar, `{error, error_description}` (RFC 6749
 * §5.2, status 400), which OAuth client libraries understand. Failures outside that grammar
 * (413, 415, 429, 500) stay problem documents like everywhere else.
 */
function oauthErrors(): Middleware<RestState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      const answer = toOAuthError(thrown);
      if (answer === undefined) throw thrown;
      ctx.status = 400;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = answer;
    }
  };
}

/** The framing's own errors, and core errors through the OAuth column of the error table. */
function toOAuthError(thrown: unknown): { error: string; error_description: string } | undefined {
  if (thrown instanceof OAuthRequestError)
    return { error: thrown.error, error_description: thrown.description };
  const view = thrown instanceof DomainError ? oauthErrorView(thrown) : undefined;
  return view === undefined ? undefined : { error: view.error, error_description: view.description };
}

export type GrantHandler = (caller: CallerContext, params: Record<string, unknown>) => Promise<TokenGrant>;

function grantType(body: unknown): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)['grant_type']
    : undefined;
}

/**
 * `GET /oauth/jwks`: the public signing keys. Admitted without reading credentials (a stale token
 * must not hide the keys that would tell it is stale).
 */
export function jwksRouter(core: Core, admit: Middleware<RestState>): RouteGroup {
  const router = new RouteGroup({ prefix: '/oauth' });
  router.get('/jwks', admit, (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = core.keyring.jwks();
  });
  return router;
}

/**
 * `/oauth/refresh`, `/oauth/token` (the refresh_token grant of first-party tokens; requests that
 * name an OAuth client go to the authorization server, see docs/oauth.md), `/oauth/revoke`
 * (RFC 7009). Mounted at the root, not under /v1.
 */
export function oauthRouter(core: Core, clients?: ClientRequests): RouteGroup {
  const router = new RouteGroup({ prefix: '/oauth' });
  const grants = new Map<string, GrantHandler>([
    ['refresh_token', (caller, params) => core.auth.refresh(caller, params)],
  ]);

  const answerGrant = async (ctx: Parameters<Middleware<RestState>>[0], type: string) => {
    const handler = grants.get(type);
    if (handler === undefined) {
      throw new OAuthRequestError(
        'unsupported_grant_type',
        `The grant type "${type}" is not supported here.`,
      );
    }
    const grant = await handler(ctx.state.caller, ctx.request.body as Record<string, unknown>);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Pragma', 'no-cache');
    ctx.body = presentOAuthTokenResponse(grant);
  };

  const answerClient = async (
    ctx: Parameters<Middleware<RestState>>[0],
    endpoint: 'token' | 'refresh' | 'revoke',
  ) => {
    await core.auth.chargeTokenRequest(ctx.state.caller);
    await clients?.answer(ctx, endpoint);
  };

  router.post('/token', oauthErrors(), tokenRequestBody(), async (ctx) => {
    // Registered OAuth clients are answered by the authorization server (src/adapters/oauth),
    // after the same token budget the first-party grants spend in the core.
    if (clients?.identifiesClient(ctx)) return answerClient(ctx, 'token');
    const type = grantType(ctx.request.body);
    if (typeof type !== 'string' || type === '') {
      throw new OAuthRequestError('invalid_request', 'The grant_type parameter is required.');
    }
    await answerGrant(ctx, type);
  });

  // The refresh address of the interface document: the refresh_token grant, grant_type optional.
  router.post('/refresh', oauthErrors(), tokenRequestBody(), async (ctx) => {
    if (clients?.identifiesClient(ctx)) return answerClient(ctx, 'refresh');
    const type = grantType(ctx.request.body) ?? 'refresh_token';
    if (type !== 'refresh_token') {
      throw new OAuthRequestError('unsupported_grant_type', 'This endpoint takes grant_type=refresh_token.');
    }
    await answerGrant(ctx, type);
  });

  router.post('/revoke', oauthErrors(), tokenRequestBody(), async (ctx) => {
    if (clients?.identifiesClient(ctx)) return answerClient(ctx, 'revoke');
    await core.auth.revoke(ctx.state.caller, ctx.request.body);
    // RFC 7009 §2.2: 200 whether or not the token was known.
    ctx.status = 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {};
  });

  return router;
}
