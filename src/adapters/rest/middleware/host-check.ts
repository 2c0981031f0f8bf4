import type { Middleware } from 'koa';
import { misdirected, type AllowedHosts } from '../../shared/allowed-hosts.js';
import type { RestState } from '../state.js';

/** Refuses a `Host` the service does not answer to (400) before anything else reads the request. */
export function hostCheck(allowed: AllowedHosts): Middleware<RestState> {
  return async (ctx, next) => {
    if (!allowed.allows(ctx.get('host'))) throw misdirected();
    await next();
  };
}
