import type { Document } from 'bson';

/**
 * The storage engine and its durability layer meet here. The engine keeps every collection in
 * memory; persistence makes the engine's state survive a crash by journaling logical
 * after-images of each acknowledged write, and by compacting them into snapshots.
 *
 * A record is self-contained: replaying the journal (after the newest snapshot) onto an empty
 * engine in order rebuilds exactly the acknowledged state.
 */
export type JournalRecord =
  | { op: 'createCollection'; db: string; coll: string; options?: Document }
  | { op: 'dropCollection'; db: string; coll: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'renameCollection'; db: string; coll: string; toDb: string; toColl: string }
  | { op: 'createIndex'; db: string; coll: string; spec: Document }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  /** Insert or replace the whole document whose `_id` is `doc._id`. */
  | { op: 'put'; db: string; coll: string; doc: Document }
  | { op: 'delete'; db: string; coll: string; id: unknown };

export interface Persistence {
  /** Takes the data directory's lock and yields the snapshot's records, then the journal's. */
  replay(): AsyncIterable<JournalRecord>;
  /**
   * Appends one command's records as a unit. Resolves once they are on disk (fsync'd); a torn
   * unit is dropped on replay as a whole, so a multi-document command is never half-applied.
   */
  append(records: JournalRecord[]): Promise<void>;
  /**
   * Writes a snapshot from the engine's current state (records that rebuild it) and starts a
   * fresh journal. Called by the persistence layer itself when the journal grows, through the
   * source registered here.
   */
  setSnapshotSource(source: () => Iterable<JournalRecord>): void;
  /** Flushes, releases the lock. */
  close(): Promise<void>;
}
