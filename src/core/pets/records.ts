import type { UpdateQuery } from 'mongoose';
import type { AuditService } from '../audit/service.js';
import type { CallerContext } from '../context.js';
import { ConflictError, NotFoundError, PreconditionFailedError } from '../errors.js';
import type { EventBus } from '../events/bus.js';
import type { EventLog } from '../events/log.js';
import type { DomainEvents } from '../events/types.js';
import { isId, newId } from '../ids.js';
import type { Logger } from '../../logger.js';
import type { CatalogCache } from './cache.js';
import { toPet, type PetDoc, type PetModel } from './model.js';
import type { PetStatusChanged, PetStatusChangedData } from './events.js';
import type { Pet } from './types.js';

export interface PetRecordsDeps {
  pets: PetModel;
  audit: AuditService;
  events: EventBus<DomainEvents>;
  /** Status changes are appended here, so live readers in every process see them. */
  log: EventLog;
  logger: Logger;
  /** Told of every change, first thing after the write, so this process never reads it stale. */
  cache: CatalogCache;
}

/** A decision about the pet as it is now: the update to apply, conditional on its version. */
export type PetChange = (current: PetDoc) => UpdateQuery<PetDoc>;

const MAX_ATTEMPTS = 5;

/**
 * The shared mechanics of every pet change: tenant-scoped look-up, the version-conditional write,
 * and the audit entry plus domain events that follow each change.
 */
export class PetRecords {
  readonly pets: PetModel;
  readonly cache: CatalogCache;

  constructor(private readonly deps: PetRecordsDeps) {
    this.pets = deps.pets;
    this.cache = deps.cache;
  }

  /** The stored pet of this tenant, or 404 (another tenant's id and a malformed id alike). */
  async current(tenantId: string, petId: string): Promise<PetDoc> {
    const doc = isId(petId) ? await this.pets.findOne({ _id: petId, tenantId }).lean<PetDoc>() : null;
    if (doc === null) throw new NotFoundError('Pet', isId(petId) ? petId : undefined);
    return doc;
  }

  /**
   * Read, decide, then write only if nobody changed the pet meanwhile (a conditional update on
   * its version): atomic without transactions. With `expectedVersion` (If-Match) a lost race is
   * a 412; without, the decision is simply retaken on the fresh pet.
   */
  async change(
    ctx: CallerContext,
    petId: string,
    expectedVersion: number | undefined,
    decide: PetChange,
  ): Promise<{ before: Pet; after: Pet }> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const current = await this.current(ctx.tenantId, petId);
      checkVersion(current, expectedVersion);
      const update = decide(current);
      const updated = await this.pets
        .findOneAndUpdate(
          { _id: current._id, tenantId: ctx.tenantId, version: current.version },
          { ...update, $inc: { version: 1 } },
          { returnDocument: 'after' },
        )
        .lean<PetDoc>();
      if (updated !== null) return { before: toPet(current), after: toPet(updated) };
    }
    throw busy();
  }

  /** Audits a change and tells live listeners; a status change also emits `pet.status_changed`. */
  async recordChange(
    ctx: CallerContext,
    action: string,
    before: Pet | Partial<Pet>,
    after: Pet,
    orderId: string | null = null,
  ): Promise<void> {
    this.deps.cache.forget(after.tenantId, after.id);
    await this.deps.audit.record(ctx, { action, resource: { type: 'pet', id: after.id }, before, after });
    const base = { tenantId: after.tenantId, petId: after.id, requestId: ctx.requestId };
    this.deps.events.emit('pet.updated', base);
    if (before.status !== undefined && before.status !== after.status) {
      const change = { ...base, previousStatus: before.status, status: after.status, orderId };
      await this.logStatusChange(change);
      this.deps.events.emit('pet.status_changed', change);
    }
  }

  /**
   * Into the durable event log, after the change is written (pets have no outbox): a process that
   * dies in between loses the notice, never the change. A failed append is logged, not thrown,
   * for the same reason: the caller's change did happen.
   */
  private async logStatusChange(change: PetStatusChanged): Promise<void> {
    const data: PetStatusChangedData = {
      petId: change.petId,
      previousStatus: change.previousStatus,
      status: change.status,
      orderId: change.orderId,
    };
    try {
      await this.deps.log.appendAll(change.tenantId, [
        {
          id: newId(),
          type: 'pet.status_changed',
          occurredAt: new Date(),
          audienceUserId: null,
          data: { ...data },
        },
      ]);
    } catch (error) {
      this.deps.logger.error({ err: error, petId: change.petId }, 'pet status change not logged');
    }
  }

  async recordCreate(ctx: CallerContext, pet: Pet): Promise<void> {
    this.deps.cache.forget(pet.tenantId, pet.id);
    await this.deps.audit.record(ctx, {
      action: 'pet.create',
      resource: { type: 'pet', id: pet.id },
      after: pet,
    });
    this.deps.events.emit('pet.created', { tenantId: pet.tenantId, petId: pet.id, requestId: ctx.requestId });
  }

  async recordDelete(ctx: CallerContext, pet: Pet): Promise<void> {
    this.deps.cache.forget(pet.tenantId, pet.id);
    await this.deps.audit.record(ctx, {
      action: 'pet.delete',
      resource: { type: 'pet', id: pet.id },
      before: pet,
    });
    this.deps.events.emit('pet.deleted', { tenantId: pet.tenantId, petId: pet.id, requestId: ctx.requestId });
  }
}

export function checkVersion(current: PetDoc, expectedVersion: number | undefined): void {
  if (expectedVersion !== undefined && current.version !== expectedVersion)
    throw new PreconditionFailedError();
}

export function busy(): ConflictError {
  return new ConflictError('The pet is being changed by someone else; try again.');
}
