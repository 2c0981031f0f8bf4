import { Schema, type Connection, type Model } from 'mongoose';
import { newId } from '../ids.js';
import type { CardBrand } from './card.js';

export const PAYMENT_STATUSES = ['SUCCEEDED', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What is kept of a payment method: its kind, the card brand and the last four digits. Never the
 * card number, CVC, expiry, routing or account number: those exist only in the request's memory.
 */
export interface StoredPaymentMethod {
  type: 'card' | 'bank_account';
  brand?: CardBrand;
  last4: string;
  accountType?: 'checking' | 'savings';
}

export interface PaymentDoc {
  _id: string;
  tenantId: string;
  orderId: string;
  /** The payer (the order's owner). */
  userId: string;
  status: PaymentStatus;
  /** Integer minor units. */
  amount: number;
  currency: string;
  method: StoredPaymentMethod;
  processor: string;
  processorReference: string | null;
  declineCode: string | null;
  refundReference: string | null;
  refundedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const StoredMethodSchema = new Schema<StoredPaymentMethod>(
  {
    type: { type: String, enum: ['card', 'bank_account'], required: true },
    brand: { type: String },
    last4: { type: String, required: true },
    accountType: { type: String },
  },
  { _id: false, strict: 'throw' },
);

const PaymentSchema = new Schema<PaymentDoc>(
  {
    _id: { type: String, default: newId },
    tenantId: { type: String, required: true },
    orderId: { type: String, required: true },
    userId: { type: String, required: true },
    status: { type: String, enum: PAYMENT_STATUSES, required: true },
    amount: { type: Number, required: true },
    currency: { type: String, required: true },
    method: { type: StoredMethodSchema, required: true },
    processor: { type: String, required: true },
    processorReference: { type: String, default: null },
    declineCode: { type: String, default: null },
    refundReference: { type: String, default: null },
    refundedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);
PaymentSchema.index({ tenantId: 1, orderId: 1, createdAt: -1 });
// An order is paid at most once: a second successful payment record cannot exist. Order ids are
// unique across tenants, so leading with the tenant changes nothing here, and it keeps the index
// valid on a collection sharded by { tenantId, orderId } (docs/scaling.md).
PaymentSchema.index(
  { tenantId: 1, orderId: 1 },
  { unique: true, partialFilterExpression: { status: 'SUCCEEDED' }, name: 'tenant_order_paid_once' },
);

export type PaymentModel = Model<PaymentDoc>;

export function paymentModel(connection: Connection): PaymentModel {
  return connection.model<PaymentDoc>('Payment', PaymentSchema, 'payments');
}
