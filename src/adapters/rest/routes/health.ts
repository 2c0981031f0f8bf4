import { RouteGroup } from '../../shared/http-routes.js';
import { isReady } from '../../shared/readiness.js';

/** Liveness answers while the process runs; readiness only while the database answers too. */
export function healthRouter(isDatabaseUp: () => Promise<boolean>): RouteGroup {
  const router = new RouteGroup();
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
