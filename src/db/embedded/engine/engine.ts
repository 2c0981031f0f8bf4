import type { Document as BsonDocument } from 'bson';
import { CommandError, ErrorCodes } from '../errors.js';
import type { JournalRecord, Persistence } from '../persistence/types.js';
import { Collection, ID_INDEX_NAME } from './collection.js';
import { canonicalKey } from './doc-key.js';
import type { Document } from './filter.js';
import { toInternal } from './values.js';

/**
 * All databases and collections, and the bridge to durability: every acknowledged write is
 * journaled as the records of one command, appended in the same tick as it is applied to memory
 * (so journal order is apply order) and awaited before the reply.
 */
export class Engine {
  private readonly databases = new Map<string, Map<string, Collection>>();

  constructor(private readonly persistence?: Persistence) {
    persistence?.setSnapshotSource(() => this.snapshotRecords());
  }

  /** Rebuilds the state from the persistence layer's snapshot and journal. */
  async restore(): Promise<void> {
    if (!this.persistence) return;
    for await (const record of this.persistence.replay()) this.applyRecord(record);
  }

  async persist(records: JournalRecord[]): Promise<void> {
    if (records.length > 0 && this.persistence) await this.persistence.append(records);
  }

  async close(): Promise<void> {
    await this.persistence?.close();
  }

  databaseNames(): string[] {
    return [...this.databases.keys()].filter((name) => (this.databases.get(name)?.size ?? 0) > 0);
  }

  collections(db: string): Collection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  collection(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  /** Creates a collection; `records` receives the journal record. */
  createCollection(db: string, name: string, options: BsonDocument, records: JournalRecord[]): Collection {
    validateCollectionName(db, name);
    let collections = this.databases.get(db);
    if (!collections) {
      collections = new Map();
      this.databases.set(db, collections);
    }
    if (collections.has(name)) {
      throw new CommandError(ErrorCodes.NamespaceExists, `Collection ${db}.${name} already exists.`);
    }
    const collection = new Collection(db, name, options);
    collections.set(name, collection);
    records.push({ op: 'createCollection', db, coll: name, options });
    return collection;
  }

  /** The collection, created implicitly (as MongoDB does on first write) when missing. */
  ensureCollection(db: string, name: string, records: JournalRecord[]): Collection {
    return this.collection(db, name) ?? this.createCollection(db, name, {}, records);
  }

  dropCollection(db: string, name: string, records: JournalRecord[]): boolean {
    const dropped = this.databases.get(db)?.delete(name) ?? false;
    if (dropped) records.push({ op: 'dropCollection', db, coll: name });
    return dropped;
  }

  dropDatabase(db: string, records: JournalRecord[]): void {
    if (this.databases.delete(db)) records.push({ op: 'dropDatabase', db });
  }

  renameCollection(
    db: string,
    name: string,
    toDb: string,
    toName: string,
    dropTarget: boolean,
    records: JournalRecord[],
  ): void {
    const source = this.collection(db, name);
    if (!source) throw new CommandError(ErrorCodes.NamespaceNotFound, 'source namespace does not exist');
    validateCollectionName(toDb, toName);
    if (this.collection(toDb, toName)) {
      if (!dropTarget) throw new CommandError(ErrorCodes.NamespaceExists, 'target namespace exists');
      this.databases.get(toDb)?.delete(toName);
    }
    this.databases.get(db)?.delete(name);
    const target = new Collection(toDb, toName, source.options);
    for (const index of source.indexes.values()) {
      if (index.name !== ID_INDEX_NAME) target.createIndex(index.spec);
    }
    for (const doc of source.docs.values()) target.insert(doc);
    let collections = this.databases.get(toDb);
    if (!collections) {
      collections = new Map();
      this.databases.set(toDb, collections);
    }
    collections.set(toName, target);
    records.push({ op: 'renameCollection', db, coll: name, toDb, toColl: toName });
  }

  /** Applies one journal record to the in-memory state (replay: nothing is journaled again). */
  applyRecord(record: JournalRecord): void {
    const scratch: JournalRecord[] = [];
    switch (record.op) {
      case 'createCollection':
        if (!this.collection(record.db, record.coll)) {
          this.createCollection(record.db, record.coll, record.options ?? {}, scratch);
        }
        return;
      case 'dropCollection':
        this.dropCollection(record.db, record.coll, scratch);
        return;
      case 'dropDatabase':
        this.dropDatabase(record.db, scratch);
        return;
      case 'renameCollection':
        this.renameCollection(record.db, record.coll, record.toDb, record.toColl, true, scratch);
        return;
      case 'createIndex':
        this.ensureCollection(record.db, record.coll, scratch).createIndex(
          toInternal(record.spec) as BsonDocument,
        );
        return;
      case 'dropIndex':
        this.collection(record.db, record.coll)?.dropIndex(record.name);
        return;
      case 'put': {
        const collection = this.ensureCollection(record.db, record.coll, scratch);
        const doc = toInternal(record.doc) as Document;
        const previous = collection.get(canonicalKey(doc._id));
        if (previous) collection.replace(previous, doc);
        else collection.insert(doc);
        return;
      }
      case 'delete': {
        const collection = this.collection(record.db, record.coll);
        const previous = collection?.get(canonicalKey(toInternal(record.id)));
        if (collection && previous) collection.remove(previous);
        return;
      }
    }
  }

  /**
   * Records that rebuild the current state. Built synchronously: stored documents are
   * immutable, so the array is a consistent snapshot however slowly it is consumed.
   */
  snapshotRecords(): JournalRecord[] {
    const records: JournalRecord[] = [];
    for (const [db, collections] of this.databases) {
      for (const [name, collection] of collections) {
        records.push({ op: 'createCollection', db, coll: name, options: collection.options });
        for (const index of collection.indexes.values()) {
          if (index.name !== ID_INDEX_NAME)
            records.push({ op: 'createIndex', db, coll: name, spec: index.spec });
        }
        for (const doc of collection.docs.values()) records.push({ op: 'put', db, coll: name, doc });
      }
    }
    return records;
  }
}

function validateCollectionName(db: string, name: string): void {
  if (!db || /[/\\. "$]/.test(db)) {
    throw new CommandError(ErrorCodes.InvalidNamespace, `Invalid database name: '${db}'`);
  }
  if (!name || name.includes('$') || name.includes('\0') || name.startsWith('.')) {
    throw new CommandError(ErrorCodes.InvalidNamespace, `Invalid collection name: ${name}`);
  }
}
