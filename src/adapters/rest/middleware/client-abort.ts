import type { HttpRequestContext } from '../../shared/http-state.js';

/** The status of a request whose client left before the answer (nginx's convention). */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * The status to log and count once the connection is closed: what was sent, or 499 when the
 * client left before any answer was (Koa's `ctx.status` would still say its default, 404).
 */
export function finalStatus(ctx: HttpRequestContext): number {
  return ctx.res.headersSent ? ctx.status : CLIENT_CLOSED_REQUEST;
}
