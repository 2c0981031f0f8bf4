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

/**
 * A name and password presented with the call itself (SOAP's WS-Security UsernameToken), checked
 * by the core's password check (`AuthService.authenticate`): the login's throttle and failure
 * audit, no tokens issued. A name with `@` is an email.
 */
export interface PasswordFact {
  kind: 'password';
  username: string;
  password: string;
}

/** Every credential a door can hand over: a bearer one, or a password. */
export type CredentialFact = BearerFact | PasswordFact;

/** What a door knows of a call before any decision: extracted from its own framing, nothing more. */
export interface DoorFacts {
  protocol: Protocol;
  ip: string;
  requestId: string;
  /** The caller's own id of the call, already checked by the shared rule (see CallerContext). */
  correlationId?: string;
  /** The caller's credential (named for the usual one, a bearer token). */
  bearer: CredentialFact;
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
  /** Checks a password credential for `caller` (anonymous, in the tenant it named), issuing nothing. */
  verifyPassword(
    caller: CallerContext,
    credentials: { username: string; password: string },
  ): Promise<Principal>;
  rateLimits: Pick<RateLimits, 'chargeCaller'>;
  defaultTenantId(): string;
  /** The tenant id a slug names, or undefined when none has it. */
  tenantIdOfSlug(slug: string): Promise<string | undefined>;
}

/** What a tenant slug looks like (`slugOf` in tenant provisioning makes them so). */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62})$/i;

/**
 * The one way in, for every door: checks the tenant hint, verifies the token or password, counts the call
 * against the caller's general budget, and only then tells what was wrong (a malformed tenant, a
 * bad token), so no refusal comes for free. Returns the caller context every core call carries.
 */
export class Doorway {
  constructor(private readonly deps: DoorwayDeps) {}

  async admit(facts: DoorFacts): Promise<CallerContext> {
    const hint = await this.tenantHint(facts);
    const callerAs = (principal: Principal | null) =>
      callerContext({
        principal,
        ...this.tenantOf(principal, hint.tenantId),
        requestId: facts.requestId,
        correlationId: facts.correlationId,
        protocol: facts.protocol,
        ip: facts.ip,
        signal: facts.signal,
        onBudget: facts.onBudget,
      });
    // A password is looked up in the tenant the caller named, and not at all if that name is bad.
    const identity = await this.identify(facts.bearer, () =>
      hint.error === undefined ? callerAs(null) : null,
    );
    const caller = callerAs(identity.principal);
    await this.deps.rateLimits.chargeCaller(caller);
    facts.doorChecks?.();
    if (hint.error !== undefined) throw hint.error;
    if (identity.error !== undefined) throw identity.error;
    return caller;
  }

  /**
   * Counts `operations` more operations of a call already admitted (which paid for its first)
   * against the caller's general budget, one point each, as many as REST requests for them would
   * spend: a GraphQL operation's mutation fields past the first. All or none: when the budget
   * does not hold them all, RateLimitedError, and the door runs none of them. The budgets of their
   * own (login, chat) are spent by the core services each operation calls, once per call.
   */
  async chargeFurther(caller: CallerContext, operations: number): Promise<void> {
    if (operations <= 0) return;
    await this.deps.rateLimits.chargeCaller(caller, operations);
  }

  /** A tenant named by its UUID, or by its slug for people typing requests (`X-Tenant-ID: demo`). */
  private async tenantHint(facts: DoorFacts): Promise<{ tenantId?: string; error?: DomainError }> {
    const hint = facts.tenantHint;
    if (hint === undefined || hint === '') return {};
    if (isId(hint)) return { tenantId: hint };
    const field = facts.tenantHintField ?? 'tenant';
    if (!SLUG.test(hint)) {
      return {
        error: new ValidationError(`Invalid ${field}.`, [
          { field, message: 'Must be a tenant UUID or slug.', code: 'invalid_format' },
        ]),
      };
    }
    const tenantId = await this.deps.tenantIdOfSlug(hint);
    if (tenantId !== undefined) return { tenantId };
    return {
      error: new ValidationError(`Unknown ${field}.`, [
        { field, message: 'No tenant has this slug.', code: 'unknown_tenant' },
      ]),
    };
  }

  /** A bad credential is kept, not thrown: the call is counted before it is refused. */
  private async identify(
    credential: CredentialFact,
    anonymous: () => CallerContext | null,
  ): Promise<{ principal: Principal | null; error?: DomainError }> {
    if (credential.kind === 'absent') return { principal: null };
    if (credential.kind === 'malformed') {
      return { principal: null, error: new UnauthenticatedError(credential.message) };
    }
    try {
      if (credential.kind === 'value') return { principal: await this.deps.verifyToken(credential.token) };
      const asked = anonymous();
      if (asked === null) return { principal: null };
      const { username, password } = credential;
      return { principal: await this.deps.verifyPassword(asked, { username, password }) };
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
