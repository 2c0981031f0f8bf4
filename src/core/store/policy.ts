import type { CallerContext, Principal } from '../context.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { guard, hasRole } from '../policy.js';
import type { Order } from './types.js';

/**
 * Who may do what with orders. Customers see and act on their own orders only; staff and admins
 * on every order of their tenant. An order a caller may not see is reported as not found, so
 * order ids of other customers cannot be probed.
 */
export function canSeeAllOrders(principal: Principal): boolean {
  return hasRole(principal, 'STAFF');
}

export function canSeeOrder(principal: Principal, order: Pick<Order, 'userId' | 'tenantId'>): boolean {
  if (order.tenantId !== principal.tenantId) return false;
  return canSeeAllOrders(principal) || order.userId === principal.userId;
}

export function assertCanSeeOrder(principal: Principal, order: Order): void {
  if (!canSeeOrder(principal, order)) throw new NotFoundError('Order', order.id);
}

export function assertCanReadOrders(ctx: CallerContext): Principal {
  return guard(ctx, { scope: 'read:orders' });
}

/** Placing, paying and cancelling one's orders. */
export function assertCanWriteOrders(ctx: CallerContext): Principal {
  return guard(ctx, { scope: 'write:orders' });
}

/** Only the customer who placed an order pays for it; staff see it but do not pay for others. */
export function assertCanPay(principal: Principal, order: Order): void {
  assertCanSeeOrder(principal, order);
  if (order.userId !== principal.userId) {
    throw new ForbiddenError('Only the customer who placed the order can pay for it.');
  }
}

/** Completing an adoption is a shelter decision. */
export function assertCanCompleteOrders(ctx: CallerContext): Principal {
  return guard(ctx, { role: 'STAFF', scope: 'write:orders' });
}

/** Force-cancel belongs to the tenant's administrators (the admin API). */
export function assertCanForceCancelOrders(ctx: CallerContext): Principal {
  return guard(ctx, { role: 'ADMIN', scope: 'admin' });
}

/** Stock counts are the shelter's view of the catalog. */
export function assertCanReadInventory(ctx: CallerContext): Principal {
  return guard(ctx, { role: 'STAFF' });
}
