import type { Document as BsonDocument } from 'bson';
import { CommandError, ErrorCodes } from '../errors.js';
import { CollectionIndex } from './collection-index.js';
import { sameValue } from './compare.js';
import { canonicalKey } from './doc-key.js';
import type { Document } from './filter.js';
import { formatKeyValue } from './format.js';

export const ID_INDEX_NAME = '_id_';

/**
 * One collection: documents by canonical `_id` key (insertion order is the natural order) and
 * its indexes. Every write checks all unique indexes before touching any of them, so a write
 * that fails leaves the collection exactly as it was. Stored documents are never mutated:
 * a write replaces the stored object.
 */
export class Collection {
  readonly docs = new Map<string, Document>();
  readonly indexes = new Map<string, CollectionIndex>();

  constructor(
    readonly db: string,
    public name: string,
    readonly options: BsonDocument = {},
  ) {
    this.indexes.set(ID_INDEX_NAME, new CollectionIndex({ v: 2, key: { _id: 1 }, name: ID_INDEX_NAME }));
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get(idKey: string): Document | undefined {
    return this.docs.get(idKey);
  }

  insert(doc: Document): void {
    const id = canonicalKey(doc._id);
    if (this.docs.has(id)) {
      throw this.duplicateError(this.indexes.get(ID_INDEX_NAME) as CollectionIndex, [doc._id]);
    }
    const planned = this.planKeys(doc, id);
    for (const [index, keys] of planned) index.add(keys, id);
    this.docs.set(id, doc);
  }

  /** Replaces `previous` by `next` (same `_id`); indexes whose keys did not change are left alone. */
  replace(previous: Document, next: Document): void {
    const id = canonicalKey(previous._id);
    const changes: Array<[CollectionIndex, unknown[][] | null, unknown[][] | null]> = [];
    for (const index of this.indexes.values()) {
      if (index.name === ID_INDEX_NAME) continue;
      const oldKeys = index.keysOf(previous);
      const newKeys = index.keysOf(next);
      if (sameKeys(oldKeys, newKeys)) continue;
      if (newKeys) {
        const dup = index.findDuplicate(newKeys, id);
        if (dup) throw this.duplicateError(index, dup);
      }
      changes.push([index, oldKeys, newKeys]);
    }
    for (const [index, oldKeys, newKeys] of changes) {
      if (oldKeys) index.remove(oldKeys, id);
      if (newKeys) index.add(newKeys, id);
    }
    this.docs.set(id, next);
  }

  remove(doc: Document): void {
    const id = canonicalKey(doc._id);
    for (const index of this.indexes.values()) {
      const keys = index.keysOf(doc);
      if (keys) index.remove(keys, id);
    }
    this.docs.delete(id);
  }

  /** Adds an index, building it from the documents; false when an identical one exists. */
  createIndex(spec: BsonDocument): boolean {
    const name = String(spec.name);
    const existing = [...this.indexes.values()].find(
      (ix) => ix.name === name || sameKeyPattern(ix.spec, spec),
    );
    if (existing) {
      if (existing.name === name && sameKeyPattern(existing.spec, spec) && sameOptions(existing.spec, spec)) {
        return false;
      }
      if (existing.name !== name && sameKeyPattern(existing.spec, spec) && sameOptions(existing.spec, spec)) {
        throw new CommandError(
          ErrorCodes.IndexOptionsConflict,
          `Index already exists with a different name: ${existing.name}`,
        );
      }
      throw new CommandError(
        existing.name === name ? ErrorCodes.IndexKeySpecsConflict : ErrorCodes.IndexOptionsConflict,
        `An existing index has the same name as the requested index but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing.spec)}`,
      );
    }
    const index = new CollectionIndex(spec);
    for (const [id, doc] of this.docs) {
      const keys = index.keysOf(doc);
      if (!keys) continue;
      const dup = index.findDuplicate(keys, id);
      if (dup) throw this.duplicateError(index, dup);
      index.add(keys, id);
    }
    this.indexes.set(name, index);
    return true;
  }

  dropIndex(name: string): void {
    if (name === ID_INDEX_NAME) {
      throw new CommandError(ErrorCodes.InvalidOptions, 'cannot drop _id index');
    }
    if (!this.indexes.delete(name)) {
      throw new CommandError(ErrorCodes.IndexNotFound, `index not found with name [${name}]`);
    }
  }

  /** Index keys of `doc` for every index, failing on the first unique violation. */
  private planKeys(doc: Document, id: string): Array<[CollectionIndex, unknown[][]]> {
    const planned: Array<[CollectionIndex, unknown[][]]> = [];
    for (const index of this.indexes.values()) {
      const keys = index.keysOf(doc);
      if (!keys) continue;
      const dup = index.findDuplicate(keys, id);
      if (dup) throw this.duplicateError(index, dup);
      planned.push([index, keys]);
    }
    return planned;
  }

  duplicateError(index: CollectionIndex, key: unknown[]): CommandError {
    const keyValue = Object.fromEntries(index.fields.map((f, i) => [f, key[i] ?? null]));
    const shown = index.fields.map((f, i) => `${f}: ${formatKeyValue(key[i] ?? null)}`).join(', ');
    return new CommandError(
      ErrorCodes.DuplicateKey,
      `E11000 duplicate key error collection: ${this.ns} index: ${index.name} dup key: { ${shown} }`,
      { keyPattern: index.keyPattern, keyValue },
    );
  }
}

function sameKeys(a: unknown[][] | null, b: unknown[][] | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  return a.every((key, i) => key.every((v, j) => sameValue(v, (b[i] as unknown[])[j])));
}

function sameKeyPattern(a: BsonDocument, b: BsonDocument): boolean {
  return canonicalKey(a.key) === canonicalKey(b.key);
}

const OPTION_FIELDS = ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds'];

function sameOptions(a: BsonDocument, b: BsonDocument): boolean {
  return OPTION_FIELDS.every((f) => canonicalKey(a[f] ?? false) === canonicalKey(b[f] ?? false));
}
