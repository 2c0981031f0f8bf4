import Router from '@koa/router';
import type { Core } from '../../../core/core.js';
import type { RestContext, RestState } from '../state.js';
import { jsonBody } from '../middleware/json-body.js';
import { bucketLimit } from '../middleware/rate-limit.js';
import { presentTokenGrant } from '../../shared/presenters/users.js';

/** The login budget's key: client address plus the account name tried (10/min by default). */
export function loginKey(ctx: RestContext, name: unknown): string {
  return `login:${ctx.state.caller.ip}|${typeof name === 'string' ? name.toLowerCase() : ''}`;
}

/** `POST /v1/auth/tokens`: password login for first-party clients. */
export function authRouter(core: Core): Router<RestState> {
  const router = new Router<RestState>({ prefix: '/v1' });

  router.post(
    '/auth/tokens',
    jsonBody(),
    bucketLimit(core.rateLimits, 'login', (ctx) => {
      const body = ctx.request.body as { username?: unknown; email?: unknown } | null;
      return loginKey(ctx, body?.username ?? body?.email);
    }),
    async (ctx) => {
      const grant = await core.auth.login(ctx.state.caller, ctx.request.body);
      ctx.status = 201;
      // RFC 6749 §5.1: token responses must not be cached.
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Pragma', 'no-cache');
      ctx.body = presentTokenGrant(grant);
    },
  );

  return router;
}
