import type { CredentialFact, Doorway } from '../../core/access/doorway.js';
import type { BudgetReport, CallerContext } from '../../core/context.js';
import { bearerFromAuthorization } from './bearer.js';
import { rateLimitFields } from './rate-limit-fields.js';
import type { HttpRequestContext } from './http-state.js';

/** What an HTTP door decides about one admission; the request itself gives the rest. */
export interface HttpAdmission {
  protocol: 'rest' | 'graphql' | 'soap';
  /**
   * The credential, when it is not the request's `Authorization` header: `absent` for public
   * documents and for an OAuth client's own authentication, a UsernameToken's password (SOAP).
   */
  credential?: CredentialFact;
  /** Public documents ignore `X-Tenant-ID` as they ignore credentials. */
  readsTenantHint?: boolean;
  signal?: AbortSignal;
  /** Checks that outrank a bad credential (the method check); run once the call is counted. */
  doorChecks?: () => void;
}

/**
 * The way in of every door on the HTTP port (REST, GraphQL, SOAP): the request's facts (the
 * socket's address, `Authorization`, `X-Tenant-ID`, the request ids of the frame) handed to the
 * one admission step, which counts the call and builds the caller. Every budget charged for the
 * call (this one, and later chat or login) shows in the `RateLimit-*` headers. The caller is put
 * on the request state, where the access line reads its user and tenant.
 */
export async function admitHttpRequest(
  doorway: Doorway,
  ctx: HttpRequestContext,
  admission: HttpAdmission,
): Promise<CallerContext> {
  const caller = await doorway.admit({
    protocol: admission.protocol,
    ip: ctx.ip || ctx.req.socket.remoteAddress || 'unknown',
    requestId: ctx.state.requestId,
    correlationId: ctx.state.correlationId,
    bearer: admission.credential ?? bearerFromAuthorization(ctx.get('authorization')),
    tenantHint: admission.readsTenantHint === false ? undefined : ctx.get('x-tenant-id'),
    tenantHintField: 'X-Tenant-ID',
    signal: admission.signal,
    onBudget: (report) => setRateLimitHeaders(ctx, report),
    doorChecks: admission.doorChecks,
  });
  ctx.state.caller = caller;
  return caller;
}

/** The budget last charged, as the RateLimit header fields draft names it. */
function setRateLimitHeaders(ctx: HttpRequestContext, report: BudgetReport): void {
  for (const [name, value] of rateLimitFields(report)) ctx.set(name, value);
}
