import type { ParameterizedContext } from 'koa';
import type { CallerContext } from '../../core/context.js';

/** What every REST middleware and route can rely on in `ctx.state`. */
export interface RestState {
  requestId: string;
  caller: CallerContext;
}

export type RestContext = ParameterizedContext<RestState>;
