import type { PendingEvent, RecordedEvent } from '../events/log.js';
import { newId } from '../ids.js';
import type { Order, OrderPaymentStatus, OrderStatus } from './types.js';

/** The facts of an order event, as recorded; `eventBody` turns them into what receivers get. */
export interface OrderEventFacts {
  orderId: string;
  petId: string;
  userId: string;
  /** Minor units. */
  amount: number;
  currency: string;
}

export interface OrderStatusChangedData extends OrderEventFacts {
  /** null when the order was just placed. */
  previousStatus: OrderStatus | null;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
}

export interface PaymentSucceededData extends OrderEventFacts {
  paymentId: string;
}

export type OrderStatusChanged = RecordedEvent<'order.status_changed', OrderStatusChangedData>;
export type PaymentSucceeded = RecordedEvent<'payment.success', PaymentSucceededData>;

/** The store's events on the domain bus, published once they are in the durable event log. */
export interface StoreEvents {
  'order.status_changed': OrderStatusChanged;
  'payment.success': PaymentSucceeded;
}

export const STORE_EVENT_NAMES = ['order.status_changed', 'payment.success'] as const;

function facts(order: Pick<Order, 'id' | 'petId' | 'userId' | 'totalAmount' | 'currency'>): OrderEventFacts {
  return {
    orderId: order.id,
    petId: order.petId,
    userId: order.userId,
    amount: order.totalAmount,
    currency: order.currency,
  };
}

export function statusChangedEvent(
  order: Pick<Order, 'id' | 'petId' | 'userId' | 'totalAmount' | 'currency'>,
  previousStatus: OrderStatus | null,
  status: OrderStatus,
  paymentStatus: OrderPaymentStatus,
  occurredAt: Date,
): PendingEvent {
  const data: OrderStatusChangedData = { ...facts(order), previousStatus, status, paymentStatus };
  return {
    id: newId(),
    type: 'order.status_changed',
    occurredAt,
    audienceUserId: order.userId,
    data: { ...data },
  };
}

export function paymentSucceededEvent(
  order: Pick<Order, 'id' | 'petId' | 'userId' | 'totalAmount' | 'currency'>,
  paymentId: string,
  occurredAt: Date,
): PendingEvent {
  const data: PaymentSucceededData = { ...facts(order), paymentId };
  return {
    id: newId(),
    type: 'payment.success',
    occurredAt,
    audienceUserId: order.userId,
    data: { ...data },
  };
}

/**
 * What a receiver gets (webhooks, order callbacks, SSE): the interface's payload
 * `{event, orderId, amount, currency, timestamp}` plus the event `id`; `amount` is a decimal
 * number (150.00 -> 150) and `timestamp` a string of Unix seconds. Status changes add
 * `previousStatus` and `status`.
 */
export function eventBody(
  event: Pick<RecordedEvent, 'id' | 'type' | 'occurredAt' | 'data'>,
): Record<string, unknown> {
  const data = event.data as unknown as OrderEventFacts & Partial<OrderStatusChangedData>;
  const body: Record<string, unknown> = {
    id: event.id,
    event: event.type,
    orderId: data.orderId,
    amount: data.amount / 100,
    currency: data.currency,
    timestamp: String(Math.floor(event.occurredAt.getTime() / 1000)),
  };
  if (event.type === 'order.status_changed') {
    body['previousStatus'] = data.previousStatus ?? null;
    body['status'] = data.status;
  }
  return body;
}
