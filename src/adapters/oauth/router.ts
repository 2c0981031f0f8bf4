import Router from '@koa/router';
import type { Core } from '../../core/core.js';
import { requirePrincipal } from '../../core/policy.js';
import type { RestContext, RestState } from '../rest/state.js';
import { bucketLimit } from '../rest/middleware/rate-limit.js';
import { tokenRequestBody } from '../rest/middleware/token-request-body.js';
import type { AuthorizationServer } from './authorization-server.js';
import type { Interactions } from './interactions.js';
import { introspectJwt, looksLikeJwt } from './jwt-introspection.js';
import { PAGE_STYLES } from './pages.js';

/** Served by the first-party router (routes/oauth.ts), which hands client requests over. */
const FIRST_PARTY_PATHS = new Set(['/oauth/token', '/oauth/refresh', '/oauth/revoke', '/oauth/jwks']);

/** Pages and forms: nothing loads from elsewhere, nothing frames them. */
const PAGE_SECURITY_POLICY = "default-src 'none'; style-src 'self'; img-src 'self'; frame-ancestors 'none'";

/**
 * The authorization server's doors: the metadata documents at the root (RFC 8414 and OpenID
 * discovery; the issuer has no path), the login and consent pages, introspection, withdrawing
 * consent, and every other `/oauth/...` route of oidc-provider (authorize, its resume step, ...).
 */
export function authorizationServerRouter(
  core: Core,
  server: AuthorizationServer,
  interactions: Interactions,
): Router<RestState> {
  const router = new Router<RestState>();
  const pageHeaders = async (ctx: RestContext, next: () => Promise<void>) => {
    ctx.set('Content-Security-Policy', PAGE_SECURITY_POLICY);
    ctx.set('X-Frame-Options', 'DENY');
    await next();
  };
  // Token endpoints share the login budget, keyed by client address (as routes/oauth.ts does).
  const tokenBudget = bucketLimit(core.rateLimits, 'login', (ctx) => `token:${ctx.state.caller.ip}`);

  for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
    // One document answers both: OpenID discovery metadata is a superset of RFC 8414's.
    router.get(path, (ctx) => server.answer(ctx, '/.well-known/openid-configuration'));
  }

  router.get('/oauth/assets/pages.css', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = 'text/css; charset=utf-8';
    ctx.body = PAGE_STYLES;
  });

  router.get('/oauth/interaction/:uid', pageHeaders, (ctx) =>
    interactions.show(ctx, ctx.params['uid'] ?? ''),
  );
  router.post('/oauth/interaction/:uid/login', pageHeaders, tokenRequestBody(), (ctx) =>
    interactions.login(ctx, ctx.params['uid'] ?? ''),
  );
  router.post('/oauth/interaction/:uid/consent', pageHeaders, tokenRequestBody(), (ctx) =>
    interactions.consent(ctx, ctx.params['uid'] ?? ''),
  );

  router.post('/oauth/introspect', tokenBudget, tokenRequestBody(), async (ctx) => {
    const body = ctx.request.body as Record<string, unknown>;
    if (looksLikeJwt(body['token'])) return introspectJwt(core, ctx, body);
    await server.answer(ctx, '/introspect', body);
  });

  // Withdraws the caller's consent to a client; its next authorization asks again.
  router.delete('/oauth/consents/:clientId', async (ctx) => {
    const principal = requirePrincipal(ctx.state.caller);
    await core.oauth.withdrawConsent(principal.userId, ctx.params['clientId'] ?? '');
    ctx.status = 204;
  });

  router.all('/oauth/{*rest}', async (ctx, next) => {
    if (FIRST_PARTY_PATHS.has(ctx.path)) return next();
    await server.answer(ctx, ctx.path.slice('/oauth'.length));
  });

  return router;
}
