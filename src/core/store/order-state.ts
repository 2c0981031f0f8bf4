import { ConflictError } from '../errors.js';
import type { OrderPaymentStatus, OrderStatus } from './types.js';

/**
 * The order state machine, in one place. PLACED (pet reserved, unpaid) -> APPROVED (paid) ->
 * DELIVERED (adopted). PLACED and APPROVED may be CANCELLED (refunded if paid). DELIVERED and
 * CANCELLED are terminal.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  PLACED: ['APPROVED', 'CANCELLED'],
  APPROVED: ['DELIVERED', 'CANCELLED'],
  DELIVERED: [],
  CANCELLED: [],
};

/** The payment status each order status goes with; the services keep the pair consistent. */
export const PAYMENT_STATUS_OF: Record<OrderStatus, readonly OrderPaymentStatus[]> = {
  PLACED: ['UNPAID'],
  APPROVED: ['PAID'],
  DELIVERED: ['PAID'],
  CANCELLED: ['UNPAID', 'REFUNDED'],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function isTerminal(status: OrderStatus): boolean {
  return NEXT[status].length === 0;
}

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) {
    throw new ConflictError(`An order that is ${from} cannot become ${to}.`, { orderStatus: from });
  }
}
