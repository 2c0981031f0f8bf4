import type { Middleware } from 'koa';
import { newId } from '../../../core/ids.js';
import type { RestState } from '../state.js';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Every request gets an id: the caller's `X-Request-ID` when it is sane, else a new one. */
export function requestId(): Middleware<RestState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    ctx.state.requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : newId();
    ctx.set('X-Request-ID', ctx.state.requestId);
    await next();
  };
}
