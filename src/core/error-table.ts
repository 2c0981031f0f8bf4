import type { DomainError, ErrorKind } from './errors.js';

/**
 * How each kind of the one error taxonomy is told through every door. Doors read this table and
 * nothing else: REST (status + problem type), the WebSocket error frame (the same status), GraphQL
 * (`extensions.code`), gRPC (status code, number and name) and SOAP (fault code, 1.1 and 1.2).
 * The names are plain data here; no protocol library is involved.
 */
export interface ErrorView {
  /** HTTP status, also carried by WebSocket error frames and SSE error events. */
  status: number;
  /** Last segment of the problem `type` URI. */
  slug: string;
  /** Problem `title`: the same for every error of the kind. */
  title: string;
  /** GraphQL `extensions.code`. */
  graphql: string;
  /** gRPC status (https://grpc.github.io/grpc/core/md_doc_statuscodes.html). */
  grpc: { code: number; name: string };
  /**
   * SOAP fault: the code, 1.1 `Client`/`Server` and 1.2 `Sender`/`Receiver`, and the `code` of the
   * `PetstoreFault` detail (`NOT_FOUND`, `VALIDATION_ERROR`...: the problem slug in capitals).
   */
  soap: { v11: 'Client' | 'Server'; v12: 'Sender' | 'Receiver'; code: string };
  /**
   * The OAuth error code (RFC 6749 §4.1.2.1, §5.2) on the authorization server's endpoints and
   * redirects. Kinds without one stay problem documents there (413, 415, 429, 5xx), as OAuth
   * has no word for them.
   */
  oauth?: string;
}

const CLIENT = { v11: 'Client', v12: 'Sender' } as const;
const SERVER = { v11: 'Server', v12: 'Receiver' } as const;

export const ERROR_TABLE: Readonly<Record<ErrorKind, ErrorView>> = {
  validation: {
    status: 400,
    slug: 'validation-error',
    title: 'Your request is not valid.',
    graphql: 'BAD_USER_INPUT',
    grpc: { code: 3, name: 'INVALID_ARGUMENT' },
    soap: { ...CLIENT, code: 'VALIDATION_ERROR' },
    oauth: 'invalid_request',
  },
  unauthenticated: {
    status: 401,
    slug: 'unauthenticated',
    title: 'Authentication is required.',
    graphql: 'UNAUTHENTICATED',
    grpc: { code: 16, name: 'UNAUTHENTICATED' },
    soap: { ...CLIENT, code: 'UNAUTHENTICATED' },
    // The presented grant (code, refresh token) or its account is not valid (any longer).
    oauth: 'invalid_grant',
  },
  payment_declined: {
    status: 402,
    slug: 'payment-declined',
    title: 'The payment was declined.',
    graphql: 'PAYMENT_DECLINED',
    grpc: { code: 9, name: 'FAILED_PRECONDITION' },
    soap: { ...CLIENT, code: 'PAYMENT_DECLINED' },
  },
  forbidden: {
    status: 403,
    slug: 'forbidden',
    title: 'You are not allowed to do this.',
    graphql: 'FORBIDDEN',
    grpc: { code: 7, name: 'PERMISSION_DENIED' },
    soap: { ...CLIENT, code: 'FORBIDDEN' },
    oauth: 'access_denied',
  },
  not_found: {
    status: 404,
    slug: 'not-found',
    title: 'The resource was not found.',
    graphql: 'NOT_FOUND',
    grpc: { code: 5, name: 'NOT_FOUND' },
    soap: { ...CLIENT, code: 'NOT_FOUND' },
  },
  method_not_allowed: {
    status: 405,
    slug: 'method-not-allowed',
    title: 'The method is not allowed here.',
    graphql: 'METHOD_NOT_ALLOWED',
    grpc: { code: 12, name: 'UNIMPLEMENTED' },
    soap: { ...CLIENT, code: 'METHOD_NOT_ALLOWED' },
  },
  conflict: {
    status: 409,
    slug: 'conflict',
    title: 'The request conflicts with the current state.',
    graphql: 'CONFLICT',
    grpc: { code: 9, name: 'FAILED_PRECONDITION' },
    soap: { ...CLIENT, code: 'CONFLICT' },
  },
  last_admin: {
    status: 409,
    slug: 'last-admin',
    title: 'The tenant would be left without an active administrator.',
    graphql: 'LAST_ADMIN',
    grpc: { code: 9, name: 'FAILED_PRECONDITION' },
    soap: { ...CLIENT, code: 'LAST_ADMIN' },
  },
  precondition_failed: {
    status: 412,
    slug: 'precondition-failed',
    title: 'A precondition failed.',
    graphql: 'PRECONDITION_FAILED',
    grpc: { code: 9, name: 'FAILED_PRECONDITION' },
    soap: { ...CLIENT, code: 'PRECONDITION_FAILED' },
  },
  payload_too_large: {
    status: 413,
    slug: 'payload-too-large',
    title: 'The request body is too large.',
    graphql: 'PAYLOAD_TOO_LARGE',
    grpc: { code: 8, name: 'RESOURCE_EXHAUSTED' },
    soap: { ...CLIENT, code: 'PAYLOAD_TOO_LARGE' },
  },
  unsupported_media_type: {
    status: 415,
    slug: 'unsupported-media-type',
    title: 'The content type is not supported.',
    graphql: 'UNSUPPORTED_MEDIA_TYPE',
    grpc: { code: 3, name: 'INVALID_ARGUMENT' },
    soap: { ...CLIENT, code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  unprocessable: {
    status: 422,
    slug: 'unprocessable',
    title: 'The request cannot be processed.',
    graphql: 'UNPROCESSABLE',
    grpc: { code: 9, name: 'FAILED_PRECONDITION' },
    soap: { ...CLIENT, code: 'UNPROCESSABLE' },
  },
  rate_limited: {
    status: 429,
    slug: 'rate-limited',
    title: 'Too many requests.',
    graphql: 'RATE_LIMITED',
    grpc: { code: 8, name: 'RESOURCE_EXHAUSTED' },
    soap: { ...CLIENT, code: 'RATE_LIMITED' },
  },
  internal: {
    status: 500,
    slug: 'internal-error',
    title: 'Internal server error.',
    graphql: 'INTERNAL_SERVER_ERROR',
    grpc: { code: 13, name: 'INTERNAL' },
    soap: { ...SERVER, code: 'INTERNAL_ERROR' },
  },
  bad_gateway: {
    status: 502,
    slug: 'bad-gateway',
    title: 'An upstream service failed.',
    graphql: 'BAD_GATEWAY',
    grpc: { code: 14, name: 'UNAVAILABLE' },
    soap: { ...SERVER, code: 'BAD_GATEWAY' },
  },
  service_unavailable: {
    status: 503,
    slug: 'service-unavailable',
    title: 'The service is unavailable.',
    graphql: 'SERVICE_UNAVAILABLE',
    grpc: { code: 14, name: 'UNAVAILABLE' },
    soap: { ...SERVER, code: 'SERVICE_UNAVAILABLE' },
  },
  gateway_timeout: {
    status: 504,
    slug: 'gateway-timeout',
    title: 'An upstream service timed out.',
    graphql: 'GATEWAY_TIMEOUT',
    grpc: { code: 4, name: 'DEADLINE_EXCEEDED' },
    soap: { ...SERVER, code: 'GATEWAY_TIMEOUT' },
  },
};

export function errorView(kind: ErrorKind): ErrorView {
  return ERROR_TABLE[kind];
}

/** An error as OAuth tells it: `error`, `error_description`, and the refused `scope` if any. */
export interface OAuthErrorView {
  error: string;
  description: string;
  scope?: string;
}

/**
 * The OAuth column read for one error; undefined for kinds OAuth has no word for. A validation
 * error whose field names an OAuth error (`invalid_scope`) is that error, described by the field;
 * another is `invalid_request` with every field's problem.
 */
export function oauthErrorView(error: DomainError): OAuthErrorView | undefined {
  const code = ERROR_TABLE[error.kind].oauth;
  if (code === undefined) return undefined;
  if (error.kind !== 'validation') return { error: code, description: publicMessage(error) };
  const fields = error.fields ?? [];
  const scopeProblem = fields.find((field) => field.code === 'invalid_scope');
  if (scopeProblem !== undefined) {
    const scope = error.extensions?.['scope'];
    return {
      error: 'invalid_scope',
      description: scopeProblem.message,
      ...(typeof scope === 'string' ? { scope } : {}),
    };
  }
  const detail = fields.map((field) => `${field.field || 'body'}: ${field.message}`).join('; ');
  return { error: code, description: detail === '' ? error.message : detail };
}

/** Failures that are the service's, not the caller's: the operator logs them. */
export function isServerSide(error: DomainError): boolean {
  return ERROR_TABLE[error.kind].status >= 500;
}

/**
 * The text a caller may read: the error's own message, except for internal errors, whose message
 * and cause stay in the server log (the request id is what to quote). The one place that hides.
 */
export function publicMessage(error: DomainError): string {
  return error.kind === 'internal'
    ? 'An unexpected error occurred. Quote the requestId when reporting it.'
    : error.message;
}

/** Extensions a caller may read: none for internal errors. */
export function publicExtensions(error: DomainError): Record<string, unknown> | undefined {
  return error.kind === 'internal' ? undefined : error.extensions;
}
