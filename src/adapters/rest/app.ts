import Koa from 'koa';
import type Router from '@koa/router';
import type { Core } from '../../core/core.js';
import type { RestState } from './state.js';
import { errorHandler } from './middleware/error-handler.js';
import { callerContext, requestId } from './middleware/request-context.js';
import { authenticate, type AuthenticateBearer } from './middleware/authenticate.js';
import { rateLimit } from './middleware/rate-limit.js';
import { healthRouter } from './routes/health.js';
import { httpMetrics } from './middleware/metrics.js';
import { requestLog } from './middleware/request-log.js';
import { metricsRouter } from './routes/metrics.js';
import { docsRouter } from './routes/docs.js';
import { openApiRouter } from './routes/openapi.js';
import { isOAuthClientAuthentication } from '../oauth/client-requests.js';

export interface RestDeps {
  core: Core;
  isDatabaseUp: () => Promise<boolean>;
  verifyBearer: AuthenticateBearer;
  /** Routers of the areas, mounted under /v1 behind authentication and rate limits. */
  apiRouters: Router<RestState>[];
  /** Routers outside /v1 that still identify and count callers (OAuth endpoints). */
  rootRouters?: Router<RestState>[];
}

/**
 * The REST door: metrics, access log, request id, problem mapping, caller context,
 * authentication, rate limit, then the areas' routers. Health, metrics and the docs page sit
 * before the caller machinery so they never cost budget.
 */
export function createRestApp(deps: RestDeps): Koa<RestState> {
  const app = new Koa<RestState>({ proxy: false });
  app.silent = true;
  const health = healthRouter(deps.isDatabaseUp);
  const { metrics, config } = deps.core;

  app.use(httpMetrics(metrics));
  app.use(requestLog(deps.core.logger));
  app.use(requestId());
  app.use(errorHandler(deps.core.logger));
  app.use(health.routes());
  app.use(metricsRouter(metrics, config.metricsToken).routes());
  app.use(docsRouter().routes());
  app.use(callerContext(() => deps.core.tenants.defaultTenantId()));
  const bearerAuthentication = authenticate(deps.verifyBearer);
  // OAuth client credentials (HTTP Basic on /oauth/...) are the authorization server's to check.
  app.use((ctx, next) => (isOAuthClientAuthentication(ctx) ? next() : bearerAuthentication(ctx, next)));
  app.use(rateLimit(deps.core.rateLimits));
  const openApi = openApiRouter(config.publicUrl);
  for (const router of [...(deps.rootRouters ?? []), openApi, ...deps.apiRouters]) {
    app.use(router.routes());
    // Not thrown: the router then sets `Allow` (RFC 9110 requires it on a 405, and it answers OPTIONS).
    app.use(router.allowedMethods());
  }
  return app;
}
