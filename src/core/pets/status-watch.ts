import type { CallerContext } from '../context.js';
import type { EventFeed } from '../events/feed.js';
import type { PetStatusChangedData } from './events.js';
import type { PetService } from './service.js';
import type { PetStatus } from './types.js';

/** One pet status change, as live readers get it. */
export interface PetStatusChange {
  /** The event's id (the same id in the durable log). */
  id: string;
  petId: string;
  previousStatus: PetStatus;
  status: PetStatus;
  /** The order that caused it (reserve, release, adopt); null for staff edits. */
  orderId: string | null;
  occurredAt: Date;
}

/**
 * Pet status changes followed live from the durable event log, so changes made by any process
 * reach every reader. Reading them follows the catalog's rules: public within the caller's
 * tenant (anonymous callers read the tenant they name), one pet or all of the tenant's.
 */
export class PetStatusWatch {
  constructor(
    private readonly feed: EventFeed,
    private readonly pets: PetService,
  ) {}

  /**
   * Resolves once the start is fixed and the pet, when one is named, is found in the caller's
   * tenant (else NOT_FOUND here, before anything is streamed); then yields each later change.
   */
  async watch(
    ctx: CallerContext,
    petId: string | undefined,
    signal: AbortSignal,
  ): Promise<AsyncGenerator<PetStatusChange>> {
    const start = await this.feed.head(ctx.tenantId);
    if (petId !== undefined) await this.pets.get(ctx, petId);
    return this.follow(ctx.tenantId, petId, start, signal);
  }

  private async *follow(
    tenantId: string,
    petId: string | undefined,
    start: number,
    signal: AbortSignal,
  ): AsyncGenerator<PetStatusChange> {
    for await (const event of this.feed.follow(tenantId, start, signal)) {
      if (event.type !== 'pet.status_changed') continue;
      const data = event.data as unknown as PetStatusChangedData;
      if (petId !== undefined && data.petId !== petId) continue;
      yield { id: event.id, ...data, occurredAt: event.occurredAt };
    }
  }
}
