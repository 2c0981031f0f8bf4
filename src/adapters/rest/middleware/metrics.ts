import type { Middleware } from 'koa';
import type { Metrics } from '../../../metrics.js';
import type { RestState } from '../state.js';

/** The label for requests no route matched: one series for every unknown path, not one each. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts every request and times it until the response is done (for a stream, until it ends),
 * labelled by the router's route template (`/v1/pets/:petId`), never the raw path: raw paths
 * carry ids and would grow a new series per pet.
 */
export function httpMetrics(metrics: Metrics): Middleware<RestState> {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    ctx.res.once('close', () => {
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const labels = {
        method: ctx.method,
        route: matched === undefined ? UNMATCHED_ROUTE : String(matched),
        status: String(ctx.status),
      };
      metrics.httpRequestsTotal.inc(labels);
      metrics.httpRequestDurationSeconds.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    await next();
  };
}
