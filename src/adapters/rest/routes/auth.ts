import { RouteGroup } from '../../shared/http-routes.js';
import type { Core } from '../../../core/core.js';
import { jsonBody } from '../middleware/json-body.js';
import { presentTokenGrant } from '../../shared/presenters/users.js';

/** `POST /v1/auth/tokens`: password login for first-party clients (the login budget is the core's). */
export function authRouter(core: Core): RouteGroup {
  const router = new RouteGroup({ prefix: '/v1' });

  router.post('/auth/tokens', jsonBody(), async (ctx) => {
    const grant = await core.auth.login(ctx.state.caller, ctx.request.body);
    ctx.status = 201;
    // RFC 6749 §5.1: token responses must not be cached.
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Pragma', 'no-cache');
    ctx.body = presentTokenGrant(grant);
  });

  return router;
}
