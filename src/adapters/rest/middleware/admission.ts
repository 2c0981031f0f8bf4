import type { Middleware } from 'koa';
import type { Doorway } from '../../../core/access/doorway.js';
import type { BudgetReport } from '../../../core/context.js';
import { bearerFromAuthorization } from '../../shared/bearer.js';
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

function setRateLimitHeaders(ctx: RestContext, report: BudgetReport): void {
  ctx.set('RateLimit-Limit', String(report.limit));
  ctx.set('RateLimit-Remaining', String(report.remaining));
  ctx.set('RateLimit-Reset', String(report.resetSeconds));
  ctx.set('RateLimit-Policy', report.policy);
}

/**
 * The REST door's way in: the request's facts (address, `Authorization`, `X-Tenant-ID`) handed to
 * the one admission step, which counts the request and builds the caller. Every budget charged
 * for the call later (chat, login) shows in the RateLimit-* headers too. The caller has no abort
 * signal here: the routes whose work can outlive the client add one (`clientSignal`).
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
    const caller = await doorway.admit({
      protocol: 'rest',
      ip: ctx.ip || ctx.req.socket.remoteAddress || 'unknown',
      requestId: ctx.state.requestId,
      correlationId: ctx.state.correlationId,
      bearer: readsBearer(ctx) ? bearerFromAuthorization(ctx.get('authorization')) : { kind: 'absent' },
      tenantHint: readCredentials ? ctx.get('x-tenant-id') : undefined,
      tenantHintField: 'X-Tenant-ID',
      onBudget: (report) => setRateLimitHeaders(ctx, report),
      doorChecks: options.doorChecks && (() => options.doorChecks?.(ctx)),
    });
    ctx.state.caller = caller;
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
