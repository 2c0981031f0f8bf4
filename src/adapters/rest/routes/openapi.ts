import { RouteGroup } from '../../shared/http-routes.js';
import type { Middleware } from 'koa';
import { loadOpenApiDocument, openApiForBaseUrl } from '../openapi.js';
import { publicBaseUrl } from '../public-url.js';
import type { RestState } from '../state.js';

/**
 * `GET /v1/openapi.json`. Counted like every /v1 request (it carries the RateLimit-* headers) but
 * admitted without reading credentials: a document is the same for everyone, so a stale token
 * must not break it. The server URL is PUBLIC_URL when configured, else the scheme and host the
 * caller used, so "Try it out" in the reference page calls the same host. The source is parsed on
 * the first request for it, not at start-up, where it was a third of a second of every process
 * (the operator commands and most deployments never ask for it).
 */
export function openApiRouter(publicUrl: string | undefined, admit: Middleware<RestState>): RouteGroup {
  const router = new RouteGroup({ prefix: '/v1' });
  router.get('/openapi.json', admit, (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = openApiForBaseUrl(loadOpenApiDocument(), publicBaseUrl(ctx, publicUrl));
  });
  return router;
}
