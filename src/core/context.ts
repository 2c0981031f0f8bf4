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
}

export interface CallerContext {
  /** `null` for anonymous callers. */
  principal: Principal | null;
  /** The tenant the call acts in: the principal's, or for anonymous reads the requested one. */
  tenantId: string;
  requestId: string;
  protocol: Protocol;
  /** Client address, for audit and rate limits. */
  ip: string;
  /** Aborted when the caller goes away (disconnect, deadline). */
  signal?: AbortSignal;
}

export function systemContext(tenantId: string, requestId = 'system'): CallerContext {
  return { principal: null, tenantId, requestId, protocol: 'system', ip: '127.0.0.1' };
}
