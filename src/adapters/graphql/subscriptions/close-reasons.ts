import { CloseCode } from 'graphql-ws';
import { errorView, publicMessage } from '../../../core/error-table.js';
import type { DomainError } from '../../../core/errors.js';

/** graphql-ws's close code for a connection that may not go on (`Forbidden`). */
export const CLOSE_FORBIDDEN = CloseCode.Forbidden;
/** A close frame's reason holds at most 123 bytes. */
const MAX_REASON_BYTES = 123;

/** `CODE: message` (the GraphQL code of the one error table), cut to fit a close frame. */
export function closeReason(error: DomainError): string {
  let reason = `${errorView(error.kind).graphql}: ${publicMessage(error)}`;
  while (Buffer.byteLength(reason) > MAX_REASON_BYTES) reason = `${reason.slice(0, -2)}…`;
  return reason;
}
