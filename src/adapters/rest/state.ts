/**
 * What every REST middleware and route can rely on in `ctx.state`: the HTTP port's request state
 * once admission has built the caller (shared with the other doors the port hosts).
 */
export type {
  AdmittedHttpState as RestState,
  AdmittedHttpContext as RestContext,
} from '../shared/http-state.js';
