import type { Middleware } from 'koa';
import { untilAborted } from '../../../core/context.js';
import { whenResponseCloses } from '../../shared/response-closed.js';
import type { RestState } from '../state.js';

/**
 * Gives the caller a signal that aborts when the client goes away before the answer is done, for
 * the routes whose work outlives a quick answer (a chat completion, an event stream). Only they
 * get one: an `AbortController` and its signal on every request were a visible share of a cached
 * read, and no other REST route, nor the core on its own, reads `caller.signal`.
 */
export function clientSignal(): Middleware<RestState> {
  return async (ctx, next) => {
    const abort = new AbortController();
    // Runs at once if the client already left (during admission, say).
    whenResponseCloses(ctx.res, () => {
      if (!ctx.res.writableFinished) abort.abort();
    });
    ctx.state.caller = untilAborted(ctx.state.caller, abort.signal);
    await next();
  };
}
