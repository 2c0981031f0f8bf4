import { RouteGroup } from '../../shared/http-routes.js';
import type { Middleware } from 'koa';
import type { AdminOperation } from '../../../core/admin/index.js';
import type { Core } from '../../../core/core.js';
import {
  presentAuditLog,
  presentDashboardStats,
  presentOAuthClient,
  presentUserDetails,
} from '../../shared/presenters/admin.js';
import { collectionBody } from '../collection-links.js';
import { jsonBody } from '../middleware/json-body.js';
import { windowedPageQuery, pageQuery } from '../query/list-queries.js';
import { presentOrder } from '../../shared/presenters/orders.js';
import { presentUser } from '../../shared/presenters/users.js';
import { publicBaseUrl } from '../public-url.js';
import type { RestState } from '../state.js';

/**
 * The core's admin guard, before anything else of the request is read: no token 401, a
 * non-admin 403 (audited as `denied`), whatever the body holds.
 */
function adminOnly(core: Core, operation: AdminOperation, idParam?: string): Middleware<RestState> {
  return async (ctx, next) => {
    const params = (ctx as unknown as { params?: Record<string, string> }).params ?? {};
    const resourceId = idParam === undefined ? null : (params[idParam] ?? null);
    await core.admin.authorize(ctx.state.caller, operation, resourceId);
    await next();
  };
}

/** `/v1/admin`: the tenant administrator's API (dashboard, users, orders, audit trail). */
export function adminRouter(core: Core): RouteGroup {
  const router = new RouteGroup({ prefix: '/v1/admin' });
  const { admin } = core;
  const publicUrl = core.config.publicUrl;

  router.get('/dashboard/stats', adminOnly(core, 'dashboardStats'), async (ctx) => {
    ctx.body = presentDashboardStats(await admin.dashboardStats(ctx.state.caller));
  });

  router.get('/users', adminOnly(core, 'listUsers'), async (ctx) => {
    const page = await admin.listUsers(ctx.state.caller, pageQuery(ctx.query));
    ctx.body = collectionBody(ctx, publicUrl, page, presentUser);
  });

  router.post('/users', adminOnly(core, 'createAccount'), jsonBody(), async (ctx) => {
    const user = await admin.createAccount(ctx.state.caller, ctx.request.body);
    ctx.status = 201;
    ctx.set('Location', `${publicBaseUrl(ctx, publicUrl)}/v1/admin/users/${presentUser(user).id}`);
    ctx.body = presentUser(user);
  });

  router.get('/users/:userId', adminOnly(core, 'getUser', 'userId'), async (ctx) => {
    ctx.body = presentUserDetails(await admin.getUser(ctx.state.caller, ctx.params.userId ?? ''));
  });

  router.patch(
    '/users/:userId/status',
    adminOnly(core, 'setUserStatus', 'userId'),
    jsonBody(),
    async (ctx) => {
      const user = await admin.setUserStatus(ctx.state.caller, ctx.params.userId ?? '', ctx.request.body);
      ctx.body = presentUser(user);
    },
  );

  router.patch('/users/:userId/role', adminOnly(core, 'setUserRole', 'userId'), jsonBody(), async (ctx) => {
    const user = await admin.setUserRole(ctx.state.caller, ctx.params.userId ?? '', ctx.request.body);
    ctx.body = presentUser(user);
  });

  router.get('/orders', adminOnly(core, 'listOrders'), async (ctx) => {
    const page = await admin.listOrders(ctx.state.caller, windowedPageQuery(ctx.query));
    ctx.body = collectionBody(ctx, publicUrl, page, presentOrder);
  });

  router.post(
    '/orders/:orderId/force-cancel',
    adminOnly(core, 'forceCancelOrder', 'orderId'),
    jsonBody(),
    async (ctx) => {
      const order = await admin.forceCancelOrder(
        ctx.state.caller,
        ctx.params.orderId ?? '',
        ctx.request.body,
      );
      ctx.body = presentOrder(order);
    },
  );

  router.get('/audit-logs', adminOnly(core, 'listAuditLogs'), async (ctx) => {
    const page = await admin.listAuditLogs(ctx.state.caller, windowedPageQuery(ctx.query));
    ctx.body = collectionBody(ctx, publicUrl, page, presentAuditLog);
  });

  router.get('/audit-logs/:auditLogId', adminOnly(core, 'getAuditLog', 'auditLogId'), async (ctx) => {
    ctx.body = presentAuditLog(await admin.getAuditLog(ctx.state.caller, ctx.params.auditLogId ?? ''));
  });

  router.get('/oauth-clients', adminOnly(core, 'listOAuthClients'), async (ctx) => {
    ctx.body = { data: (await admin.listOAuthClients(ctx.state.caller)).map(presentOAuthClient) };
  });

  // The secret of a confidential client is in this answer only: just its hash is kept.
  router.post('/oauth-clients', adminOnly(core, 'registerOAuthClient'), jsonBody(), async (ctx) => {
    const { client, clientSecret } = await admin.registerOAuthClient(ctx.state.caller, ctx.request.body);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.set(
      'Location',
      `${publicBaseUrl(ctx, publicUrl)}/v1/admin/oauth-clients/${encodeURIComponent(client._id)}`,
    );
    ctx.body = { ...presentOAuthClient(client), clientSecret };
  });

  router.get('/oauth-clients/:clientId', adminOnly(core, 'getOAuthClient', 'clientId'), async (ctx) => {
    ctx.body = presentOAuthClient(await admin.getOAuthClient(ctx.state.caller, ctx.params.clientId ?? ''));
  });

  router.delete('/oauth-clients/:clientId', adminOnly(core, 'removeOAuthClient', 'clientId'), async (ctx) => {
    await admin.removeOAuthClient(ctx.state.caller, ctx.params.clientId ?? '');
    ctx.status = 204;
  });

  return router;
}
