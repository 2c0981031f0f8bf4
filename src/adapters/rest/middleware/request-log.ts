import type { Span } from '@opentelemetry/api';
import { fixedFieldsLogger, type Logger } from '../../../logger.js';
import type { HttpRequestContext } from '../../shared/http-state.js';
import { finalStatus } from './client-abort.js';

/** Writes the access line of one finished request, with its trace id when it is traced. */
export type AccessLine = (ctx: HttpRequestContext, durationMs: number, traceId: string | undefined) => void;

/**
 * Liveness and readiness probes, polled every few seconds by orchestrators and load balancers:
 * logged at debug while they answer, so that they do not bury the requests at info. A failing
 * probe (503: the database is down) is logged at info like any request.
 */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

function routeOf(ctx: HttpRequestContext): string | undefined {
  const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
  return matched === undefined ? undefined : String(matched);
}

/**
 * Names the request's HTTP server span after its route (`GET /v1/pets/:petId`, not one name per
 * pet) and, for a door behind one route that serves many operations (SOAP), the operation.
 */
export function nameRequestSpan(span: Span, ctx: HttpRequestContext): void {
  const route = routeOf(ctx);
  if (route === undefined) return;
  const { operation } = ctx.state;
  span.setAttribute('http.route', route);
  if (operation !== undefined) span.setAttribute('rpc.method', operation);
  span.updateName(`${ctx.method} ${route}${operation === undefined ? '' : ` ${operation}`}`);
}

/**
 * One structured line per answered request, written when the response is done (for a stream,
 * when it ends), carrying the request id that the client and the problem document also see.
 * The path is logged without its query string: queries can carry credentials
 * (`access_token=` on WebSocket upgrades, OAuth parameters) and personal search text. The request
 * frame calls it from its one close hook.
 */
export function accessLog(redactingLogger: Logger): AccessLine {
  const logger = fixedFieldsLogger(redactingLogger);
  return (ctx, durationMs, traceId) => {
    // The caller a door's admission put on the state (none when it refused before knowing one).
    // A door behind one route that serves many operations (SOAP) names the one called.
    const { caller, operation } = ctx.state;
    const status = finalStatus(ctx);
    const level = PROBE_PATHS.has(ctx.path) && status < 500 ? 'debug' : 'info';
    logger[level](
      {
        requestId: ctx.state.requestId,
        traceId,
        correlationId: ctx.state.correlationId,
        method: ctx.method,
        path: ctx.path,
        route: routeOf(ctx),
        operation,
        status,
        durationMs: Math.round(durationMs * 100) / 100,
        userId: caller?.principal?.userId,
        tenantId: caller?.tenantId,
        ip: caller?.ip ?? ctx.req.socket.remoteAddress,
        completed: ctx.res.writableFinished,
      },
      'request',
    );
  };
}
