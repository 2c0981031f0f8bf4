import type { Middleware } from 'koa';
import type { Doorway } from '../../../core/access/doorway.js';
import { admitHttpRequest } from '../../shared/http-admission.js';
import type { RestContext, RestState } from '../state.js';

export interface AdmissionOptions {
  /** Public documents ignore credentials and tenant: a stale token must not break them. */
  credentials?: 'read' | 'ignore';
  /** Checks that outrank a bad credential (the method check); run once the call is counted. */
  doorChecks?: (ctx: RestContext) => void;
  /**
   * Requests whose `Authorization` header authenticates a client, not a caller (HTTP Basic of an
   * OAuth client on `/oauth/...`): it is left to the endpoint, and the caller is anonymous.
   */
  isClientAuthentication?: ((ctx: RestContext) => boolean) | undefined;
}

/**
 * The REST door's way in, through the HTTP port's admission (`admitHttpRequest`: the request's
 * facts, the one admission step, the `RateLimit-*` headers, the caller on the request state). The
 * caller has no abort signal here: the routes whose work can outlive the client add one
 * (`clientSignal`).
 */
export function admission(doorway: Doorway, options: AdmissionOptions = {}): Middleware<RestState> {
  const readCredentials = options.credentials !== 'ignore';
  const readsBearer = (ctx: RestContext) => readCredentials && options.isClientAuthentication?.(ctx) !== true;
  return async (ctx, next) => {
    // The answer depends on who asks: caches must key on the credentials and the tenant named.
    // (Usually nothing varies yet: then the header is set at once, without parsing one.)
    if (readCredentials) {
      if (ctx.res.hasHeader('Vary')) ctx.vary(['Authorization', 'X-Tenant-ID']);
      else ctx.res.setHeader('Vary', 'Authorization, X-Tenant-ID');
    }
    const caller = await admitHttpRequest(doorway, ctx, {
      protocol: 'rest',
      credential: readsBearer(ctx) ? undefined : { kind: 'absent' },
      readsTenantHint: readCredentials,
      doorChecks: options.doorChecks && (() => options.doorChecks?.(ctx)),
    });
    try {
      await next();
    } finally {
      // What an authenticated caller is told is for that caller alone: no shared or stored copy.
      if (caller.principal !== null && ctx.response.get('Cache-Control') === undefined) {
        ctx.set('Cache-Control', 'private, no-store');
      }
    }
  };
}
