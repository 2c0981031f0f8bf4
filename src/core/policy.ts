import { SCOPES, type CallerContext, type Principal, type Role, type Scope } from './context.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';

/** The most a token of each role may carry; a token's scopes are a subset. */
export const ROLE_SCOPES: Record<Role, readonly Scope[]> = {
  CUSTOMER: ['read:pets', 'read:orders', 'write:orders', 'read:user', 'write:user', 'chat:write'],
  STAFF: ['read:pets', 'write:pets', 'read:orders', 'write:orders', 'read:user', 'write:user', 'chat:write'],
  // Admins may do everything, including what later areas add to SCOPES.
  ADMIN: SCOPES,
};

const ROLE_RANK: Record<Role, number> = { CUSTOMER: 0, STAFF: 1, ADMIN: 2 };

/** The role's scopes, or (when some are requested) the requested ones the role allows. */
export function scopesForRole(role: Role, requested?: readonly string[]): Scope[] {
  if (requested === undefined || requested.length === 0) return [...ROLE_SCOPES[role]];
  return scopesWithinRole(role, requested);
}

/**
 * The one scope ceiling: the requested scopes the role allows, in the canonical order. Nothing
 * requested, nothing allowed; names that are no product scope (`openid`, unknown ones) drop out.
 */
export function scopesWithinRole(role: Role, requested: readonly string[]): Scope[] {
  return ROLE_SCOPES[role].filter((scope) => requested.includes(scope));
}

/** A user with every scope of its role: the identity the service lends itself (demo seeding). */
export function principalOfUser(user: { userId: string; tenantId: string; role: Role }): Principal {
  return {
    userId: user.userId,
    tenantId: user.tenantId,
    role: user.role,
    scopes: [...ROLE_SCOPES[user.role]],
  };
}

/** What an operation asks of its caller; nothing more than being signed in when empty. */
export interface CallerRequirement {
  /** At least this role (CUSTOMER < STAFF < ADMIN). */
  role?: Role;
  /** This scope on the token. */
  scope?: Scope;
}

/**
 * The one guard every area policy is built on: an anonymous caller is refused as
 * unauthenticated (401); a signed-in one below the role, or whose token lacks the scope, as
 * forbidden (403), the role checked first. Returns the principal it let through.
 */
export function guard(ctx: CallerContext, requirement: CallerRequirement = {}): Principal {
  const principal = ctx.principal;
  if (principal === null) throw new UnauthenticatedError();
  if (requirement.role !== undefined && !hasRole(principal, requirement.role)) {
    throw new ForbiddenError(`This operation requires the ${requirement.role} role.`);
  }
  if (requirement.scope !== undefined && !principal.scopes.includes(requirement.scope)) {
    throw new ForbiddenError(`This operation requires the ${requirement.scope} scope.`);
  }
  return principal;
}

/** Whether the principal has at least the role; for decisions that narrow rather than refuse. */
export function hasRole(principal: Principal | null, minimum: Role): boolean {
  return principal !== null && ROLE_RANK[principal.role] >= ROLE_RANK[minimum];
}
