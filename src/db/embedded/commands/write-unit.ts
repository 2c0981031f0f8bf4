import type { Collection } from '../engine/collection.js';
import type { Document } from '../engine/filter.js';
import type { JournalRecord } from '../persistence/types.js';
import type { CommandContext } from './context.js';

/**
 * The writes of one command: each is applied to memory at once and recorded; `commit` journals
 * them together before the command replies (one journal unit per command).
 */
export class WriteUnit {
  readonly records: JournalRecord[] = [];

  constructor(private readonly ctx: CommandContext) {}

  collection(name: string): Collection {
    return this.ctx.engine.ensureCollection(this.ctx.db, name, this.records);
  }

  existing(name: string): Collection | undefined {
    return this.ctx.engine.collection(this.ctx.db, name);
  }

  insert(collection: Collection, doc: Document): void {
    collection.insert(doc);
    this.records.push({ op: 'put', db: collection.db, coll: collection.name, doc });
    this.ctx.counters.inserted++;
  }

  replace(collection: Collection, previous: Document, next: Document): void {
    collection.replace(previous, next);
    this.records.push({ op: 'put', db: collection.db, coll: collection.name, doc: next });
    this.ctx.counters.updated++;
  }

  remove(collection: Collection, doc: Document): void {
    collection.remove(doc);
    this.records.push({ op: 'delete', db: collection.db, coll: collection.name, id: doc._id });
    this.ctx.counters.deleted++;
  }

  commit(): Promise<void> {
    return this.ctx.engine.persist(this.records);
  }
}
