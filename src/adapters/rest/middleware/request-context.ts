import type { Middleware } from 'koa';
import { requestIdOf } from '../../shared/request-id.js';
import type { RestState } from '../state.js';

/** Every request gets an id: the caller's `X-Request-ID` when it is sane, else a new one. */
export function requestId(): Middleware<RestState> {
  return async (ctx, next) => {
    ctx.state.requestId = requestIdOf(ctx.get('x-request-id'));
    ctx.set('X-Request-ID', ctx.state.requestId);
    await next();
  };
}
