import { Schema, type Connection, type Model } from 'mongoose';
import { newId } from '../ids.js';

/**
 * One refresh token of a family. A family starts at login; each use rotates to a new member.
 * Only the SHA-256 of the token is stored: a database leak yields nothing usable.
 */
export interface RefreshTokenDoc {
  _id: string;
  tokenHash: string;
  familyId: string;
  tenantId: string;
  userId: string;
  /** The scopes granted at login; a refresh may narrow the access token, never widen this. */
  scopes: string[];
  expiresAt: Date;
  /** Set when the token is exchanged; presenting it again is reuse. */
  rotatedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

const RefreshTokenSchema = new Schema<RefreshTokenDoc>(
  {
    _id: { type: String, default: newId },
    tokenHash: { type: String, required: true },
    familyId: { type: String, required: true },
    tenantId: { type: String, required: true },
    userId: { type: String, required: true },
    scopes: { type: [String], default: [] },
    expiresAt: { type: Date, required: true },
    rotatedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
RefreshTokenSchema.index({ tokenHash: 1 }, { unique: true });
RefreshTokenSchema.index({ familyId: 1 });
RefreshTokenSchema.index({ userId: 1 });
// Expired tokens are garbage; a real MongoDB removes them, and nothing depends on that happening.
RefreshTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type RefreshTokenModel = Model<RefreshTokenDoc>;

export function refreshTokenModel(connection: Connection): RefreshTokenModel {
  return connection.model<RefreshTokenDoc>('RefreshToken', RefreshTokenSchema, 'refresh_tokens');
}
