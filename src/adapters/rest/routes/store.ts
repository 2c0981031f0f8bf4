import { RouteGroup } from '../../shared/http-routes.js';
import type { Middleware } from 'koa';
import type { Core } from '../../../core/core.js';
import { assertCanWriteOrders } from '../../../core/store/policy.js';
import { authorize } from '../authorize.js';
import { collectionBody } from '../collection-links.js';
import { jsonBody } from '../middleware/json-body.js';
import { orderPath } from '../paths.js';
import {
  presentInventory,
  presentOrder,
  presentPlacedOrder,
  presentSpeciesInventory,
} from '../../shared/presenters/orders.js';
import { windowedPageQuery } from '../query/list-queries.js';
import { publicBaseUrl } from '../public-url.js';
import type { RestState } from '../state.js';

/** A caller who may not order gets 401/403 before the body is read (the core's policy decides). */
export const canWriteOrders = (): Middleware<RestState> => authorize(assertCanWriteOrders);

/** `/v1/store`: inventory and adoption orders. Payments live in routes/payments.ts. */
export function storeRouter(core: Core): RouteGroup {
  const router = new RouteGroup({ prefix: '/v1' });

  router.get('/store/inventory', async (ctx) => {
    ctx.body = presentInventory(await core.inventory.totals(ctx.state.caller));
  });

  router.get('/store/inventories', async (ctx) => {
    ctx.body = { data: (await core.inventory.bySpecies(ctx.state.caller)).map(presentSpeciesInventory) };
  });

  router.post('/store/orders', canWriteOrders(), jsonBody(), async (ctx) => {
    const { order, callbackSecret } = await core.orders.place(ctx.state.caller, ctx.request.body);
    ctx.status = 201;
    ctx.set('Location', publicBaseUrl(ctx, core.config.publicUrl) + orderPath(order.id));
    ctx.body = presentPlacedOrder(order, callbackSecret);
  });

  router.get('/store/orders', async (ctx) => {
    const page = await core.orders.list(ctx.state.caller, windowedPageQuery(ctx.query));
    ctx.body = collectionBody(ctx, core.config.publicUrl, page, presentOrder);
  });

  router.get('/store/orders/:orderId', async (ctx) => {
    ctx.body = presentOrder(await core.orders.get(ctx.state.caller, ctx.params.orderId ?? ''));
  });

  /** Cancel; an optional `?reason=` is kept on the order. */
  router.delete('/store/orders/:orderId', async (ctx) => {
    const order = await core.orders.cancel(ctx.state.caller, ctx.params.orderId ?? '', { ...ctx.query });
    ctx.body = presentOrder(order);
  });

  router.post('/store/orders/:orderId/complete', async (ctx) => {
    ctx.body = presentOrder(await core.orders.complete(ctx.state.caller, ctx.params.orderId ?? ''));
  });

  return router;
}
