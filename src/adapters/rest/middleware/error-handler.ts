import type { Middleware } from 'koa';
import type { Logger } from '../../../logger.js';
import { DomainError, InternalError, RateLimitedError } from '../../../core/errors.js';
import { databaseUnavailable } from '../../../db/errors.js';
import { statusOf, toProblem } from '../problem.js';
import type { RestState } from '../state.js';

/** Turns whatever a route throws into a problem document; nothing else ever reaches the wire. */
export function errorHandler(logger: Logger): Middleware<RestState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new DomainError('not_found', `No route matches ${ctx.method} ${ctx.path}.`);
      }
      // The routers answer a known path with an unknown method by status and `Allow` header alone.
      if ((ctx.status === 405 || ctx.status === 501) && ctx.body === undefined) {
        throw new DomainError('method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}.`, {
          extensions: { allow: ctx.response.get('Allow').split(/,\s*/).filter(Boolean) },
        });
      }
    } catch (thrown) {
      const error = asDomainError(thrown);
      // Server-side failures (a bug, the database or an upstream gone) are the operator's to see.
      if (statusOf(error.kind) >= 500) {
        logger.error({ err: thrown, requestId: ctx.state.requestId, path: ctx.path }, 'request failed');
      }
      if (error instanceof RateLimitedError) ctx.set('Retry-After', String(error.retryAfterSeconds));
      if (error.kind === 'unauthenticated') {
        ctx.set('WWW-Authenticate', `Bearer realm="petstore", error="invalid_token"`);
      }
      const problem = toProblem(error, ctx.originalUrl, ctx.state.requestId);
      ctx.status = problem.status;
      ctx.body = problem;
      ctx.type = 'application/problem+json';
    }
  };
}

/** Errors from Koa's own machinery (http-errors) carry an `expose`d status; map the ones we know. */
function asDomainError(thrown: unknown): DomainError {
  const unavailable =
    databaseUnavailable(thrown) ?? databaseUnavailable((thrown as { cause?: unknown } | null)?.cause);
  if (unavailable !== undefined) return unavailable;
  if (thrown instanceof DomainError) return thrown;
  const status = (thrown as { status?: unknown } | null)?.status;
  if (typeof status === 'number') {
    if (status === 413) return new DomainError('payload_too_large', 'The request body is too large.');
    if (status === 415)
      return new DomainError('unsupported_media_type', 'The content type is not supported.');
    if (status === 400) return new DomainError('validation', 'The request is malformed.');
    if (status === 404) return new DomainError('not_found', 'The resource was not found.');
    if (status === 405 || status === 501) {
      return new DomainError('method_not_allowed', 'This method is not allowed on this resource.');
    }
  }
  return new InternalError(undefined, thrown);
}
