import Koa, { type Middleware } from 'koa';
import compose from 'koa-compose';
import type { Core } from '../../core/core.js';
import type { AllowedHosts } from '../shared/allowed-hosts.js';
import { CorsOrigins, corsMiddleware } from '../shared/cors.js';
import type { RouteGroup } from '../shared/http-routes.js';
import type { RestContext, RestState } from './state.js';
import { admission } from './middleware/admission.js';
import { answeredOptions, checkMethod, methodsByPath } from './middleware/method-check.js';
import { requestFrame } from './middleware/request-frame.js';
import { Routing } from './routing.js';
import { healthRouter } from './routes/health.js';
import { metricsRouter } from './routes/metrics.js';
import { docsRouter } from './routes/docs.js';
import { landingRouter } from './routes/landing.js';
import { openApiRouter } from './routes/openapi.js';
import { jwksRouter } from './routes/oauth.js';

export interface RestDeps {
  core: Core;
  isDatabaseUp: () => Promise<boolean>;
  /** `Host` names the door answers; checked before anything else. */
  allowedHosts: AllowedHosts;
  /** Route groups of the areas, mounted under /v1 behind admission (authentication, rate limits). */
  apiRouters: RouteGroup[];
  /** Routers outside /v1 that still identify and count callers (OAuth endpoints). */
  rootRouters?: RouteGroup[];
  /** Public documents outside /v1 (OAuth metadata), built on the admission that ignores credentials. */
  documentRouters?: ((admit: Middleware<RestState>) => RouteGroup)[];
  /**
   * Requests whose `Authorization` authenticates an OAuth client (HTTP Basic on `/oauth/...`):
   * the authorization server checks it; admission does not take it for a caller's credential.
   */
  isClientAuthentication?: (ctx: RestContext) => boolean;
  /**
   * Other HTTP doors on this port (GraphQL, SOAP), each answering only paths under its `path`:
   * behind the host check, admitting their own callers.
   */
  doors?: { path: string; middleware: Middleware<RestState> }[];
}

/**
 * The REST door: the request frame (request id, the host check, problem mapping, then metrics and
 * the access line once the response closes), CORS, the other doors, then health, metrics and the docs
 * page (they never cost budget), the public documents (counted, credentials ignored), admission
 * (the one way in: counts the call, builds the caller, answers 405 for a method the path does not
 * take), OPTIONS, then the areas' routes. The routes before admission and those after it are each
 * one lookup in one router (`Routing`), not one middleware per area.
 */
export function createRestApp(deps: RestDeps): Koa<RestState> {
  const app = new Koa<RestState>({ proxy: false });
  app.silent = true;
  const { core } = deps;
  const { metrics, config, doorway } = core;
  const publicAdmission = admission(doorway, { credentials: 'ignore' });
  const uncounted = [
    healthRouter(deps.isDatabaseUp),
    metricsRouter(metrics, config.metricsToken),
    docsRouter(),
    landingRouter(config.publicUrl, config.grpcPort),
  ];
  const documents = [
    openApiRouter(config.publicUrl, publicAdmission),
    jwksRouter(core, publicAdmission),
    ...(deps.documentRouters ?? []).map((documentRouter) => documentRouter(publicAdmission)),
  ];
  const callers = [...(deps.rootRouters ?? []), ...deps.apiRouters];
  const routing = new Routing({ beforeAdmission: [...uncounted, ...documents], admitted: callers });
  const methodsOf = methodsByPath(routing);
  const callerRoutes = routing.dispatch('admitted');

  app.use(requestFrame({ logger: core.logger, metrics, allowedHosts: deps.allowedHosts }));
  // Browser apps on other origins: answered before the doors and admission (a preflight is free).
  app.use(corsMiddleware(new CorsOrigins(config.cors)));
  // Requests for other paths skip the doors' layers altogether.
  const doors = deps.doors ?? [];
  const throughDoors = compose(doors.map((door) => door.middleware));
  app.use((ctx, next) =>
    doors.some((door) => ctx.path.startsWith(door.path)) ? throughDoors(ctx, next) : next(),
  );
  app.use(routing.dispatch('beforeAdmission'));
  app.use(
    admission(doorway, {
      doorChecks: (ctx) => checkMethod(methodsOf, ctx),
      isClientAuthentication: deps.isClientAuthentication,
    }),
  );
  app.use((ctx, next) => (answeredOptions(methodsOf, ctx) ? undefined : callerRoutes(ctx, next)));
  return app;
}
