import { randomUUID } from 'node:crypto';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The caller's own id of a call (`X-Request-ID` header, `x-request-id` gRPC metadata, a WebSocket
 * frame's `id`) when it is 1..128 characters of `[A-Za-z0-9._:-]`, else none. One rule for every
 * door. It is kept as the call's correlation id only: every call also gets an id of the service's
 * own, since anyone may send an id that someone else used (an administrator's, to blur the trail).
 */
export function correlationIdOf(incoming: string | undefined): string | undefined {
  return incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : undefined;
}

/** The response header (and gRPC metadata key) that carries the service's own request id. */
export const SERVER_REQUEST_ID_HEADER = 'X-Server-Request-ID';

/**
 * The service's own id of a call (every door's): a fresh UUID v7, the current time in the first 48 bits, then
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
