import { RouteGroup } from '../shared/http-routes.js';
import type { Middleware } from 'koa';
import type { Core } from '../../core/core.js';
import { looksLikeJwt } from '../../core/auth/token-introspection.js';
import type {
  AdmittedHttpContext as RestContext,
  AdmittedHttpState as RestState,
} from '../shared/http-state.js';
import { tokenRequestBody } from '../shared/token-request-body.js';
import { MOUNT_PATH, type AuthorizationServer } from './authorization-server.js';
import type { Interactions } from './interactions.js';
import { introspectJwt } from './jwt-introspection.js';
import { pageSecurityPolicy } from './page-security.js';
import { PAGE_STYLES } from './pages.js';

/**
 * The authorization server's public documents: the metadata at the root (RFC 8414 and OpenID
 * discovery; the issuer has no path) and the pages' stylesheet. `admit` counts them without
 * reading credentials (a stale token must not hide the metadata that would tell it is stale).
 */
export function authorizationServerDocuments(
  server: AuthorizationServer,
  admit: Middleware<RestState>,
): RouteGroup {
  const router = new RouteGroup();
  for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
    // One document answers both: OpenID discovery metadata is a superset of RFC 8414's.
    router.get(path, admit, (ctx) => server.answer(ctx, '/.well-known/openid-configuration'));
  }
  router.get('/oauth/assets/pages.css', admit, (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = 'text/css; charset=utf-8';
    ctx.body = PAGE_STYLES;
  });
  return router;
}

/**
 * The authorization server's doors behind admission: the authorization endpoint and its resume
 * step, pushed authorization requests, the login and consent pages, introspection and withdrawing
 * consent. Each route names the methods oidc-provider serves there, so any other is a 405.
 * (`/oauth/token|refresh|revoke` are the first-party router's, which hands client requests over.)
 */
export function authorizationServerRouter(
  core: Core,
  server: AuthorizationServer,
  interactions: Interactions,
): RouteGroup {
  const router = new RouteGroup();
  const pageHeaders = async (ctx: RestContext, next: () => Promise<void>) => {
    // The interaction's pages widen form-action to the client's redirect origin (interactions.ts).
    ctx.set('Content-Security-Policy', pageSecurityPolicy());
    ctx.set('X-Frame-Options', 'DENY');
    await next();
  };
  // Client endpoints spend the token requests' budget (the login bucket, by address), in the core.
  const tokenBudget: Middleware<RestState> = async (ctx, next) => {
    await core.auth.chargeTokenRequest(ctx.state.caller);
    await next();
  };
  const provider = (ctx: RestContext) => server.answer(ctx, ctx.path.slice(MOUNT_PATH.length));

  router.get('/oauth/authorize', provider);
  router.post('/oauth/authorize', provider);
  // Where the login and consent pages hand the browser back to the provider.
  router.get('/oauth/authorize/:uid', provider);
  router.post('/oauth/request', tokenBudget, provider);

  router.get('/oauth/interaction/:uid', pageHeaders, (ctx) =>
    interactions.show(ctx, ctx.params['uid'] ?? ''),
  );
  router.post('/oauth/interaction/:uid/login', pageHeaders, tokenRequestBody(), (ctx) =>
    interactions.login(ctx, ctx.params['uid'] ?? ''),
  );
  router.post('/oauth/interaction/:uid/consent', pageHeaders, tokenRequestBody(), (ctx) =>
    interactions.consent(ctx, ctx.params['uid'] ?? ''),
  );

  router.post('/oauth/interaction/:uid/cancel', pageHeaders, tokenRequestBody(), (ctx) =>
    interactions.cancel(ctx, ctx.params['uid'] ?? ''),
  );
  router.post('/oauth/interaction/:uid/switch-account', pageHeaders, tokenRequestBody(), (ctx) =>
    interactions.switchAccount(ctx, ctx.params['uid'] ?? ''),
  );

  router.post('/oauth/introspect', tokenBudget, tokenRequestBody(), async (ctx) => {
    const body = ctx.request.body as Record<string, unknown>;
    if (looksLikeJwt(body['token'])) return introspectJwt(core, ctx, body);
    await server.answer(ctx, '/introspect', body);
  });

  // Withdraws the caller's consent to a client; its next authorization asks again. Who may is
  // the core's decision (write:user, or the client itself).
  router.delete('/oauth/consents/:clientId', async (ctx) => {
    await core.oauth.withdrawCallerConsent(ctx.state.caller, ctx.params['clientId'] ?? '');
    ctx.status = 204;
  });

  return router;
}
