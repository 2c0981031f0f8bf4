import type { Logger } from '../../logger.js';
import type { EventBus } from '../events/bus.js';
import type { EventLog } from '../events/log.js';
import type { DomainEvents } from '../events/types.js';
import type { WebhookService } from '../webhooks/service.js';
import { eventBody } from './events.js';
import type { OrderDoc, OrderModel } from './model.js';

/** A request's own relay normally empties the outbox at once; older leftovers mean a crash. */
const SWEEP_AGE_MS = 5_000;
const SWEEP_BATCH = 100;

type OutboxOwner = Pick<OrderDoc, '_id' | 'tenantId' | 'callbackUrl' | 'outbox'>;

/**
 * Moves events from an order's outbox (written with the state change) to the event log and the
 * webhook outbox, then off the order, then onto the in-process bus. Every step is idempotent
 * (events and deliveries are unique by event id), so a crash at any point is repaired by running
 * it again: the request that made the change runs it at once, a periodic sweep catches the rest.
 */
export class OrderOutboxRelay {
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly orders: OrderModel,
    private readonly log: EventLog,
    private readonly webhooks: WebhookService,
    private readonly bus: EventBus<DomainEvents>,
    private readonly logger: Logger,
  ) {}

  /** Relays whatever is in the order's outbox now. */
  async flush(tenantId: string, orderId: string): Promise<void> {
    const order = await this.orders
      .findOne({ _id: orderId, tenantId })
      .select({ tenantId: 1, callbackUrl: 1, outbox: 1 })
      .lean<OutboxOwner>();
    if (order !== null) await this.relay(order);
  }

  /**
   * After a request's change, with the document that change returned (its outbox included, so
   * nothing is read again). Failures are logged; the sweep will finish the job.
   */
  async flushSoon(order: OutboxOwner): Promise<void> {
    try {
      await this.relay(order);
    } catch (error) {
      this.logger.error(
        { err: error, orderId: order._id },
        'order outbox relay failed; the sweep will retry',
      );
    }
  }

  private async relay(order: OutboxOwner): Promise<void> {
    if (order.outbox.length === 0) return;
    const callbackUrl = order.callbackUrl;
    // The log and the deliveries are written together: a delivery carries its own body (made
    // from the outbox event, not from its log position), both are idempotent by event id, and
    // the outbox is emptied only once both are written.
    const [recorded] = await Promise.all([
      this.log.appendAll(order.tenantId, order.outbox),
      this.webhooks.enqueue(
        order.outbox.map((event) => ({
          id: event.id,
          type: event.type,
          tenantId: order.tenantId,
          payload: eventBody(event),
        })),
        (event) =>
          callbackUrl !== null && event.type === 'order.status_changed'
            ? [{ kind: 'callback', targetId: order._id, url: callbackUrl }]
            : [],
      ),
    ]);
    const pulled = await this.orders.updateOne(
      { _id: order._id, tenantId: order.tenantId },
      { $pull: { outbox: { id: { $in: recorded.map((event) => event.id) } } } },
    );
    // Whoever removed them announces them, so a relay racing the sweep does not announce twice.
    if (pulled.modifiedCount === 1) {
      for (const event of recorded) this.bus.emit(event.type as keyof DomainEvents, event as never);
    }
  }

  start(intervalMs: number): void {
    if (this.sweeper !== undefined) return;
    this.sweeper = setInterval(() => {
      this.sweeping ??= this.sweep()
        .catch((error: unknown) => this.logger.error({ err: error }, 'order outbox sweep failed'))
        .finally(() => (this.sweeping = undefined));
    }, intervalMs);
    this.sweeper.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    await this.sweeping;
  }

  async sweep(): Promise<void> {
    const stale = await this.orders
      .find({ 'outbox.0': { $exists: true }, updatedAt: { $lte: new Date(Date.now() - SWEEP_AGE_MS) } })
      .select({ _id: 1, tenantId: 1 })
      .limit(SWEEP_BATCH)
      .lean<Pick<OrderDoc, '_id' | 'tenantId'>[]>();
    for (const order of stale) await this.flush(order.tenantId, order._id);
  }
}
