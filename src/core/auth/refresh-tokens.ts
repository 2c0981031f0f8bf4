import { createHash, randomBytes } from 'node:crypto';
import { newId } from '../ids.js';
import type { RefreshTokenDoc, RefreshTokenModel } from './refresh-token-model.js';

export type ClaimOutcome =
  | { ok: true; token: RefreshTokenDoc }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  /** A rotated token came back: someone holds a copy. The whole family is now revoked. */
  | { ok: false; reason: 'reused'; token: RefreshTokenDoc };

function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/**
 * Opaque refresh tokens (32 random bytes, base64url) in rotating families with reuse detection.
 * Each exchange is one conditional update, so two concurrent uses of the same token cannot both
 * succeed, whichever process serves them.
 */
export class RefreshTokenStore {
  constructor(
    private readonly tokens: RefreshTokenModel,
    private readonly ttlSeconds: number,
  ) {}

  /** Issues a token in `familyId` (a new family when omitted); returns the raw token, shown once. */
  async issue(owner: { tenantId: string; userId: string; scopes: string[] }, familyId = newId()) {
    const raw = randomBytes(32).toString('base64url');
    await this.tokens.create({
      tokenHash: hashToken(raw),
      familyId,
      tenantId: owner.tenantId,
      userId: owner.userId,
      scopes: owner.scopes,
      expiresAt: new Date(Date.now() + this.ttlSeconds * 1000),
    });
    return { token: raw, familyId };
  }

  /** Marks the token used. Exactly one caller can claim a given token. */
  async claim(raw: string): Promise<ClaimOutcome> {
    const tokenHash = hashToken(raw);
    const now = new Date();
    const claimed = await this.tokens
      .findOneAndUpdate(
        { tokenHash, rotatedAt: null, revokedAt: null, expiresAt: { $gt: now } },
        { $set: { rotatedAt: now } },
        { returnDocument: 'after' },
      )
      .lean();
    if (claimed !== null) {
      // A revocation racing with this exchange marks at least the token just claimed, so a family
      // with any revoked member is dead, including tokens issued into it after the revocation.
      const revoked = await this.tokens.exists({ familyId: claimed.familyId, revokedAt: { $ne: null } });
      return revoked === null ? { ok: true, token: claimed } : { ok: false, reason: 'revoked' };
    }

    const existing = await this.tokens.findOne({ tokenHash }).lean();
    if (existing === null) return { ok: false, reason: 'unknown' };
    if (existing.revokedAt !== null) return { ok: false, reason: 'revoked' };
    if (existing.rotatedAt !== null) {
      await this.revokeFamily(existing.familyId);
      return { ok: false, reason: 'reused', token: existing };
    }
    return { ok: false, reason: 'expired' };
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.tokens.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: new Date() } });
  }

  /** RFC 7009: revoking one token of a family ends the family. Unknown tokens are not an error. */
  async revokeByToken(raw: string): Promise<RefreshTokenDoc | null> {
    const existing = await this.tokens.findOne({ tokenHash: hashToken(raw) }).lean();
    if (existing !== null) await this.revokeFamily(existing.familyId);
    return existing;
  }

  /** Ends every session of a user (suspension, deletion, password change). */
  async revokeAllForUser(tenantId: string, userId: string): Promise<void> {
    await this.tokens.updateMany({ tenantId, userId, revokedAt: null }, { $set: { revokedAt: new Date() } });
  }
}
