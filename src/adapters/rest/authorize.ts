import type { Middleware } from 'koa';
import type { CallerContext } from '../../core/context.js';
import type { RestState } from './state.js';

/**
 * Applies one of the core's `assertCan...` policies before the body is read, so a request without
 * a token is 401 even when its body is also malformed. The decision stays the core's: the service
 * asserts the same policy again whichever door calls it.
 */
export function authorize(assertCan: (caller: CallerContext) => unknown): Middleware<RestState> {
  return async (ctx, next) => {
    assertCan(ctx.state.caller);
    await next();
  };
}
