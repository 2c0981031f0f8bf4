import { correlationIdOf, freshRequestId, SERVER_REQUEST_ID_HEADER } from '../../shared/request-id.js';
import type { RestContext } from '../state.js';

/**
 * Every request gets an id of the service's own (`X-Server-Request-ID`; audit, logs and problems
 * quote it). The caller's `X-Request-ID`, when it passes the shared rule, is kept beside it as the
 * correlation id and echoed in `X-Request-ID`, so a client's own logs line up; without one,
 * `X-Request-ID` is the service's id.
 */
export function assignRequestId(ctx: RestContext): void {
  // Node joins a repeated header of this kind into one string; the header may be absent.
  const incoming = ctx.req.headers['x-request-id'];
  const requestId = freshRequestId();
  const correlationId = typeof incoming === 'string' ? correlationIdOf(incoming) : undefined;
  ctx.state.requestId = requestId;
  if (correlationId !== undefined) ctx.state.correlationId = correlationId;
  ctx.res.setHeader('X-Request-ID', correlationId ?? requestId);
  ctx.res.setHeader(SERVER_REQUEST_ID_HEADER, requestId);
}
