import type { ParameterizedContext } from 'koa';
import type { CallerContext } from '../../core/context.js';

/** What every REST middleware and route can rely on in `ctx.state`. */
export interface RestState {
  /** The service's id of this request (`X-Server-Request-ID`). */
  requestId: string;
  /** The caller's `X-Request-ID`, when it passes the shared rule. */
  correlationId?: string;
  caller: CallerContext;
}

export type RestContext = ParameterizedContext<RestState>;
