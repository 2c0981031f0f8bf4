import { Schema, type Connection, type Model } from 'mongoose';
import { newId } from '../ids.js';

/**
 * One idempotency key as a caller used it: the fingerprint of the request it first came with and,
 * once finished, the outcome to replay. Keys live 24 hours (TTL index on `expiresAt`).
 */
export interface IdempotencyRecordDoc {
  _id: string;
  tenantId: string;
  /** The user who sent the key; keys of different callers never collide. */
  callerId: string;
  /** The operation the key was used for, e.g. `order.payment`. */
  scope: string;
  key: string;
  /** SHA-256 of the canonical request (operation target plus body). */
  fingerprint: string;
  state: 'in_progress' | 'completed';
  /** While in progress: when another request may take the key over (the first one crashed). */
  lockedUntil: Date;
  result: unknown;
  createdAt: Date;
  expiresAt: Date;
}

const IdempotencyRecordSchema = new Schema<IdempotencyRecordDoc>(
  {
    _id: { type: String, default: newId },
    tenantId: { type: String, required: true },
    callerId: { type: String, required: true },
    scope: { type: String, required: true },
    key: { type: String, required: true },
    fingerprint: { type: String, required: true },
    state: { type: String, enum: ['in_progress', 'completed'], required: true },
    lockedUntil: { type: Date, required: true },
    result: { type: Schema.Types.Mixed, default: null },
    createdAt: { type: Date, default: () => new Date() },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);
// The unique index is what makes two concurrent requests with one key run the operation once.
IdempotencyRecordSchema.index({ tenantId: 1, callerId: 1, scope: 1, key: 1 }, { unique: true });
IdempotencyRecordSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type IdempotencyRecordModel = Model<IdempotencyRecordDoc>;

export function idempotencyRecordModel(connection: Connection): IdempotencyRecordModel {
  return connection.model<IdempotencyRecordDoc>(
    'IdempotencyRecord',
    IdempotencyRecordSchema,
    'idempotency_keys',
  );
}
