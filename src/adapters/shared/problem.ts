import { errorView, publicExtensions, publicMessage } from '../../core/error-table.js';
import type { DomainError, FieldError } from '../../core/errors.js';

export const PROBLEM_BASE_URI = 'https://petstore-gateway.dev/problems/';

/** Field errors listed at the most; the rest are counted (`errorCount`), so one request cannot echo thousands. */
export const MAX_PROBLEM_ERRORS = 20;

/**
 * RFC 9457 problem document: the HTTP view of a domain error, read from the one error table. Every
 * HTTP answer that refuses (REST, a refused WebSocket upgrade, SSE error events) is built here.
 */
export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** The request path, never its query string (which may carry credentials or be huge). */
  instance: string;
  /** The service's id of the request (`X-Server-Request-ID`): what to quote when reporting it. */
  requestId: string;
  /** The caller's own `X-Request-ID`, when it sent a valid one. */
  correlationId?: string;
  errors?: FieldError[];
  /** The number of field errors when more than `MAX_PROBLEM_ERRORS` were found. */
  errorCount?: number;
  [extension: string]: unknown;
}

export function toProblem(
  error: DomainError,
  path: string,
  requestId: string,
  correlationId?: string,
): ProblemDocument {
  const view = errorView(error.kind);
  const problem: ProblemDocument = {
    type: PROBLEM_BASE_URI + view.slug,
    title: view.title,
    status: view.status,
    detail: publicMessage(error),
    instance: path,
    requestId,
  };
  if (correlationId !== undefined) problem.correlationId = correlationId;
  const fields = error.fields ?? [];
  if (fields.length > 0) problem.errors = fields.slice(0, MAX_PROBLEM_ERRORS);
  if (fields.length > MAX_PROBLEM_ERRORS) problem.errorCount = fields.length;
  for (const [key, value] of Object.entries(publicExtensions(error) ?? {})) {
    if (!(key in problem)) problem[key] = value;
  }
  return problem;
}

/** `WWW-Authenticate` of a 401 (RFC 6750 §3): the one place its text is written. */
export function wwwAuthenticate(error: DomainError): string | undefined {
  if (error.kind !== 'unauthenticated') return undefined;
  return 'Bearer realm="petstore", error="invalid_token"';
}
