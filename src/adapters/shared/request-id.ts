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
