import type { EventLog, RecordedEvent } from './log.js';

export interface FeedOptions {
  /** How often to look for events written by other processes. */
  pollIntervalMs: number;
  /** How long a missing sequence number is waited for before it is taken as lost. */
  gapTimeoutMs: number;
  batchSize: number;
}

const DEFAULTS: FeedOptions = { pollIntervalMs: 1000, gapTimeoutMs: 2000, batchSize: 200 };

/**
 * Follows a tenant's event log from a position, in sequence order, for as long as the signal
 * allows. Sequence numbers are taken just before the event is written, so a later number can
 * become visible a moment before an earlier one; the feed waits at such a gap (briefly) instead
 * of skipping past it, which is what lets a client resume with `Last-Event-ID` and miss nothing.
 */
export class EventFeed {
  private readonly options: FeedOptions;

  constructor(
    private readonly log: EventLog,
    /** Calls the listener whenever this process records an event; returns an unsubscribe. */
    private readonly onRecorded: (listener: () => void) => () => void,
    options: Partial<FeedOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  head(tenantId: string): Promise<number> {
    return this.log.head(tenantId);
  }

  async *follow(tenantId: string, after: number, signal: AbortSignal): AsyncGenerator<RecordedEvent> {
    let cursor = after;
    let gapSeenAt: number | undefined;
    let notified: boolean;
    let wake: (() => void) | undefined;
    const unsubscribe = this.onRecorded(() => {
      notified = true;
      wake?.();
    });
    const abort = () => wake?.();
    signal.addEventListener('abort', abort);
    try {
      while (!signal.aborted) {
        notified = false;
        const batch = await this.log.after(tenantId, cursor, this.options.batchSize);
        let stalled = false;
        for (const event of batch) {
          if (event.seq !== cursor + 1) {
            gapSeenAt ??= Date.now();
            if (Date.now() - gapSeenAt < this.options.gapTimeoutMs) {
              stalled = true;
              break;
            }
          }
          gapSeenAt = undefined;
          cursor = event.seq;
          yield event;
          if (signal.aborted) return;
        }
        if (batch.length === this.options.batchSize && !stalled) continue;
        if (notified && !stalled) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, stalled ? 50 : this.options.pollIntervalMs);
          function done() {
            clearTimeout(timer);
            resolve();
          }
          wake = done;
          if (signal.aborted) done();
        });
        wake = undefined;
      }
    } finally {
      unsubscribe();
      signal.removeEventListener('abort', abort);
    }
  }
}
