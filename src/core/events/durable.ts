import type { Connection } from 'mongoose';
import type { EventBus } from './bus.js';
import { EventFeed } from './feed.js';
import { EventLog, eventLogModels } from './log.js';
import type { DomainEvents } from './types.js';

/**
 * The bus events that announce an append to the durable event log: a feed in this process wakes
 * on them at once; feeds in other processes find the events by polling the log.
 */
export const LOGGED_EVENT_NAMES = ['order.status_changed', 'payment.success', 'pet.status_changed'] as const;

export interface DurableEvents {
  log: EventLog;
  /** Follows each tenant's log once per process for every live reader (SSE, gRPC, GraphQL). */
  feed: EventFeed;
}

/** Registers the event log's models (call before `syncIndexes`); one log and feed for all areas. */
export function createDurableEvents(
  connection: Connection,
  events: EventBus<DomainEvents>,
  onFeedFailure: (error: unknown) => void = () => {},
): DurableEvents {
  const log = new EventLog(eventLogModels(connection));
  const feed = new EventFeed(
    log,
    (listener) => {
      const unsubscribes = LOGGED_EVENT_NAMES.map((name) =>
        events.on(name, (event) => listener(event.tenantId)),
      );
      return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    },
    {},
    onFeedFailure,
  );
  return { log, feed };
}
