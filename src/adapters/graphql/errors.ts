import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { errorView, isServerSide, publicExtensions, publicMessage } from '../../core/error-table.js';
import { RateLimitedError, type DomainError } from '../../core/errors.js';
import { toDomainError } from '../../core/normalise-error.js';
import type { Logger } from '../../logger.js';
import { MAX_PROBLEM_ERRORS, wwwAuthenticate } from '../shared/problem.js';
import type { GraphqlContext } from './context.js';

/** Apollo's own codes for requests it refuses before execution (parse, validation, CSRF...). */
const INTERNAL_CODE = 'INTERNAL_SERVER_ERROR';
const BAD_REQUEST_CODE = 'BAD_REQUEST';

/**
 * The GraphQL view of a domain error, read from the one error table: `extensions.code`, the
 * field list REST gives (`errors`), the kind's public extensions (`retryAfterSeconds`, ...), and
 * the request id. Internal errors say only "quote the requestId" (`publicMessage`).
 */
export function domainErrorExtensions(
  error: DomainError,
  requestId: string | undefined,
): Record<string, unknown> {
  const extensions: Record<string, unknown> = { ...publicExtensions(error) };
  const fields = error.fields ?? [];
  if (fields.length > 0) extensions['errors'] = fields.slice(0, MAX_PROBLEM_ERRORS);
  if (fields.length > MAX_PROBLEM_ERRORS) extensions['errorCount'] = fields.length;
  extensions['code'] = errorView(error.kind).graphql;
  if (requestId !== undefined) extensions['requestId'] = requestId;
  return extensions;
}

/**
 * A refusal before execution (admission: a bad token, a malformed tenant, the budget spent; the
 * body: too large, malformed): thrown from Apollo's context function, with the HTTP status and
 * headers of the error table (`Retry-After`, `WWW-Authenticate`), so Apollo answers it in the
 * content type the client asked for.
 */
export function refusal(error: DomainError): GraphQLError {
  const headers = new HeaderMap();
  if (error instanceof RateLimitedError) headers.set('retry-after', String(error.retryAfterSeconds));
  const challenge = wwwAuthenticate(error);
  if (challenge !== undefined) headers.set('www-authenticate', challenge);
  return new GraphQLError(publicMessage(error), {
    originalError: error,
    extensions: { http: { status: errorView(error.kind).status, headers } },
  });
}

/**
 * The request id of each error about to be formatted: Apollo's `formatError` is one function for
 * the whole server and sees no context, so errors are tagged with their request's id first (by
 * `requestIdPlugin` inside the pipeline, by the door for its refusals). A weak map, not a field:
 * the errors stay as thrown, and nothing outlives them.
 */
const requestIds = new WeakMap<object, string>();

export function tagRequestId(error: unknown, requestId: string): void {
  if (typeof error === 'object' && error !== null) requestIds.set(error, requestId);
}

/** Tags every error an operation meets (syntax, validation, limits, execution) with its request id. */
export function requestIdPlugin(): ApolloServerPlugin<GraphqlContext> {
  // One listener for every request: it keeps nothing of its own.
  const listener = {
    async didEncounterErrors({
      contextValue,
      errors,
    }: {
      contextValue: GraphqlContext;
      errors: readonly unknown[];
    }) {
      for (const error of errors) tagRequestId(error, contextValue.caller.requestId);
    },
  };
  return { requestDidStart: async () => listener };
}

/**
 * An answer Apollo gave before any operation ran (CSRF, a malformed request, a refusal at
 * admission): its errors get the request id the pipeline's plugin could not give them.
 */
export function withRequestId(answer: string, requestId: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    return answer;
  }
  const errors = (parsed as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return answer;
  for (const error of errors as { extensions?: Record<string, unknown> }[]) {
    error.extensions = { ...error.extensions, requestId: error.extensions?.['requestId'] ?? requestId };
  }
  return JSON.stringify(parsed);
}

/** What was really thrown: the first error under GraphQL's wrappers, if any. */
function thrownBeneath(error: unknown): unknown {
  let current = error;
  while (current instanceof GraphQLError) {
    if (current.originalError === undefined || current.originalError === null) return undefined;
    current = current.originalError;
  }
  return current;
}

/**
 * Apollo's own refusals of a request that carry a 4xx status but no code: a persisted query whose
 * `sha256Hash` is not its query's, an unsupported persisted-query `version`. Apollo would call
 * them internal errors; they are the client's mistake, told as `BAD_REQUEST` with their status.
 */
function isUncodedClientError(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.originalError != null) return false;
  const status = (error.extensions['http'] as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Every error of every answer passes here (Apollo's `formatError`). Errors the core or a resolver
 * threw go through `toDomainError` and the error table; GraphQL's own (syntax, validation,
 * variables, CSRF) keep Apollo's code. Both carry the request id; nothing carries a stack.
 */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const requestId = requestIds.get(error as object);
    const where = {
      ...(formatted.locations === undefined ? {} : { locations: formatted.locations }),
      ...(formatted.path === undefined ? {} : { path: formatted.path }),
    };
    let thrown = thrownBeneath(error);
    const code = formatted.extensions?.['code'];
    if (thrown === undefined) {
      if (typeof code === 'string' && code !== INTERNAL_CODE) {
        const extensions = requestId === undefined ? { code } : { code, requestId };
        return { message: formatted.message, ...where, extensions };
      }
      if (isUncodedClientError(error)) {
        const extensions = { code: BAD_REQUEST_CODE, ...(requestId === undefined ? {} : { requestId }) };
        return { message: formatted.message, ...where, extensions };
      }
      thrown = error;
    }
    const domain = toDomainError(thrown);
    if (isServerSide(domain)) logger.error({ err: thrown, requestId }, 'graphql request failed');
    return { message: publicMessage(domain), ...where, extensions: domainErrorExtensions(domain, requestId) };
  };
}
