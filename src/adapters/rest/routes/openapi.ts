import Router from '@koa/router';
import { loadOpenApiDocument, openApiForBaseUrl } from '../openapi.js';
import { publicBaseUrl } from '../public-url.js';
import type { RestState } from '../state.js';

/**
 * `GET /v1/openapi.json`. It sits behind the caller machinery like every /v1 route (and so carries
 * the RateLimit-* headers). The server URL is PUBLIC_URL when configured, else the scheme and host
 * the caller used, so "Try it out" in the reference page calls the same host.
 */
export function openApiRouter(publicUrl: string | undefined): Router<RestState> {
  const document = loadOpenApiDocument();
  const router = new Router<RestState>({ prefix: '/v1' });
  router.get('/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = openApiForBaseUrl(document, publicBaseUrl(ctx, publicUrl));
  });
  return router;
}
