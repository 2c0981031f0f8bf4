import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  canTransition,
  isTerminal,
  PAYMENT_STATUS_OF,
} from '../../../../src/core/store/order-state.js';
import { ConflictError } from '../../../../src/core/errors.js';
import { ORDER_STATUSES, type OrderStatus } from '../../../../src/core/store/types.js';

/** Every move an order may make: placed -> paid -> adopted, and cancelling before adoption. */
const ALLOWED: ReadonlySet<string> = new Set([
  'PLACED->APPROVED',
  'PLACED->CANCELLED',
  'APPROVED->DELIVERED',
  'APPROVED->CANCELLED',
]);

describe('the order state machine', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s is allowed only along the adoption path', (from, to) => {
    expect(canTransition(from, to)).toBe(ALLOWED.has(`${from}->${to}`));
  });

  it('an unpaid order can be paid or cancelled, never handed over before payment', () => {
    expect(canTransition('PLACED', 'APPROVED')).toBe(true);
    expect(canTransition('PLACED', 'CANCELLED')).toBe(true);
    expect(canTransition('PLACED', 'DELIVERED')).toBe(false);
  });

  it('an adopted pet cannot be cancelled back, and a cancelled order cannot be revived', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('DELIVERED', to)).toBe(false);
      expect(canTransition('CANCELLED', to)).toBe(false);
    }
  });

  it('no status moves to itself (paying twice or cancelling twice is a conflict)', () => {
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('only delivered and cancelled orders are final', () => {
    const terminal = ORDER_STATUSES.filter((status) => isTerminal(status));
    expect(terminal).toEqual(['DELIVERED', 'CANCELLED']);
  });

  it('a refused move is a conflict (409 on every door) naming both states and the current one', () => {
    let thrown: unknown;
    try {
      assertTransition('CANCELLED', 'APPROVED');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConflictError);
    const conflict = thrown as ConflictError;
    expect(conflict.kind).toBe('conflict');
    expect(conflict.message).toBe('An order that is CANCELLED cannot become APPROVED.');
    expect(conflict.extensions).toEqual({ orderStatus: 'CANCELLED' });
  });

  it('an allowed move passes silently', () => {
    expect(() => assertTransition('APPROVED', 'DELIVERED')).not.toThrow();
  });

  it('pairs each status with the payment states it can have', () => {
    const paidOnly = (status: OrderStatus) => PAYMENT_STATUS_OF[status].every((p) => p === 'PAID');
    // Nothing is handed over or approved unpaid; a placed order has not been charged.
    expect(paidOnly('APPROVED')).toBe(true);
    expect(paidOnly('DELIVERED')).toBe(true);
    expect(PAYMENT_STATUS_OF.PLACED).toEqual(['UNPAID']);
    // A cancelled order was either never paid or has been refunded: never kept as PAID.
    expect([...PAYMENT_STATUS_OF.CANCELLED].sort()).toEqual(['REFUNDED', 'UNPAID']);
  });
});
