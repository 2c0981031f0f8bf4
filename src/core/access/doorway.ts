import {
  callerContext,
  type BudgetReport,
  type CallerContext,
  type Principal,
  type Protocol,
} from '../context.js';
import { isDomainError, UnauthenticatedError, ValidationError, type DomainError } from '../errors.js';
import { isId } from '../ids.js';
import type { RateLimits } from '../limits/rate-limits.js';

/** What the caller presented as a bearer credential, as the door found it. */
export type BearerFact =
  | { kind: 'absent' }
  | { kind: 'value'; token: string }
  /** Something was presented but is not a bearer credential; `message` says what is wrong. */
  | { kind: 'malformed'; message: string };

/** What a door knows of a call before any decision: extracted from its own framing, nothing more. */
export interface DoorFacts {
  protocol: Protocol;
  ip: string;
  requestId: string;
  bearer: BearerFact;
  /** A tenant the caller named outside its token (REST's `X-Tenant-ID`); checked here. */
  tenantHint?: string | undefined;
  /** Where the door's field for the tenant hint is named in errors, e.g. `X-Tenant-ID`. */
  tenantHintField?: string;
  signal?: AbortSignal;
  onBudget?: (report: BudgetReport) => void;
  /**
   * The door's own checks that outrank a bad credential (REST: is the method allowed on the
   * path?). They run once the call is counted, before a credential's failure is told.
   */
  doorChecks?: () => void;
}

export interface DoorwayDeps {
  verifyToken(token: string): Promise<Principal>;
  rateLimits: Pick<RateLimits, 'chargeCaller'>;
  defaultTenantId(): string;
}

/**
 * The one way in, for every door: checks the tenant hint, verifies the token, counts the call
 * against the caller's general budget, and only then tells what was wrong (a malformed tenant, a
 * bad token), so no refusal comes for free. Returns the caller context every core call carries.
 */
export class Doorway {
  constructor(private readonly deps: DoorwayDeps) {}

  async admit(facts: DoorFacts): Promise<CallerContext> {
    const hint = this.tenantHint(facts);
    const identity = await this.identify(facts.bearer);
    const caller = callerContext({
      principal: identity.principal,
      ...this.tenantOf(identity.principal, hint.tenantId),
      requestId: facts.requestId,
      protocol: facts.protocol,
      ip: facts.ip,
      signal: facts.signal,
      onBudget: facts.onBudget,
    });
    await this.deps.rateLimits.chargeCaller(caller);
    facts.doorChecks?.();
    if (hint.error !== undefined) throw hint.error;
    if (identity.error !== undefined) throw identity.error;
    return caller;
  }

  private tenantHint(facts: DoorFacts): { tenantId?: string; error?: DomainError } {
    const hint = facts.tenantHint;
    if (hint === undefined || hint === '') return {};
    if (isId(hint)) return { tenantId: hint };
    const field = facts.tenantHintField ?? 'tenant';
    return {
      error: new ValidationError(`Invalid ${field}.`, [
        { field, message: 'Must be a tenant UUID.', code: 'invalid_format' },
      ]),
    };
  }

  /** A bad credential is kept, not thrown: the call is counted before it is refused. */
  private async identify(bearer: BearerFact): Promise<{ principal: Principal | null; error?: DomainError }> {
    if (bearer.kind === 'absent') return { principal: null };
    if (bearer.kind === 'malformed') {
      return { principal: null, error: new UnauthenticatedError(bearer.message) };
    }
    try {
      return { principal: await this.deps.verifyToken(bearer.token) };
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return { principal: null, error };
    }
  }

  private tenantOf(
    principal: Principal | null,
    hint: string | undefined,
  ): Pick<CallerContext, 'tenantId' | 'tenantSource'> {
    if (principal !== null) return { tenantId: principal.tenantId, tenantSource: 'token' };
    if (hint !== undefined) return { tenantId: hint, tenantSource: 'hint' };
    return { tenantId: this.deps.defaultTenantId(), tenantSource: 'default' };
  }
}
