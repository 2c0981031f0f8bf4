/**
 * The one error taxonomy. The core throws these; each protocol adapter maps `kind` once
 * (HTTP status + problem document, GraphQL extensions.code, gRPC status, SOAP Fault, WS frame).
 */
export type ErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'last_admin'
  | 'precondition_failed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'payment_declined'
  | 'rate_limited'
  | 'bad_gateway'
  | 'service_unavailable'
  | 'gateway_timeout'
  | 'internal';

export interface FieldError {
  /** Dotted path of the offending field, e.g. `medicalInfo.vaccinated`; `''` for the whole body. */
  field: string;
  message: string;
  /** Machine-readable reason, e.g. `required`, `too_big`, `invalid_enum`, `unknown_field`. */
  code: string;
}

export class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly fields: FieldError[] | undefined;
  /** Extra machine-readable facts safe to show the caller (e.g. a decline code). */
  readonly extensions: Record<string, unknown> | undefined;

  constructor(
    kind: ErrorKind,
    message: string,
    options: { fields?: FieldError[]; extensions?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.kind = kind;
    this.fields = options.fields;
    this.extensions = options.extensions;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, fields: FieldError[] = []) {
    super('validation', message, { fields });
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Authentication is required.') {
    super('unauthenticated', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to perform this operation.') {
    super('forbidden', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(resource: string, id?: string) {
    super('not_found', id === undefined ? `${resource} not found.` : `${resource} ${id} not found.`, {
      extensions: { resource },
    });
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, extensions?: Record<string, unknown>) {
    super('conflict', message, { extensions });
  }
}

/**
 * A change that would leave the tenant without an ACTIVE ADMIN (deleting, suspending or demoting
 * the last one): a conflict of its own kind so that clients can tell it from a taken username.
 */
export class LastAdminError extends DomainError {
  constructor() {
    super(
      'last_admin',
      'This is the last active administrator of the tenant: make another account ADMIN first.',
    );
  }
}

export class PreconditionFailedError extends DomainError {
  constructor(message = 'The resource has changed since it was read (it is not at the expected version).') {
    super('precondition_failed', message);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(limitBytes: number) {
    super('payload_too_large', `The request body exceeds the limit of ${limitBytes} bytes.`, {
      extensions: { limitBytes },
    });
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor(expected: string[]) {
    super('unsupported_media_type', `Content-Type must be one of: ${expected.join(', ')}.`, {
      extensions: { expected },
    });
  }
}

export class UnprocessableError extends DomainError {
  constructor(message: string, fields?: FieldError[]) {
    super('unprocessable', message, { fields });
  }
}

export class PaymentDeclinedError extends DomainError {
  constructor(message: string, declineCode: string) {
    super('payment_declined', message, { extensions: { declineCode } });
  }
}

export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('rate_limited', `Too many requests. Retry after ${retryAfterSeconds} seconds.`, {
      extensions: { retryAfterSeconds },
    });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class UpstreamError extends DomainError {
  constructor(
    kind: 'bad_gateway' | 'service_unavailable' | 'gateway_timeout',
    message: string,
    cause?: unknown,
  ) {
    super(kind, message, { cause });
  }
}

export class InternalError extends DomainError {
  constructor(message = 'An unexpected error occurred.', cause?: unknown) {
    super('internal', message, { cause });
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
