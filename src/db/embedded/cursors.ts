import { Long } from 'bson';
import { documentSize } from './engine/doc-size.js';
import type { Document } from './engine/filter.js';

/**
 * Open cursors: the rest of a query's results, handed out batch by batch by getMore. Results are
 * computed when the query runs (documents are immutable snapshots, so later writes do not
 * disturb a cursor). A client that stops reading without killCursors leaves its cursor idle;
 * idle cursors are reaped after `idleTimeoutMs` (MongoDB's default is 10 minutes).
 */
export const DEFAULT_FIRST_BATCH = 101;
/** MongoDB caps a reply at 16 MiB of documents; keep headroom for the envelope. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;

interface OpenCursor {
  id: bigint;
  ns: string;
  docs: Document[];
  position: number;
  batchSize: number | undefined;
  lastUsed: number;
}

export interface Batch {
  docs: Document[];
  cursorId: Long;
}

export class CursorRegistry {
  private readonly cursors = new Map<bigint, OpenCursor>();
  private nextId = BigInt(Date.now()) * 1000n;
  private readonly reaper: NodeJS.Timeout;

  constructor(private readonly idleTimeoutMs = 10 * 60 * 1000) {
    this.reaper = setInterval(() => this.reapIdle(), Math.min(60_000, idleTimeoutMs)).unref();
  }

  get openCount(): number {
    return this.cursors.size;
  }

  /** Takes the first batch of `docs`; opens a cursor when more remain. */
  firstBatch(ns: string, docs: Document[], batchSize: number | undefined, singleBatch: boolean): Batch {
    // batchSize 0 asks for an empty first batch and a cursor (the driver does so for aggregate).
    const size = batchSize === undefined || batchSize < 0 ? DEFAULT_FIRST_BATCH : batchSize;
    const cut = batchEnd(docs, 0, size);
    if ((cut >= docs.length && docs.length > 0) || docs.length === 0 || singleBatch)
      return { docs: docs.slice(0, cut), cursorId: Long.ZERO };
    const id = this.nextId++;
    this.cursors.set(id, { id, ns, docs, position: cut, batchSize, lastUsed: Date.now() });
    return { docs: docs.slice(0, cut), cursorId: Long.fromBigInt(id) };
  }

  /** The next batch, or undefined when the cursor is unknown (or belongs to another namespace). */
  getMore(id: bigint, ns: string, batchSize: number | undefined): Batch | undefined {
    const cursor = this.cursors.get(id);
    if (!cursor || cursor.ns !== ns) return undefined;
    const size = batchSize && batchSize > 0 ? batchSize : cursor.batchSize;
    const end = batchEnd(cursor.docs, cursor.position, size ?? Number.MAX_SAFE_INTEGER);
    const docs = cursor.docs.slice(cursor.position, end);
    cursor.position = end;
    cursor.lastUsed = Date.now();
    if (end >= cursor.docs.length) {
      this.cursors.delete(id);
      return { docs, cursorId: Long.ZERO };
    }
    return { docs, cursorId: Long.fromBigInt(id) };
  }

  kill(id: bigint): boolean {
    return this.cursors.delete(id);
  }

  close(): void {
    clearInterval(this.reaper);
    this.cursors.clear();
  }

  private reapIdle(): void {
    const cutoff = Date.now() - this.idleTimeoutMs;
    for (const [id, cursor] of this.cursors) if (cursor.lastUsed < cutoff) this.cursors.delete(id);
  }
}

/** Where a batch starting at `start` ends: at most `count` documents and 16 MiB. */
function batchEnd(docs: Document[], start: number, count: number): number {
  let bytes = 0;
  let end = start;
  while (end < docs.length && end - start < count) {
    bytes += documentSize(docs[end] as Document);
    if (bytes > MAX_BATCH_BYTES && end > start) break;
    end++;
  }
  return end;
}
