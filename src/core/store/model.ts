import { Schema, type Connection, type Model } from 'mongoose';
import type { PendingEvent } from '../events/log.js';
import { newId } from '../ids.js';
import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES, type Order } from './types.js';

/** A stored order: the core's Order under `_id`, plus what never leaves the core. */
export interface OrderDoc extends Omit<Order, 'id'> {
  _id: string;
  /** Signs the callbacks of this order; returned once, when the order is placed. */
  callbackSecret: string | null;
  /** Held while a payment is being charged, so two payment requests cannot both charge. */
  paymentLock: { token: string; until: Date } | null;
  /**
   * Events written in the same update as the state change they describe (so neither exists
   * without the other), then moved to the event log and the webhook outbox by the relay.
   */
  outbox: PendingEvent[];
}

const PendingEventSchema = new Schema<PendingEvent>(
  {
    id: { type: String, required: true },
    type: { type: String, required: true },
    occurredAt: { type: Date, required: true },
    audienceUserId: { type: String, default: null },
    data: { type: Schema.Types.Mixed, required: true },
  },
  { _id: false, id: false, minimize: false },
);

const OrderSchema = new Schema<OrderDoc>(
  {
    _id: { type: String, default: newId },
    tenantId: { type: String, required: true },
    petId: { type: String, required: true },
    userId: { type: String, required: true },
    status: { type: String, enum: ORDER_STATUSES, required: true },
    paymentStatus: { type: String, enum: ORDER_PAYMENT_STATUSES, required: true },
    totalAmount: { type: Number, required: true },
    currency: { type: String, required: true },
    callbackUrl: { type: String, default: null },
    callbackSecret: { type: String, default: null },
    notes: { type: String, default: null },
    cancelReason: { type: String, default: null },
    paymentId: { type: String, default: null },
    paymentLock: { type: Schema.Types.Mixed, default: null },
    outbox: { type: [PendingEventSchema], default: [] },
  },
  { timestamps: true, versionKey: false, minimize: false },
);
OrderSchema.index({ tenantId: 1, _id: -1 });
OrderSchema.index({ tenantId: 1, userId: 1, _id: -1 });
OrderSchema.index({ tenantId: 1, status: 1 });
OrderSchema.index({ petId: 1 });

export type OrderModel = Model<OrderDoc>;

export function orderModel(connection: Connection): OrderModel {
  return connection.model<OrderDoc>('Order', OrderSchema, 'orders');
}

/** What a stored order holds of the core's Order: all of it but what never leaves the core. */
export type OrderFields = Omit<OrderDoc, 'callbackSecret' | 'paymentLock' | 'outbox'>;

/** The projection of an order read: the Order's fields, never the secret, lock or outbox. */
export const ORDER_FIELDS = {
  _id: 1,
  tenantId: 1,
  petId: 1,
  userId: 1,
  status: 1,
  paymentStatus: 1,
  totalAmount: 1,
  currency: 1,
  callbackUrl: 1,
  notes: 1,
  cancelReason: 1,
  paymentId: 1,
  createdAt: 1,
  updatedAt: 1,
} as const satisfies Record<keyof OrderFields, 1>;

export function toOrder(doc: OrderFields): Order {
  return {
    id: doc._id,
    tenantId: doc.tenantId,
    petId: doc.petId,
    userId: doc.userId,
    status: doc.status,
    paymentStatus: doc.paymentStatus,
    totalAmount: doc.totalAmount,
    currency: doc.currency,
    callbackUrl: doc.callbackUrl,
    notes: doc.notes,
    cancelReason: doc.cancelReason,
    paymentId: doc.paymentId,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}
