import type { ConnectOptions } from 'mongoose';

/**
 * Connection-wide durability of every write the service makes (docs/scaling.md). On a replica set
 * or sharded cluster, a write is acknowledged once a majority of the voting members have it, so an
 * acknowledged payment or order change survives the loss of the primary; a write cut off by a
 * failover is retried once by the driver on the new primary (retryable writes: every single-
 * document write and every conditional update the core makes qualifies). Reads go to the primary,
 * so a caller reads its own writes on any gateway host. The embedded server, a standalone, takes
 * the same options: it acknowledges a write once it is journalled.
 */
export const DURABLE_CONNECTION_OPTIONS = {
  writeConcern: { w: 'majority' },
  retryWrites: true,
  readPreference: 'primary',
} satisfies ConnectOptions;
