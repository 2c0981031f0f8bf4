import { publicMessage } from '../../../core/error-table.js';
import type { DomainError, ErrorKind } from '../../../core/errors.js';

/**
 * The chat-completions convention's error object, `{message, type, param, code}`: what OpenAI
 * clients read from a failed call (the official SDK builds its message, `code`, `param` and
 * `type` from it, and says "(no body)" when it is missing). Built from the same domain error as
 * the problem document, so the two never disagree.
 */
export interface OpenAiErrorObject {
  message: string;
  /** The convention's error class: `invalid_request_error`, `authentication_error`... */
  type: string;
  /** The request field at fault (`model`, `messages`...), null when the whole call is. */
  param: string | null;
  /** Machine-readable: the field error's code (`unknown_model`, `too_small`...), else the kind's. */
  code: string;
}

/** The convention's `type` for each kind of the taxonomy. */
const TYPE_OF_KIND: Readonly<Record<ErrorKind, string>> = {
  validation: 'invalid_request_error',
  unauthenticated: 'authentication_error',
  payment_declined: 'invalid_request_error',
  forbidden: 'permission_error',
  not_found: 'not_found_error',
  method_not_allowed: 'invalid_request_error',
  conflict: 'invalid_request_error',
  last_admin: 'invalid_request_error',
  precondition_failed: 'invalid_request_error',
  payload_too_large: 'invalid_request_error',
  unsupported_media_type: 'invalid_request_error',
  unprocessable: 'invalid_request_error',
  rate_limited: 'rate_limit_error',
  internal: 'server_error',
  bad_gateway: 'server_error',
  service_unavailable: 'server_error',
  gateway_timeout: 'server_error',
};

/** Codes that OpenAI clients already know, for kinds with no field to name. */
const CODE_OF_KIND: Partial<Record<ErrorKind, string>> = {
  unauthenticated: 'invalid_api_key',
  rate_limited: 'rate_limit_exceeded',
};

export function presentOpenAiError(error: DomainError): OpenAiErrorObject {
  const field = error.kind === 'internal' ? undefined : error.fields?.[0];
  return {
    message: publicMessage(error),
    type: TYPE_OF_KIND[error.kind],
    param: field === undefined || field.field === '' ? null : field.field,
    code: field?.code ?? CODE_OF_KIND[error.kind] ?? error.kind,
  };
}
