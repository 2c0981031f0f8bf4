import { timingSafeEqual } from 'node:crypto';
import { RouteGroup } from '../../shared/http-routes.js';
import type { Metrics } from '../../../metrics.js';
import { UnauthenticatedError, UpstreamError } from '../../../core/errors.js';
import { bearerFromAuthorization } from '../../shared/bearer.js';

/**
 * Prometheus scrape endpoint for the whole service (every worker under WEB_CONCURRENCY > 1). Open
 * by default (meant for an internal network, like /readyz); with `METRICS_TOKEN` set, scrapers
 * must send it as a bearer token.
 */
export function metricsRouter(metrics: Metrics, token: string | undefined): RouteGroup {
  const router = new RouteGroup();
  router.get('/metrics', async (ctx) => {
    if (token !== undefined && !bearerMatches(ctx.get('authorization'), token)) {
      throw new UnauthenticatedError('The metrics endpoint requires its bearer token.');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metrics.registry.contentType;
    try {
      ctx.body = await metrics.scrape();
    } catch (error) {
      throw new UpstreamError(
        'service_unavailable',
        'The metrics of every worker could not be collected.',
        error,
      );
    }
  });
  return router;
}

function bearerMatches(header: string, token: string): boolean {
  const bearer = bearerFromAuthorization(header);
  if (bearer.kind !== 'value') return false;
  const given = Buffer.from(bearer.token);
  const expected = Buffer.from(token);
  // Constant time, so the token cannot be guessed byte by byte from response timings.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
