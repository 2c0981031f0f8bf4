import type { EventLog, RecordedEvent } from './log.js';

export interface FeedOptions {
  /** How often a tenant's follower looks for events written by other processes. */
  pollIntervalMs: number;
  /** How long a missing sequence number is waited for before it is taken as lost. */
  gapTimeoutMs: number;
  batchSize: number;
  /**
   * Events one reader may have waiting before it is cut loose from the follower and reads the
   * log on its own until it catches up (a slow reader costs itself, not the others or memory).
   */
  maxQueued: number;
}

const DEFAULTS: FeedOptions = { pollIntervalMs: 1000, gapTimeoutMs: 2000, batchSize: 200, maxQueued: 1000 };

/** One live reader of a tenant's follower. */
interface Reader {
  queue: RecordedEvent[];
  /** Set when the queue overflowed: the reader re-reads the log from its own position. */
  overflowed: boolean;
  wake: (() => void) | undefined;
}

/**
 * Follows one tenant's log for every reader of this process: one query per poll (or per local
 * append) whatever the number of readers, each new event handed to all of them. Created with the
 * first reader, stopped with the last.
 */
class TenantFollower {
  readonly readers = new Set<Reader>();
  /** Every event up to here has been handed to the readers (or settled as lost). */
  position = 0;
  readonly ready: Promise<void>;
  private gapSeenAt: number | undefined;
  private notified = false;
  private wake: (() => void) | undefined;
  private stopped = false;

  constructor(
    private readonly log: EventLog,
    private readonly tenantId: string,
    private readonly options: FeedOptions,
    private readonly onFailure: (error: unknown) => void,
  ) {
    this.ready = this.log.head(tenantId).then((head) => {
      this.position = head;
      void this.run();
    });
  }

  /** This process appended to the tenant's log: look now rather than at the next poll. */
  poke(): void {
    this.notified = true;
    this.wake?.();
  }

  stop(): void {
    this.stopped = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.notified = false;
      let stalled = false;
      let full = false;
      try {
        ({ stalled, full } = await this.step());
      } catch (error) {
        // The database is away: readers stay open and the next poll tries again.
        this.onFailure(error);
      }
      if (this.stopped) return;
      if (full && !stalled) continue;
      if (this.notified && !stalled) continue;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.wake = undefined;
          resolve();
        };
        const timer = setTimeout(done, stalled ? 50 : this.options.pollIntervalMs);
        this.wake = done;
      });
    }
  }

  /**
   * Sequence numbers are taken just before the event is written, so a later number can become
   * visible a moment before an earlier one; the follower waits at such a gap (briefly) instead of
   * skipping past it, which is what lets a client resume with `Last-Event-ID` and miss nothing.
   */
  private async step(): Promise<{ stalled: boolean; full: boolean }> {
    const batch = await this.log.after(this.tenantId, this.position, this.options.batchSize);
    for (const event of batch) {
      if (event.seq !== this.position + 1) {
        this.gapSeenAt ??= Date.now();
        if (Date.now() - this.gapSeenAt < this.options.gapTimeoutMs) return { stalled: true, full: false };
      }
      this.gapSeenAt = undefined;
      this.position = event.seq;
      for (const reader of this.readers) deliver(reader, event, this.options.maxQueued);
    }
    return { stalled: false, full: batch.length === this.options.batchSize };
  }
}

function deliver(reader: Reader, event: RecordedEvent, maxQueued: number): void {
  if (reader.overflowed) return;
  if (reader.queue.length >= maxQueued) {
    reader.overflowed = true;
    reader.queue.length = 0;
  } else reader.queue.push(event);
  reader.wake?.();
}

/**
 * Tenants' event logs followed live, in sequence order, for every live reader (SSE, gRPC and
 * GraphQL subscriptions). One follower per tenant per process polls the log (and wakes on this
 * process's own appends); readers wait on it, so an idle stream costs nothing but its place in a
 * set. A reader that starts behind the follower (a resume with `Last-Event-ID`) or falls behind
 * (a slow client) reads the log itself until it reaches the follower's position.
 */
export class EventFeed {
  private readonly options: FeedOptions;
  private readonly followers = new Map<string, TenantFollower>();

  constructor(
    private readonly log: EventLog,
    /** Calls the listener with the tenant whenever this process records an event; returns an unsubscribe. */
    onRecorded: (listener: (tenantId: string) => void) => () => void,
    options: Partial<FeedOptions> = {},
    private readonly onFailure: (error: unknown) => void = () => {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    onRecorded((tenantId) => this.followers.get(tenantId)?.poke());
  }

  head(tenantId: string): Promise<number> {
    return this.log.head(tenantId);
  }

  /** Followers running now (one per tenant with live readers). */
  get followerCount(): number {
    return this.followers.size;
  }

  async *follow(tenantId: string, after: number, signal: AbortSignal): AsyncGenerator<RecordedEvent> {
    if (signal.aborted) return;
    const reader: Reader = { queue: [], overflowed: false, wake: undefined };
    const follower = this.join(tenantId, reader);
    const abort = () => reader.wake?.();
    signal.addEventListener('abort', abort);
    let cursor = after;
    try {
      await follower.ready;
      // Everything after `caughtUpTo` reaches the queue; what lies between is read from the log.
      let caughtUpTo = follower.position;
      while (!signal.aborted) {
        if (reader.overflowed) {
          reader.overflowed = false;
          caughtUpTo = follower.position;
        }
        if (cursor < caughtUpTo) {
          const batch = await this.log.after(tenantId, cursor, this.options.batchSize);
          const settled = batch.filter((event) => event.seq <= caughtUpTo);
          // Numbers the follower passed without an event were lost by their writer: skip them.
          if (settled.length === 0) cursor = caughtUpTo;
          for (const event of settled) {
            cursor = event.seq;
            yield event;
            if (signal.aborted) return;
          }
          continue;
        }
        const event = reader.queue.shift();
        if (event !== undefined) {
          if (event.seq <= cursor) continue;
          cursor = event.seq;
          yield event;
          continue;
        }
        await new Promise<void>((resolve) => {
          reader.wake = resolve;
          if (signal.aborted) resolve();
        });
        reader.wake = undefined;
      }
    } finally {
      signal.removeEventListener('abort', abort);
      this.leave(tenantId, follower, reader);
    }
  }

  private join(tenantId: string, reader: Reader): TenantFollower {
    let follower = this.followers.get(tenantId);
    if (follower === undefined) {
      follower = new TenantFollower(this.log, tenantId, this.options, this.onFailure);
      this.followers.set(tenantId, follower);
    }
    follower.readers.add(reader);
    return follower;
  }

  private leave(tenantId: string, follower: TenantFollower, reader: Reader): void {
    follower.readers.delete(reader);
    if (follower.readers.size > 0) return;
    follower.stop();
    if (this.followers.get(tenantId) === follower) this.followers.delete(tenantId);
  }
}
