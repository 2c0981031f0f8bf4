import { Schema, type Connection, type Model } from 'mongoose';
import { onlyDuplicateKeyErrors } from '../duplicate-key.js';

/**
 * The durable event log: every domain event that leaves an area's outbox lands here once, with a
 * per-tenant sequence number. SSE streams read it (resumable with `Last-Event-ID` = `seq`);
 * webhook deliveries are made from it.
 */
export interface RecordedEvent<Type extends string = string, Data = Record<string, unknown>> {
  /** UUID v7 chosen when the state changed; the same id travels to webhooks and SSE. */
  id: string;
  type: Type;
  tenantId: string;
  /** Position in the tenant's log, gap-free except where a writer died mid-append. */
  seq: number;
  occurredAt: Date;
  /** Who may see it on the caller's event stream besides staff: the owner of the order. */
  audienceUserId: string | null;
  data: Data;
}

/** An event written into a document's outbox together with the state change it describes. */
export type PendingEvent<Type extends string = string, Data = Record<string, unknown>> = Omit<
  RecordedEvent<Type, Data>,
  'seq' | 'tenantId'
>;

interface EventDoc {
  _id: string;
  type: string;
  tenantId: string;
  seq: number;
  occurredAt: Date;
  audienceUserId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

interface CounterDoc {
  _id: string;
  seq: number;
}

const EventSchema = new Schema<EventDoc>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    tenantId: { type: String, required: true },
    seq: { type: Number, required: true },
    occurredAt: { type: Date, required: true },
    audienceUserId: { type: String, default: null },
    data: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false, minimize: false },
);
EventSchema.index({ tenantId: 1, seq: 1 }, { unique: true });

const CounterSchema = new Schema<CounterDoc>(
  { _id: { type: String, required: true }, seq: { type: Number, required: true } },
  { versionKey: false },
);

export interface EventLogModels {
  events: Model<EventDoc>;
  counters: Model<CounterDoc>;
}

export function eventLogModels(connection: Connection): EventLogModels {
  return {
    events: connection.model<EventDoc>('DomainEvent', EventSchema, 'domain_events'),
    counters: connection.model<CounterDoc>('Counter', CounterSchema, 'counters'),
  };
}

function toRecorded(doc: EventDoc): RecordedEvent {
  return {
    id: doc._id,
    type: doc.type,
    tenantId: doc.tenantId,
    seq: doc.seq,
    occurredAt: doc.occurredAt,
    audienceUserId: doc.audienceUserId,
    data: doc.data,
  };
}

export class EventLog {
  constructor(private readonly models: EventLogModels) {}

  /**
   * Appends events in their order, with consecutive sequence numbers. Idempotent by event id:
   * appending an event again (a relay retried after a crash) keeps the first copy; the retry costs
   * sequence numbers, which readers skip after a short wait.
   */
  async appendAll(tenantId: string, events: readonly PendingEvent[]): Promise<RecordedEvent[]> {
    if (events.length === 0) return [];
    const counter = await this.models.counters
      .findOneAndUpdate(
        { _id: `events:${tenantId}` },
        { $inc: { seq: events.length } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<CounterDoc>();
    const first = (counter as CounterDoc).seq - events.length + 1;
    const docs: EventDoc[] = events.map((event, index) => ({
      _id: event.id,
      type: event.type,
      tenantId,
      seq: first + index,
      occurredAt: event.occurredAt,
      audienceUserId: event.audienceUserId,
      data: event.data,
      createdAt: new Date(),
    }));
    try {
      await this.models.events.insertMany(docs, { ordered: false });
      return docs.map(toRecorded);
    } catch (error) {
      if (!onlyDuplicateKeyErrors(error)) throw error;
    }
    const stored = await this.models.events
      .find({ tenantId, _id: { $in: docs.map((doc) => doc._id) } })
      .lean<EventDoc[]>();
    const byId = new Map(stored.map((doc) => [doc._id, doc]));
    return docs.map((doc) => toRecorded(byId.get(doc._id) ?? doc));
  }

  /** Events after a position, in order; at most `limit`. */
  async after(tenantId: string, seq: number, limit: number): Promise<RecordedEvent[]> {
    const docs = await this.models.events
      .find({ tenantId, seq: { $gt: seq } })
      .sort({ seq: 1 })
      .limit(limit)
      .lean<EventDoc[]>();
    return docs.map(toRecorded);
  }

  /**
   * The newest written position of a tenant's log (0 when empty): where a fresh stream starts.
   * Read from the events, not the counter, so an append still in flight is not skipped.
   */
  async head(tenantId: string): Promise<number> {
    const newest = await this.models.events.findOne({ tenantId }).sort({ seq: -1 }).lean<EventDoc>();
    return newest?.seq ?? 0;
  }
}
