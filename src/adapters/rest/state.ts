import type { ParameterizedContext } from 'koa';
import type { CallerContext } from '../../core/context.js';
import type { DomainError } from '../../core/errors.js';

/** What every REST middleware and route can rely on in `ctx.state`. */
export interface RestState {
  requestId: string;
  caller: CallerContext;
  /** A bearer token that failed verification; surfaced after the rate limit is counted. */
  authError?: DomainError;
}

export type RestContext = ParameterizedContext<RestState>;
