import { Schema, type Connection, type Model } from 'mongoose';
import { newId } from '../ids.js';

export const DELIVERY_STATUSES = ['pending', 'in_flight', 'succeeded', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A webhook subscription, an order's callback URL, or a subscription's test ping. */
export type DeliveryTargetKind = 'webhook' | 'callback' | 'ping';

export interface DeliveryAttempt {
  number: number;
  at: Date;
  /** The receiver's HTTP status; null when no response arrived (refused, timeout, blocked). */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  success: boolean;
}

/**
 * The outbox row of one event for one receiver: written once (unique per event and target),
 * claimed by a dispatcher with a lease, retried on a schedule, every attempt kept.
 */
export interface DeliveryDoc {
  _id: string;
  tenantId: string;
  eventId: string;
  event: string;
  targetKind: DeliveryTargetKind;
  /** The subscription (webhook, ping) or the order (callback) the target belongs to. */
  targetId: string;
  /** Scheme, host and port of the receiver: the unit of the per-receiver concurrency cap. */
  origin: string;
  /** The exact body, kept so every retry sends the same bytes. */
  payload: string;
  status: DeliveryStatus;
  attemptCount: number;
  nextAttemptAt: Date;
  leaseUntil: Date | null;
  leaseToken: string | null;
  attempts: DeliveryAttempt[];
  createdAt: Date;
  updatedAt: Date;
}

const AttemptSchema = new Schema<DeliveryAttempt>(
  {
    number: { type: Number, required: true },
    at: { type: Date, required: true },
    statusCode: { type: Number, default: null },
    durationMs: { type: Number, required: true },
    error: { type: String, default: null },
    success: { type: Boolean, required: true },
  },
  { _id: false },
);

const DeliverySchema = new Schema<DeliveryDoc>(
  {
    _id: { type: String, default: newId },
    tenantId: { type: String, required: true },
    eventId: { type: String, required: true },
    event: { type: String, required: true },
    targetKind: { type: String, required: true },
    targetId: { type: String, required: true },
    origin: { type: String, required: true },
    payload: { type: String, required: true },
    status: { type: String, enum: DELIVERY_STATUSES, required: true },
    attemptCount: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    leaseUntil: { type: Date, default: null },
    leaseToken: { type: String, default: null },
    attempts: { type: [AttemptSchema], default: [] },
  },
  { timestamps: true, versionKey: false },
);
// One delivery per event and receiver, however often the outbox relay runs.
DeliverySchema.index({ eventId: 1, targetKind: 1, targetId: 1 }, { unique: true });
DeliverySchema.index({ status: 1, nextAttemptAt: 1 });
DeliverySchema.index({ status: 1, leaseUntil: 1 });
DeliverySchema.index({ tenantId: 1, targetId: 1, _id: -1 });
// The admin dashboard counts a tenant's pending and failed deliveries.
DeliverySchema.index({ tenantId: 1, status: 1 });
// Delivery history is kept for 30 days.
DeliverySchema.index({ createdAt: 1 }, { expireAfterSeconds: 30 * 24 * 3600 });

export type DeliveryModel = Model<DeliveryDoc>;

export function deliveryModel(connection: Connection): DeliveryModel {
  return connection.model<DeliveryDoc>('WebhookDelivery', DeliverySchema, 'webhook_deliveries');
}
