import type { Middleware } from 'koa';
import type { Metrics } from '../../../metrics.js';
import type { RestState } from '../state.js';
import { finalStatus } from './client-abort.js';

/** The label for requests no route matched: one series for every unknown path, not one each. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The REST door's request series: counts every request and times it until the response is done
 * (for a stream, until it ends), labelled by the router's route template (`/v1/pets/:petId`),
 * never the raw path: raw paths carry ids and would grow a new series per pet.
 */
export function httpMetrics(metrics: Metrics): Middleware<RestState> {
  const labels = ['method', 'route', 'status'] as const;
  const requests = metrics.counter(
    'http_requests_total',
    'HTTP requests answered, by route template.',
    labels,
  );
  const durations = metrics.histogram(
    'http_request_duration_seconds',
    'Time from receiving an HTTP request to finishing its response, by route template.',
    labels,
  );
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    ctx.res.once('close', () => {
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const values = {
        method: ctx.method,
        route: matched === undefined ? UNMATCHED_ROUTE : String(matched),
        status: String(finalStatus(ctx)),
      };
      requests.inc(values);
      durations.observe(values, Number(process.hrtime.bigint() - started) / 1e9);
    });
    await next();
  };
}
