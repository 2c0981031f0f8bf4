import type { JournalRecord } from '../persistence/types.js';
import { TypeBound, TypeRank } from './compare.js';
import type { Engine } from './engine.js';
import type { Document } from './filter.js';

/**
 * TTL indexes: documents whose indexed date is older than `expireAfterSeconds` are deleted by a
 * periodic pass (MongoDB's runs every 60 s; this one more often, since the product uses TTL for
 * short-lived tokens and rate-limit windows). An array of dates expires with its earliest date;
 * documents without a date in the field never expire.
 */
export function expireDocuments(engine: Engine, now: Date): JournalRecord[] {
  const records: JournalRecord[] = [];
  for (const db of engine.databaseNames()) {
    for (const collection of engine.collections(db)) {
      for (const index of collection.indexes.values()) {
        if (index.expireAfterSeconds === undefined || index.fields.length !== 1) continue;
        const cutoff = new Date(now.getTime() - index.expireAfterSeconds * 1000);
        const interval = {
          low: { prefix: [new TypeBound(TypeRank.Date, 'before')], inclusive: true },
          high: { prefix: [cutoff], inclusive: true },
        };
        const expired = new Map<string, Document>();
        for (const id of index.scan([interval], false)) {
          const doc = collection.get(id);
          if (doc) expired.set(id, doc);
        }
        for (const doc of expired.values()) {
          collection.remove(doc);
          records.push({ op: 'delete', db, coll: collection.name, id: doc._id });
        }
      }
    }
  }
  return records;
}
