/**
 * Every core call carries a caller context: who is asking, for which tenant, through which door.
 * Adapters build it; policies in the core read it.
 */
export const ROLES = ['CUSTOMER', 'STAFF', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const SCOPES = [
  'read:pets',
  'write:pets',
  'read:orders',
  'write:orders',
  'read:user',
  'write:user',
  'chat:write',
  'admin',
] as const;
export type Scope = (typeof SCOPES)[number];

export type Protocol = 'rest' | 'graphql' | 'grpc' | 'ws' | 'soap' | 'sse' | 'system';

export interface Principal {
  userId: string;
  tenantId: string;
  role: Role;
  scopes: readonly Scope[];
  /** `jti` of the access token that authenticated this call. */
  tokenId?: string;
  /** OAuth client that obtained the token, when not a first-party login. */
  clientId?: string;
  /** When the access token expires (Unix seconds): long-lived doors end their sessions then. */
  expiresAt?: number;
  /** When the access token was issued (Unix seconds): streams compare it with revocations. */
  issuedAt?: number;
}

/**
 * How the caller's tenant was chosen: from its token, from a hint the door passed on (REST's
 * `X-Tenant-ID`), the default tenant for a caller who named none, or by the service itself.
 * Rules that treat "named no tenant" differently (finding a photo by its ids alone) read this.
 */
export type TenantSource = 'token' | 'hint' | 'default' | 'system' | 'client';

/** A charged budget, as the caller is told (the RateLimit-* headers and their equivalents). */
export interface BudgetReport {
  bucket: string;
  limit: number;
  remaining: number;
  resetSeconds: number;
  /** IETF RateLimit-Policy form, e.g. `60;w=60`. */
  policy: string;
}

export interface CallerContext {
  /** `null` for anonymous callers. */
  principal: Principal | null;
  /** The tenant the call acts in: the principal's, or for anonymous reads the requested one. */
  tenantId: string;
  tenantSource: TenantSource;
  /** The service's own id of this call, never the caller's choice: audit, logs and errors quote it. */
  requestId: string;
  /**
   * The id the caller gave the call (REST's `X-Request-ID`, gRPC's `x-request-id`, a WebSocket
   * frame's `id`) when it passes the shared rule: kept beside `requestId` to find the call by,
   * never trusted to tell calls apart (anyone may send an id someone else used).
   */
  correlationId?: string;
  protocol: Protocol;
  /** Client address, for audit and rate limits. */
  ip: string;
  /** Aborted when the caller goes away (disconnect, deadline). */
  signal?: AbortSignal;
  /** Told of every budget charged for this call (to show it as headers, trailers, ...). */
  onBudget?: (report: BudgetReport) => void;
}

/**
 * The one constructor of caller contexts. Doors reach it through the admission step
 * (`Doorway.admit`); the service's own work through `systemContext`.
 */
export function callerContext(facts: CallerContext): CallerContext {
  const caller: CallerContext = {
    principal: facts.principal,
    tenantId: facts.tenantId,
    tenantSource: facts.tenantSource,
    requestId: facts.requestId,
    protocol: facts.protocol,
    ip: facts.ip,
  };
  if (facts.correlationId !== undefined) caller.correlationId = facts.correlationId;
  if (facts.signal !== undefined) caller.signal = facts.signal;
  if (facts.onBudget !== undefined) caller.onBudget = facts.onBudget;
  return caller;
}

/** The same call through another framing of the same door (REST answering as Server-Sent Events). */
export function viaProtocol(caller: CallerContext, protocol: Protocol): CallerContext {
  return callerContext({ ...caller, protocol });
}

/** The same caller, told through `signal` when the client goes away (work that outlives a quick answer). */
export function untilAborted(caller: CallerContext, signal: AbortSignal): CallerContext {
  return callerContext({ ...caller, signal });
}

/**
 * The same caller, acting in the tenant of the OAuth client it signs in to (the authorization
 * server's login page): that is where the client's users have accounts.
 */
export function inClientTenant(caller: CallerContext, tenantId: string): CallerContext {
  return callerContext({ ...caller, tenantId, tenantSource: 'client' });
}

/** The service acting on its own (seeding, workers); `actingAs` lends it a user's identity. */
export function systemContext(tenantId: string, requestId = 'system', actingAs?: Principal): CallerContext {
  return callerContext({
    principal: actingAs ?? null,
    tenantId,
    tenantSource: 'system',
    requestId,
    protocol: 'system',
    ip: '127.0.0.1',
  });
}

/**
 * The tenant a caller named, or `null` when it named none (no token, no hint): such callers may
 * find a pet photo by its unguessable ids alone, as browsers' plain `<img>` requests must.
 */
export function namedTenantOf(caller: CallerContext): string | null {
  return caller.tenantSource === 'default' ? null : caller.tenantId;
}
