import { RouteGroup } from '../../shared/http-routes.js';
import type { Core } from '../../../core/core.js';
import { assertCanManageWebhooks } from '../../../core/webhooks/policy.js';
import { authorize } from '../authorize.js';
import { collectionBody } from '../collection-links.js';
import { jsonBody } from '../middleware/json-body.js';
import { webhookPath } from '../paths.js';
import { presentCreatedWebhook, presentDelivery, presentWebhook } from '../../shared/presenters/webhooks.js';
import { pageQuery } from '../query/list-queries.js';
import { publicBaseUrl } from '../public-url.js';

/** `/v1/webhooks`: a tenant's subscriptions (STAFF and up), their deliveries and test pings. */
export function webhooksRouter(core: Core): RouteGroup {
  const router = new RouteGroup({ prefix: '/v1' });

  router.post('/webhooks', authorize(assertCanManageWebhooks), jsonBody(), async (ctx) => {
    const created = await core.webhooks.create(ctx.state.caller, ctx.request.body);
    ctx.status = 201;
    ctx.set('Location', publicBaseUrl(ctx, core.config.publicUrl) + webhookPath(created.webhook.id));
    ctx.body = presentCreatedWebhook(created);
  });

  router.get('/webhooks', async (ctx) => {
    const page = await core.webhooks.list(ctx.state.caller, pageQuery(ctx.query));
    ctx.body = collectionBody(ctx, core.config.publicUrl, page, presentWebhook);
  });

  router.get('/webhooks/:webhookId', async (ctx) => {
    ctx.body = presentWebhook(await core.webhooks.get(ctx.state.caller, ctx.params.webhookId ?? ''));
  });

  router.delete('/webhooks/:webhookId', async (ctx) => {
    await core.webhooks.delete(ctx.state.caller, ctx.params.webhookId ?? '');
    ctx.status = 204;
  });

  router.get('/webhooks/:webhookId/deliveries', async (ctx) => {
    const page = await core.webhooks.listDeliveries(
      ctx.state.caller,
      ctx.params.webhookId ?? '',
      pageQuery(ctx.query),
    );
    ctx.body = collectionBody(ctx, core.config.publicUrl, page, presentDelivery);
  });

  router.post('/webhooks/:webhookId/test', async (ctx) => {
    const delivery = await core.webhooks.sendTest(ctx.state.caller, ctx.params.webhookId ?? '');
    ctx.status = 202;
    ctx.body = presentDelivery(delivery);
  });

  return router;
}
