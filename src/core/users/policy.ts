import type { CallerContext, Principal, Scope } from '../context.js';
import { ForbiddenError } from '../errors.js';
import { guard } from '../policy.js';

/**
 * Who may read or change a user account: the account holder, or an ADMIN of the same tenant.
 * The decision needs no lookup, so a refusal reveals nothing about whether the id exists.
 * Tenant isolation is the caller's query filter (`tenantId` of the principal): another tenant's
 * user is simply not found.
 */
export function assertCanAccessAccount(ctx: CallerContext, userId: string, scope: Scope): Principal {
  const principal = guard(ctx, { scope });
  if (principal.userId !== userId && principal.role !== 'ADMIN') {
    throw new ForbiddenError('Only the account holder or an administrator may do this.');
  }
  return principal;
}

/** Whose accounts a caller may read together with what they ordered (see `readableAccounts`). */
export interface AccountReach {
  tenantId: string;
  /** Only this account (a customer's own); null: any account of the tenant. */
  onlyUserId: string | null;
  /** Deleted accounts' tombstones too (administrators, as `get` shows them). */
  includeDeleted: boolean;
}

/**
 * The accounts behind orders, by the rule of every account read (`assertCanAccessAccount`): the
 * account holder's own, or any of the tenant for an ADMIN. STAFF see every order of the tenant
 * and its `userId`, but not the customer's account, exactly as `GET /v1/users/{id}` answers them.
 * The `read:user` scope is needed, as for any account read.
 */
export function readableAccounts(ctx: CallerContext): AccountReach {
  const principal = guard(ctx, { scope: 'read:user' });
  return {
    tenantId: principal.tenantId,
    onlyUserId: principal.role === 'ADMIN' ? null : principal.userId,
    includeDeleted: principal.role === 'ADMIN',
  };
}

/** Status and role changes: an ADMIN with the `admin` scope, never on their own account. */
export function assertCanAdministerAccount(ctx: CallerContext, userId: string): Principal {
  const principal = guard(ctx, { role: 'ADMIN', scope: 'admin' });
  if (principal.userId === userId) {
    // An administrator locking themselves out (or demoting the last admin) cannot be undone here.
    throw new ForbiddenError('Administrators cannot change their own status or role.');
  }
  return principal;
}

/** Creating STAFF or ADMIN accounts: start-up seeding (system), or an ADMIN of the tenant. */
export function assertCanCreateAccounts(ctx: CallerContext): void {
  if (ctx.protocol === 'system' && ctx.principal === null) return;
  guard(ctx, { role: 'ADMIN', scope: 'admin' });
}

/**
 * Operator commands (`npm run users`): listing accounts and resetting a password, the way back in
 * for someone who has the service's database but no password. Only the system caller of such a
 * command; no door can build one.
 */
export function assertOperatorCommand(ctx: CallerContext): void {
  if (ctx.protocol === 'system' && ctx.principal === null) return;
  throw new ForbiddenError('Only an operator command on the service host may do this.');
}

/** Only the account holder changes a password (with the current one); operators reset it. */
export function assertCanChangePassword(principal: Principal, userId: string): void {
  if (principal.userId !== userId) {
    throw new ForbiddenError('Only the account holder can change the password.');
  }
}
