import { RouteGroup } from '../../shared/http-routes.js';
import type { Core } from '../../../core/core.js';
import { fromHeaders } from '../header-inputs.js';
import { jsonBody } from '../middleware/json-body.js';
import { presentPayment } from '../../shared/presenters/orders.js';
import { canWriteOrders } from './store.js';

/**
 * `POST /v1/store/orders/{orderId}/payment`: pays an order. With an `Idempotency-Key` header a
 * repeat of the same request returns the first result (marked `Idempotent-Replayed: true`).
 */
export function paymentsRouter(core: Core): RouteGroup {
  const router = new RouteGroup({ prefix: '/v1' });

  router.post('/store/orders/:orderId/payment', canWriteOrders(), jsonBody(), async (ctx) => {
    const key = ctx.get('idempotency-key');
    const { payment, replayed } = await fromHeaders(() =>
      core.payments.pay(
        ctx.state.caller,
        ctx.params.orderId ?? '',
        ctx.request.body,
        key === '' ? undefined : key,
      ),
    );
    ctx.status = 201;
    if (replayed) ctx.set('Idempotent-Replayed', 'true');
    ctx.body = presentPayment(payment);
  });

  return router;
}
