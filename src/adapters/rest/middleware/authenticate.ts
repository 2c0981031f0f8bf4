import type { Middleware } from 'koa';
import type { Principal } from '../../../core/context.js';
import { DomainError, UnauthenticatedError } from '../../../core/errors.js';
import type { RestState } from '../state.js';

export type AuthenticateBearer = (token: string) => Promise<Principal>;

/**
 * Resolves `Authorization: Bearer` into the caller's principal. A bad credential is not thrown
 * here but parked on the state, so the rate limit still counts the request before the 401.
 */
export function authenticate(verify: AuthenticateBearer): Middleware<RestState> {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    if (header !== '') {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      try {
        if (match === null)
          throw new UnauthenticatedError('The Authorization header must be "Bearer <token>".');
        const principal = await verify(match[1] as string);
        ctx.state.caller.principal = principal;
        ctx.state.caller.tenantId = principal.tenantId;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        ctx.state.authError = error;
      }
    }
    await next();
  };
}
