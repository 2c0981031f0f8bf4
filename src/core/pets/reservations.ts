import type { CallerContext } from '../context.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { isId } from '../ids.js';
import { toPet, type PetDoc } from './model.js';
import type { PetRecords } from './records.js';
import type { Pet, PetStatus } from './types.js';

interface Transition {
  action: string;
  from: PetStatus;
  to: PetStatus;
  /** The order that must hold the pet before the transition (`null`: none). */
  heldBy: (orderId: string) => string | null;
  /** The order that holds it afterwards. */
  holdAfter: (orderId: string) => string | null;
}

/**
 * The order flow's pet transitions. Each is one conditional update with the expected state in the
 * filter, so one pet is reserved by one order at a time, on one process or many. The store's
 * policy decides who may order; these only guard the pet's own state.
 */
export class PetReservations {
  constructor(private readonly records: PetRecords) {}

  /** AVAILABLE -> PENDING for this order; a repeat by the same order returns the pet; else 409. */
  reserveForOrder(ctx: CallerContext, petId: string, orderId: string): Promise<Pet> {
    return this.transition(
      ctx,
      petId,
      orderId,
      { action: 'pet.reserve', from: 'AVAILABLE', to: 'PENDING', heldBy: () => null, holdAfter: (id) => id },
      (pet) => pet.status === 'PENDING' && pet.reservedByOrderId === orderId,
    );
  }

  /**
   * PENDING -> AVAILABLE when this order is cancelled. Nothing to release (the pet is not held
   * by this order) returns the pet unchanged; an adoption this order completed cannot be undone (409).
   */
  releaseReservation(ctx: CallerContext, petId: string, orderId: string): Promise<Pet> {
    return this.transition(
      ctx,
      petId,
      orderId,
      { action: 'pet.release', from: 'PENDING', to: 'AVAILABLE', heldBy: (id) => id, holdAfter: () => null },
      (pet) => !(pet.status === 'ADOPTED' && pet.reservedByOrderId === orderId),
    );
  }

  /** PENDING -> ADOPTED when this order completes; repeats return the pet; anything else 409. */
  markAdopted(ctx: CallerContext, petId: string, orderId: string): Promise<Pet> {
    return this.transition(
      ctx,
      petId,
      orderId,
      { action: 'pet.adopt', from: 'PENDING', to: 'ADOPTED', heldBy: (id) => id, holdAfter: (id) => id },
      (pet) => pet.status === 'ADOPTED' && pet.reservedByOrderId === orderId,
    );
  }

  private async transition(
    ctx: CallerContext,
    petId: string,
    orderId: string,
    step: Transition,
    alreadyDone: (pet: PetDoc) => boolean,
  ): Promise<Pet> {
    if (!isId(petId)) throw new NotFoundError('Pet');
    const holder = step.heldBy(orderId);
    const updated = await this.records.pets
      .findOneAndUpdate(
        { _id: petId, tenantId: ctx.tenantId, status: step.from, reservedByOrderId: holder },
        { $set: { status: step.to, reservedByOrderId: step.holdAfter(orderId) }, $inc: { version: 1 } },
        { returnDocument: 'after' },
      )
      .lean<PetDoc>();
    if (updated !== null) {
      const after = toPet(updated);
      const before = { status: step.from, reservedByOrderId: holder, version: after.version - 1 };
      await this.records.recordChange(ctx, step.action, before, after, orderId);
      return after;
    }
    const current = await this.records.current(ctx.tenantId, petId);
    if (alreadyDone(current)) return toPet(current);
    throw new ConflictError(`The pet is ${current.status}, not ${step.from}.`, { petStatus: current.status });
  }
}
