import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDuplicateKeyError } from '../duplicate-key.js';
import { ConflictError, UnprocessableError, ValidationError } from '../errors.js';
import type { IdempotencyRecordDoc, IdempotencyRecordModel } from './idempotency-model.js';

/** Printable ASCII without spaces, as in the IETF idempotency-key draft and payment APIs. */
const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

export interface IdempotencyIdentity {
  tenantId: string;
  callerId: string;
  scope: string;
  key: string;
}

export type Settled<T> = { kind: 'value'; value: T } | { kind: 'error'; error: unknown };

export interface IdempotentOperation<T, S> {
  run(recordId: string): Promise<T>;
  /** What to keep for replays; `undefined` forgets the key so the caller may fix and retry with it. */
  toStored(settled: Settled<T>): S | undefined;
  /** Rebuilds the first outcome from what was kept; throws to replay an error. */
  fromStored(stored: S): T;
}

export interface IdempotencyOptions {
  ttlMs: number;
  /** How long a request may hold a key before another may take it over (it must have crashed). */
  lockMs: number;
  /** How long a concurrent request with the same key waits for the first before a 409. */
  waitMs: number;
}

const DEFAULTS: IdempotencyOptions = { ttlMs: 24 * 3600_000, lockMs: 60_000, waitMs: 10_000 };

export function assertIdempotencyKey(key: string): void {
  if (!KEY_PATTERN.test(key)) {
    throw new ValidationError('Invalid idempotency key.', [
      {
        field: 'idempotencyKey',
        message: 'Use 1 to 255 printable ASCII characters.',
        code: 'invalid_format',
      },
    ]);
  }
}

/** JSON with object keys sorted at every depth: equal requests hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, inner]) => inner !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
}

/**
 * Runs an operation at most once per (caller, key): the first request runs it and keeps the
 * outcome; a repeat with the same request gets that outcome again without running anything; a
 * repeat with another request is refused (422). A unique index on the key makes this hold for
 * concurrent requests and across processes.
 */
export class IdempotencyKeys {
  private readonly options: IdempotencyOptions;

  constructor(
    private readonly records: IdempotencyRecordModel,
    options: Partial<IdempotencyOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  async execute<T, S>(
    identity: IdempotencyIdentity,
    request: unknown,
    operation: IdempotentOperation<T, S>,
  ): Promise<{ value: T; replayed: boolean }> {
    assertIdempotencyKey(identity.key);
    // The fingerprint is a digest; the request itself (which may hold a card number) is not kept.
    const fingerprint = createHash('sha256').update(canonicalJson(request)).digest('hex');
    const claim = await this.claim(identity, fingerprint);
    if (claim.kind === 'replay') return { value: operation.fromStored(claim.stored as S), replayed: true };

    let settled: Settled<T>;
    try {
      settled = { kind: 'value', value: await operation.run(claim.recordId) };
    } catch (error) {
      settled = { kind: 'error', error };
    }
    const stored = operation.toStored(settled);
    // With the tenant and caller: the shard key of the keys' collection (docs/scaling.md).
    const recordFilter = { _id: claim.recordId, tenantId: identity.tenantId, callerId: identity.callerId };
    if (stored === undefined) {
      await this.records.deleteOne(recordFilter);
    } else {
      await this.records.updateOne(recordFilter, { $set: { state: 'completed', result: stored } });
    }
    if (settled.kind === 'error') throw settled.error;
    return { value: settled.value, replayed: false };
  }

  private async claim(
    identity: IdempotencyIdentity,
    fingerprint: string,
  ): Promise<{ kind: 'claimed'; recordId: string } | { kind: 'replay'; stored: unknown }> {
    const { tenantId, callerId, scope, key } = identity;
    const deadline = Date.now() + this.options.waitMs;
    for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
      const now = new Date();
      try {
        const created = await this.records.create({
          tenantId,
          callerId,
          scope,
          key,
          fingerprint,
          state: 'in_progress',
          lockedUntil: new Date(now.getTime() + this.options.lockMs),
          expiresAt: new Date(now.getTime() + this.options.ttlMs),
        });
        return { kind: 'claimed', recordId: created._id };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const existing = await this.records
        .findOne({ tenantId, callerId, scope, key })
        .lean<IdempotencyRecordDoc>();
      if (existing === null) continue;
      if (existing.expiresAt <= now) {
        // Expired but not yet swept by the TTL monitor: it no longer counts.
        await this.records.deleteOne({
          _id: existing._id,
          tenantId,
          callerId,
          expiresAt: existing.expiresAt,
        });
        continue;
      }
      if (existing.fingerprint !== fingerprint) {
        throw new UnprocessableError('This idempotency key was already used with a different request.', [
          {
            field: 'idempotencyKey',
            message: 'Reused with a different request body.',
            code: 'idempotency_key_reused',
          },
        ]);
      }
      if (existing.state === 'completed') return { kind: 'replay', stored: existing.result };
      if (existing.lockedUntil <= now) {
        const taken = await this.records.findOneAndUpdate(
          { _id: existing._id, tenantId, callerId, state: 'in_progress', lockedUntil: existing.lockedUntil },
          { $set: { lockedUntil: new Date(now.getTime() + this.options.lockMs) } },
        );
        if (taken !== null) return { kind: 'claimed', recordId: existing._id };
        continue;
      }
      if (Date.now() + wait > deadline) {
        throw new ConflictError(
          'A request with this idempotency key is still being processed. Retry shortly.',
        );
      }
      await sleep(wait);
    }
  }
}
