import Router from '@koa/router';
import { isReady } from '../../shared/readiness.js';
import type { RestState } from '../state.js';

/** Liveness answers while the process runs; readiness only while the database answers too. */
export function healthRouter(isDatabaseUp: () => Promise<boolean>): Router<RestState> {
  const router = new Router<RestState>();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const database = await isReady(isDatabaseUp);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = database ? 200 : 503;
    ctx.body = { status: database ? 'ready' : 'unavailable', checks: { database: database ? 'up' : 'down' } };
  });
  return router;
}
