import type { PendingEvent } from '../events/log.js';
import type { AuditEntry } from '../audit/service.js';
import { statusChangedEvent } from './events.js';
import type { Order, OrderPaymentStatus, OrderStatus } from './types.js';

type OrderDraft = Pick<Order, 'id' | 'petId' | 'userId' | 'totalAmount' | 'currency'>;

export interface OpeningState {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  /** The order's first events, written with the order itself. */
  events: PendingEvent[];
}

/**
 * Shelters give some pets away: an order whose total is zero has nothing to charge, so it is
 * settled when it is placed, without a payment method or a payment record. It is created
 * APPROVED/PAID, as a paid order would be, and its events say so in order: placed, then
 * approved. Staff then complete it like any other (the adoption); cancelling it owes nothing back.
 * There is no `payment.success`: no payment took place.
 */
export function openingState(draft: OrderDraft, now: Date): OpeningState {
  const placed = statusChangedEvent(draft, null, 'PLACED', 'UNPAID', now);
  if (draft.totalAmount !== 0) return { status: 'PLACED', paymentStatus: 'UNPAID', events: [placed] };
  return {
    status: 'APPROVED',
    paymentStatus: 'PAID',
    events: [placed, statusChangedEvent(draft, 'PLACED', 'APPROVED', 'PAID', now)],
  };
}

/** What the audit log keeps of a placement: the order, and for a free one, its settlement. */
export function placementAuditEntries(order: Order): AuditEntry[] {
  const resource = { type: 'order', id: order.id };
  const created: AuditEntry = { action: 'order.create', resource, after: order };
  if (order.totalAmount !== 0) return [created];
  return [
    created,
    { action: 'order.settle_free', resource, after: { totalAmount: 0, currency: order.currency } },
  ];
}
