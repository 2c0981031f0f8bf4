import { RouteGroup } from '../../shared/http-routes.js';
import type { Core } from '../../../core/core.js';
import { jsonBody } from '../middleware/json-body.js';
import { userPath } from '../paths.js';
import { presentUser } from '../../shared/presenters/users.js';
import { publicBaseUrl } from '../public-url.js';

/** `/v1/users`: public sign-up, the caller's own account, and accounts by id (self or ADMIN). */
export function usersRouter(core: Core): RouteGroup {
  const router = new RouteGroup({ prefix: '/v1' });

  router.post('/users', jsonBody(), async (ctx) => {
    const user = await core.users.signUp(ctx.state.caller, ctx.request.body);
    ctx.status = 201;
    ctx.set('Location', publicBaseUrl(ctx, core.config.publicUrl) + userPath(user.id));
    ctx.body = presentUser(user);
  });

  // Registered before `/users/:userId` so that "me" is never read as an id.
  router.get('/users/me', async (ctx) => {
    ctx.body = presentUser(await core.users.getMe(ctx.state.caller));
  });

  router.get('/users/:userId', async (ctx) => {
    ctx.body = presentUser(await core.users.get(ctx.state.caller, ctx.params.userId ?? ''));
  });

  router.put('/users/:userId', jsonBody(), async (ctx) => {
    const user = await core.users.update(ctx.state.caller, ctx.params.userId ?? '', ctx.request.body);
    ctx.body = presentUser(user);
  });

  router.delete('/users/:userId', async (ctx) => {
    await core.users.delete(ctx.state.caller, ctx.params.userId ?? '');
    ctx.status = 204;
  });

  return router;
}
