import type { Logger } from '../../../logger.js';
import { isServerSide } from '../../../core/error-table.js';
import { DomainError, RateLimitedError } from '../../../core/errors.js';
import { toDomainError } from '../../../core/normalise-error.js';
import { presentOpenAiError } from '../../shared/presenters/openai-error.js';
import { toProblem, wwwAuthenticate } from '../../shared/problem.js';
import { speaksOpenAiConvention } from '../openai-convention.js';
import type { RestContext } from '../state.js';
import { CLIENT_CLOSED_REQUEST } from './client-abort.js';

/**
 * What no route answered becomes an error here, so it is answered like any other: an unknown path
 * is a 404 problem, and a known path with an unknown method (the routers answer it by status and
 * `Allow` header alone) a 405 problem.
 */
export function assertAnswered(ctx: RestContext): void {
  if (ctx.status === 404 && ctx.body === undefined) {
    throw new DomainError('not_found', `No route matches ${ctx.method} ${ctx.path}.`);
  }
  if ((ctx.status === 405 || ctx.status === 501) && ctx.body === undefined) {
    throw new DomainError('method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}.`, {
      extensions: { allow: ctx.response.get('Allow').split(/,\s*/).filter(Boolean) },
    });
  }
}

/** Answers one thrown error; `closedEarly` tells that the connection closed before an answer was written. */
export type ProblemAnswer = (ctx: RestContext, thrown: unknown, closedEarly: boolean) => void;

/** Turns whatever a route throws into a problem document; nothing else ever reaches the wire. */
export function problemAnswer(logger: Logger): ProblemAnswer {
  return (ctx, thrown, closedEarly) => {
    if (closedEarly && !ctx.res.headersSent) {
      // The client left (or was cut off) and nobody is left to answer: an abort is the client's
      // choice, not a failure of ours.
      const { requestId, correlationId } = ctx.state;
      logger.info({ requestId, correlationId, path: ctx.path }, 'client closed the request');
      ctx.status = CLIENT_CLOSED_REQUEST;
      ctx.respond = false;
      return;
    }
    const error = toDomainError(fromKoaError(thrown));
    // Server-side failures (a bug, the database or an upstream gone) are the operator's to see.
    if (isServerSide(error)) {
      const { requestId, correlationId } = ctx.state;
      logger.error({ err: thrown, requestId, correlationId, path: ctx.path }, 'request failed');
    }
    if (error instanceof RateLimitedError) ctx.set('Retry-After', String(error.retryAfterSeconds));
    const challenge = wwwAuthenticate(error);
    if (challenge !== undefined) ctx.set('WWW-Authenticate', challenge);
    const problem = toProblem(error, ctx.path, ctx.state.requestId, ctx.state.correlationId);
    // OpenAI clients read `error`, not the problem's members: both, from the one domain error.
    if (speaksOpenAiConvention(ctx.path)) problem.error = presentOpenAiError(error);
    ctx.status = problem.status;
    ctx.body = problem;
    ctx.type = 'application/problem+json';
  };
}

/** Errors from Koa's own machinery (http-errors) carry an `expose`d status; map the ones we know. */
function fromKoaError(thrown: unknown): unknown {
  if (thrown instanceof DomainError) return thrown;
  const status = (thrown as { status?: unknown } | null)?.status;
  if (status === 413) return new DomainError('payload_too_large', 'The request body is too large.');
  if (status === 415) return new DomainError('unsupported_media_type', 'The content type is not supported.');
  if (status === 400) return new DomainError('validation', 'The request is malformed.');
  if (status === 404) return new DomainError('not_found', 'The resource was not found.');
  if (status === 405 || status === 501) {
    return new DomainError('method_not_allowed', 'This method is not allowed on this resource.');
  }
  return thrown;
}
