import type { DomainError, ErrorKind, FieldError } from '../../core/errors.js';

export const PROBLEM_BASE_URI = 'https://petstore-gateway.dev/problems/';

/** The REST adapter's one mapping table from the core taxonomy. */
const PROBLEM_TYPES: Record<ErrorKind, { status: number; slug: string; title: string }> = {
  validation: { status: 400, slug: 'validation-error', title: 'Your request is not valid.' },
  unauthenticated: { status: 401, slug: 'unauthenticated', title: 'Authentication is required.' },
  forbidden: { status: 403, slug: 'forbidden', title: 'You are not allowed to do this.' },
  not_found: { status: 404, slug: 'not-found', title: 'The resource was not found.' },
  method_not_allowed: { status: 405, slug: 'method-not-allowed', title: 'The method is not allowed here.' },
  conflict: { status: 409, slug: 'conflict', title: 'The request conflicts with the current state.' },
  precondition_failed: { status: 412, slug: 'precondition-failed', title: 'A precondition failed.' },
  payload_too_large: { status: 413, slug: 'payload-too-large', title: 'The request body is too large.' },
  unsupported_media_type: {
    status: 415,
    slug: 'unsupported-media-type',
    title: 'The content type is not supported.',
  },
  unprocessable: { status: 422, slug: 'unprocessable', title: 'The request cannot be processed.' },
  payment_declined: { status: 402, slug: 'payment-declined', title: 'The payment was declined.' },
  rate_limited: { status: 429, slug: 'rate-limited', title: 'Too many requests.' },
  bad_gateway: { status: 502, slug: 'bad-gateway', title: 'An upstream service failed.' },
  service_unavailable: { status: 503, slug: 'service-unavailable', title: 'The service is unavailable.' },
  gateway_timeout: { status: 504, slug: 'gateway-timeout', title: 'An upstream service timed out.' },
  internal: { status: 500, slug: 'internal-error', title: 'Internal server error.' },
};

export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  requestId: string;
  errors?: FieldError[];
  [extension: string]: unknown;
}

export function statusOf(kind: ErrorKind): number {
  return PROBLEM_TYPES[kind].status;
}

/** RFC 9457 problem document; internal errors never reveal their cause. */
export function toProblem(error: DomainError, instance: string, requestId: string): ProblemDocument {
  const type = PROBLEM_TYPES[error.kind];
  const problem: ProblemDocument = {
    type: PROBLEM_BASE_URI + type.slug,
    title: type.title,
    status: type.status,
    detail:
      error.kind === 'internal'
        ? 'An unexpected error occurred. Quote the requestId when reporting it.'
        : error.message,
    instance,
    requestId,
  };
  if (error.fields !== undefined && error.fields.length > 0) problem.errors = error.fields;
  if (error.extensions !== undefined && error.kind !== 'internal') {
    for (const [key, value] of Object.entries(error.extensions)) {
      if (!(key in problem)) problem[key] = value;
    }
  }
  return problem;
}
