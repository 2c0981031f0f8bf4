import { CloseCode } from 'graphql-ws';
import { errorView, publicMessage } from '../../../core/error-table.js';
import type { DomainError } from '../../../core/errors.js';

/** graphql-ws's close code for a connection that may not go on (`Forbidden`). */
export const CLOSE_FORBIDDEN = CloseCode.Forbidden;
/** graphql-ws's close code for a socket whose credential stopped working (`Unauthorized`). */
export const CLOSE_UNAUTHORIZED = CloseCode.Unauthorized;

/**
 * How an accepted socket ends when its caller is no longer admitted: 4401 when the token no
 * longer works (expired, revoked, user suspended or deleted), 4403 when the caller is refused.
 */
export function closeCodeFor(error: DomainError): number {
  return error.kind === 'unauthenticated' ? CLOSE_UNAUTHORIZED : CLOSE_FORBIDDEN;
}
/** A close frame's reason holds at most 123 bytes. */
const MAX_REASON_BYTES = 123;

/** `CODE: message` (the GraphQL code of the one error table), cut to fit a close frame. */
export function closeReason(error: DomainError): string {
  let reason = `${errorView(error.kind).graphql}: ${publicMessage(error)}`;
  while (Buffer.byteLength(reason) > MAX_REASON_BYTES) reason = `${reason.slice(0, -2)}…`;
  return reason;
}
