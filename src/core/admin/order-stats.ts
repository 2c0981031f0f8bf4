import type { Logger } from '../../logger.js';
import { isDuplicateKeyError } from '../duplicate-key.js';
import type { EventLog, RecordedEvent } from '../events/log.js';
import type { OrderStatusChangedData, PaymentSucceededData } from '../store/events.js';
import { utcDay, type AdminModels, type OrderStatsDoc } from './model.js';

/** Events read per fold; the first call on a large log folds it in several such steps. */
const BATCH = 10_000;
/** A missing sequence number this much older than the event after it is taken as lost. */
const GAP_TIMEOUT_MS = 5_000;
/** Daily buckets kept: the dashboard shows 30 days, the rest is slack. */
const KEEP_DAYS = 90;
const DAY_MS = 24 * 3600 * 1000;

export interface OrderFigures {
  byStatus: Record<string, number>;
  revenue: Record<string, number>;
  days: OrderStatsDoc['days'];
}

/**
 * Orders by status, revenue and orders per day, kept by folding the store's durable event log
 * (`order.status_changed`, `payment.success`) into one document per tenant. A dashboard call folds
 * whatever was logged since the last call (an indexed range read, usually empty) and reads one
 * document: its cost does not grow with the number of orders. Each fold moves the document's
 * `seq` in the same conditional update as the figures, so an event is counted exactly once.
 */
export class OrderStatsProjection {
  constructor(
    private readonly models: AdminModels,
    private readonly log: EventLog,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async figures(tenantId: string): Promise<OrderFigures> {
    let current = await this.models.orderStats.findById(tenantId).lean<OrderStatsDoc>();
    for (;;) {
      const seq = current?.seq ?? 0;
      const events = contiguous(await this.log.after(tenantId, seq, BATCH), seq, this.now());
      if (events.length === 0) break;
      current = await this.fold(tenantId, current, events);
      if (events.length < BATCH) break;
    }
    return { byStatus: current?.byStatus ?? {}, revenue: current?.revenue ?? {}, days: current?.days ?? {} };
  }

  private async fold(
    tenantId: string,
    current: OrderStatsDoc | null,
    events: RecordedEvent[],
  ): Promise<OrderStatsDoc | null> {
    const seq = current?.seq ?? 0;
    const oldestKept = utcDay(new Date(this.now().getTime() - KEEP_DAYS * DAY_MS));
    const inc = increments(events, oldestKept);
    const unset: Record<string, ''> = {};
    for (const day of Object.keys(current?.days ?? {})) if (day < oldestKept) unset[`days.${day}`] = '';
    const update = {
      $set: { seq: (events.at(-1) as RecordedEvent).seq, updatedAt: this.now() },
      ...(Object.keys(inc).length === 0 ? {} : { $inc: inc }),
      ...(Object.keys(unset).length === 0 ? {} : { $unset: unset }),
    };
    try {
      const folded = await this.models.orderStats
        .findOneAndUpdate({ _id: tenantId, seq }, update, {
          upsert: current === null,
          setDefaultsOnInsert: false,
          returnDocument: 'after',
        })
        .lean<OrderStatsDoc>();
      if (folded !== null) return folded;
    } catch (error) {
      // Another process created the document first: read its work and carry on from there.
      if (!isDuplicateKeyError(error)) throw error;
    }
    this.logger.debug({ tenantId, seq }, 'order figures folded by another caller meanwhile');
    return this.models.orderStats.findById(tenantId).lean<OrderStatsDoc>();
  }
}

/**
 * The events up to the first gap in the sequence. Numbers are taken just before an event is
 * written, so a gap is usually an append still in flight: stop there and fold it next time. A
 * gap older than the timeout is a writer that died, and is passed over.
 */
function contiguous(events: RecordedEvent[], after: number, now: Date): RecordedEvent[] {
  let expected = after + 1;
  const kept: RecordedEvent[] = [];
  for (const event of events) {
    if (event.seq !== expected && now.getTime() - event.occurredAt.getTime() < GAP_TIMEOUT_MS) break;
    kept.push(event);
    expected = event.seq + 1;
  }
  return kept;
}

/** The `$inc` of a batch: status moves, money kept, orders placed per day. */
function increments(events: RecordedEvent[], oldestKept: string): Record<string, number> {
  const inc: Record<string, number> = {};
  const add = (path: string, by: number) => (inc[path] = (inc[path] ?? 0) + by);
  for (const event of events) {
    const day = utcDay(event.occurredAt);
    const daily = day >= oldestKept;
    if (event.type === 'order.status_changed') {
      const data = event.data as unknown as OrderStatusChangedData;
      if (data.previousStatus === null) {
        if (daily) add(`days.${day}.placed`, 1);
      } else {
        add(`byStatus.${data.previousStatus}`, -1);
      }
      add(`byStatus.${data.status}`, 1);
      if (data.status === 'CANCELLED' && data.paymentStatus === 'REFUNDED') {
        add(`revenue.${data.currency}`, -data.amount);
        if (daily) add(`days.${day}.revenue.${data.currency}`, -data.amount);
      }
    } else if (event.type === 'payment.success') {
      const data = event.data as unknown as PaymentSucceededData;
      add(`revenue.${data.currency}`, data.amount);
      if (daily) add(`days.${day}.revenue.${data.currency}`, data.amount);
    }
  }
  // Paths that cancel out are left alone (a `$inc` of 0 would still create them).
  for (const [path, value] of Object.entries(inc)) if (value === 0) delete inc[path];
  return inc;
}
