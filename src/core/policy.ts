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

export function scopesForRole(role: Role, requested?: readonly string[]): Scope[] {
  const allowed = ROLE_SCOPES[role];
  if (requested === undefined || requested.length === 0) return [...allowed];
  return allowed.filter((scope) => requested.includes(scope));
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

export function requirePrincipal(ctx: CallerContext): Principal {
  if (ctx.principal === null) throw new UnauthenticatedError();
  return ctx.principal;
}

/** Authenticated, with the scope on the token. */
export function requireScope(ctx: CallerContext, scope: Scope): Principal {
  const principal = requirePrincipal(ctx);
  if (!principal.scopes.includes(scope)) {
    throw new ForbiddenError(`This operation requires the ${scope} scope.`);
  }
  return principal;
}

/** Authenticated with at least the given role (CUSTOMER < STAFF < ADMIN). */
export function requireRole(ctx: CallerContext, minimum: Role): Principal {
  const principal = requirePrincipal(ctx);
  if (ROLE_RANK[principal.role] < ROLE_RANK[minimum]) {
    throw new ForbiddenError(`This operation requires the ${minimum} role.`);
  }
  return principal;
}

export function hasRole(principal: Principal | null, minimum: Role): boolean {
  return principal !== null && ROLE_RANK[principal.role] >= ROLE_RANK[minimum];
}
