import type { CallerContext, Principal, Scope } from '../context.js';
import { ForbiddenError } from '../errors.js';
import { requireRole, requireScope } from '../policy.js';

/**
 * Who may read or change a user account: the account holder, or an ADMIN of the same tenant.
 * The decision needs no lookup, so a refusal reveals nothing about whether the id exists.
 * Tenant isolation is the caller's query filter (`tenantId` of the principal): another tenant's
 * user is simply not found.
 */
export function authorizeAccountAccess(ctx: CallerContext, userId: string, scope: Scope): Principal {
  const principal = requireScope(ctx, scope);
  if (principal.userId !== userId && principal.role !== 'ADMIN') {
    throw new ForbiddenError('Only the account holder or an administrator may do this.');
  }
  return principal;
}

/** Status and role changes: an ADMIN with the `admin` scope, never on their own account. */
export function authorizeAccountAdministration(ctx: CallerContext, userId: string): Principal {
  requireRole(ctx, 'ADMIN');
  const principal = requireScope(ctx, 'admin');
  if (principal.userId === userId) {
    // An administrator locking themselves out (or demoting the last admin) cannot be undone here.
    throw new ForbiddenError('Administrators cannot change their own status or role.');
  }
  return principal;
}

/** Creating STAFF or ADMIN accounts: start-up seeding (system), or an ADMIN of the tenant. */
export function authorizeAccountCreation(ctx: CallerContext): void {
  if (ctx.protocol === 'system' && ctx.principal === null) return;
  requireRole(ctx, 'ADMIN');
  requireScope(ctx, 'admin');
}

/** Only the account holder changes a password (with the current one); there is no admin reset yet. */
export function authorizePasswordChange(principal: Principal, userId: string): void {
  if (principal.userId !== userId) {
    throw new ForbiddenError('Only the account holder can change the password.');
  }
}
