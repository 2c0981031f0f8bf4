import { performance } from 'node:perf_hooks';
import type { Middleware } from 'koa';
import type { Logger } from '../../../logger.js';
import { activeSpan, traceIdOf } from '../../../tracing/active-span.js';
import type { Metrics } from '../../../metrics.js';
import { misdirected, type AllowedHosts } from '../../shared/allowed-hosts.js';
import { whenResponseCloses } from '../../shared/response-closed.js';
import type { RestState } from '../state.js';
import { assertAnswered, problemAnswer } from './error-handler.js';
import { hostVerdicts } from './host-check.js';
import { httpRequestSeries } from './metrics.js';
import { assignRequestId } from './request-context.js';
import { accessLog, nameRequestSpan } from './request-log.js';

export interface RequestFrameDeps {
  logger: Logger;
  metrics: Metrics;
  /** `Host` names the door answers; checked before anything else reads the request. */
  allowedHosts: AllowedHosts;
}

/**
 * What every HTTP request gets, in one layer: its id (`X-Request-ID`), the host check, problem
 * documents for whatever is thrown or left unanswered, and, once the response closes (sent, or
 * the client gone), its metric series and its access line, which carries the trace id when
 * tracing is on. One layer with one close hook instead
 * of five nested ones: each layer was an async function, a promise and a closure per request,
 * which showed in the profile of a cheap request.
 */
export function requestFrame(deps: RequestFrameDeps): Middleware<RestState> {
  const record = httpRequestSeries(deps.metrics);
  const logAccess = accessLog(deps.logger);
  const answerProblem = problemAnswer(deps.logger);
  const allowsHost = hostVerdicts(deps.allowedHosts);
  return async (ctx, next) => {
    const started = performance.now();
    // The HTTP server span the instrumentation opened for this request (tracing on), else none.
    const span = activeSpan();
    let closedEarly = false;
    whenResponseCloses(ctx.res, () => {
      closedEarly = !ctx.res.writableFinished;
      const elapsedMs = performance.now() - started;
      record(ctx, elapsedMs / 1000);
      logAccess(ctx, elapsedMs, traceIdOf(span));
    });
    assignRequestId(ctx);
    try {
      if (!allowsHost(ctx.req.headers.host ?? '')) throw misdirected();
      await next();
      assertAnswered(ctx);
    } catch (thrown) {
      answerProblem(ctx, thrown, closedEarly);
    }
    // Before the response is sent, when the instrumentation ends the span.
    if (span !== undefined) nameRequestSpan(span, ctx);
  };
}
