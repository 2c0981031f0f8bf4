import type { CallerContext, Principal } from '../context.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { hasRole, requireRole, requireScope } from '../policy.js';
import type { Order } from './types.js';

/**
 * Who may do what with orders. Customers see and act on their own orders only; staff and admins
 * on every order of their tenant. An order a caller may not see is reported as not found, so
 * order ids of other customers cannot be probed.
 */
export function canSeeOrder(principal: Principal, order: Pick<Order, 'userId' | 'tenantId'>): boolean {
  if (order.tenantId !== principal.tenantId) return false;
  return hasRole(principal, 'STAFF') || order.userId === principal.userId;
}

export function assertCanSee(principal: Principal, order: Order): void {
  if (!canSeeOrder(principal, order)) throw new NotFoundError('Order', order.id);
}

export function requireOrderReader(ctx: CallerContext): Principal {
  return requireScope(ctx, 'read:orders');
}

export function requireOrderWriter(ctx: CallerContext): Principal {
  return requireScope(ctx, 'write:orders');
}

/** Only the customer who placed an order pays for it; staff see it but do not pay for others. */
export function assertCanPay(principal: Principal, order: Order): void {
  assertCanSee(principal, order);
  if (order.userId !== principal.userId) {
    throw new ForbiddenError('Only the customer who placed the order can pay for it.');
  }
}

/** Completing an adoption is a shelter decision. */
export function requireStaffWriter(ctx: CallerContext): Principal {
  requireRole(ctx, 'STAFF');
  return requireScope(ctx, 'write:orders');
}

/** Force-cancel belongs to the tenant's administrators (the admin API). */
export function requireAdmin(ctx: CallerContext): Principal {
  requireRole(ctx, 'ADMIN');
  return requireScope(ctx, 'admin');
}
