import { newId } from '../../core/ids.js';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a call: the caller's own (`X-Request-ID` header, `x-request-id` gRPC metadata) when
 * it is 1..128 characters of `[A-Za-z0-9._:-]`, else a new one. One rule for every door.
 */
export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : newId();
}
