import Router from '@koa/router';
import type { RestState } from '../state.js';

/**
 * How long readiness waits for the database. Without a bound, a database that went away would
 * hold the probe for the driver's whole server-selection timeout (10 s), longer than a load
 * balancer waits; answering 503 quickly takes the instance out of rotation sooner.
 */
export const READINESS_TIMEOUT_MS = 2_000;

function withinDeadline(check: Promise<boolean>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    check.then(
      (up) => {
        clearTimeout(timer);
        resolve(up);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

/** Liveness answers while the process runs; readiness only while the database answers too. */
export function healthRouter(isDatabaseUp: () => Promise<boolean>): Router<RestState> {
  const router = new Router<RestState>();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const database = await withinDeadline(isDatabaseUp(), READINESS_TIMEOUT_MS);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = database ? 200 : 503;
    ctx.body = { status: database ? 'ready' : 'unavailable', checks: { database: database ? 'up' : 'down' } };
  });
  return router;
}
