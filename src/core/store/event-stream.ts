import type { CallerContext } from '../context.js';
import { ValidationError } from '../errors.js';
import type { EventFeed } from '../events/feed.js';
import { eventBody, STORE_EVENT_NAMES } from './events.js';
import { assertCanReadOrders, canSeeAllOrders } from './policy.js';

/** One event as a stream sends it: `id` is its position, the one to resume after. */
export interface StreamedEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
}

/**
 * The caller's domain events, live and resumable: a customer's own orders; staff and admins the
 * whole tenant. Without a position it starts at the newest event; with one it replays what came
 * after it first.
 */
export class StoreEventStream {
  private readonly closing = new AbortController();

  constructor(private readonly feed: EventFeed) {}

  /** Ends every open stream (shutdown); clients reconnect elsewhere and resume after their last event. */
  closeAll(): void {
    this.closing.abort();
  }

  /**
   * Authorizes and fixes the starting position before the adapter commits to a stream:
   * `resumeAfter` is the id of the last event the caller saw (absent: start with the next one).
   */
  async open(ctx: CallerContext, resumeAfter?: string): Promise<{ start: number }> {
    assertCanReadOrders(ctx);
    if (resumeAfter === undefined || resumeAfter === '') return { start: await this.feed.head(ctx.tenantId) };
    if (!/^\d{1,15}$/.test(resumeAfter)) {
      throw new ValidationError('Invalid resume position.', [
        {
          field: 'resumeAfter',
          message: 'Must be the id of an event from this stream.',
          code: 'invalid_format',
        },
      ]);
    }
    return { start: Number(resumeAfter) };
  }

  async *events(ctx: CallerContext, start: number, signal: AbortSignal): AsyncGenerator<StreamedEvent> {
    const principal = assertCanReadOrders(ctx);
    const seesAll = canSeeAllOrders(principal);
    const until = AbortSignal.any([signal, this.closing.signal]);
    for await (const event of this.feed.follow(ctx.tenantId, start, until)) {
      // The log holds other areas' events too (pet status changes); this stream is the store's.
      if (!STORE_EVENT_NAMES.includes(event.type as never)) continue;
      if (!seesAll && event.audienceUserId !== principal.userId) continue;
      yield { id: String(event.seq), event: event.type, data: eventBody(event) };
    }
  }
}
