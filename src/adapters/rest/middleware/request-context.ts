import { randomUUID } from 'node:crypto';
import { correlationIdOf, SERVER_REQUEST_ID_HEADER } from '../../shared/request-id.js';
import type { RestContext } from '../state.js';

/**
 * A fresh UUID v7 for a request that brought no id: the current time in the first 48 bits, then
 * the random bits of Node's `randomUUID` (which draws entropy in batches) with the version nibble
 * set to 7; its variant bits are already RFC 9562's. About ten times cheaper than the `uuid`
 * package's v7, which asks the system for random bytes on every call. Request ids need to be
 * unique and roughly time-ordered, not strictly monotonic within a millisecond as stored ids are.
 */
export function freshRequestId(): string {
  const random = randomUUID();
  const now = Date.now();
  if (now !== prefixMillisecond) {
    // The time part is the same for every id of a millisecond: written once per millisecond.
    const time = now.toString(16).padStart(12, '0');
    prefixMillisecond = now;
    timePrefix = `${time.slice(0, 8)}-${time.slice(8, 12)}-7`;
  }
  return timePrefix + random.slice(15);
}

let prefixMillisecond = Number.NaN;
let timePrefix = '';

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
