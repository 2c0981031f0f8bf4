import type { Document } from 'bson';
import { Long } from 'bson';
import { isPlainObject } from '../engine/bson-values.js';
import { ID_INDEX_NAME } from '../engine/collection.js';
import { numericKind, toNumber } from '../engine/numeric.js';
import { CommandError, ErrorCodes } from '../errors.js';
import type { JournalRecord } from '../persistence/types.js';
import { collectionName } from './context.js';
import type { CommandHandler } from './context.js';

/** Index management. Index kinds beyond ascending/descending (text, 2dsphere, hashed) are refused. */
const SUPPORTED_OPTIONS = new Set([
  'key',
  'name',
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'background',
  'v',
  'collation',
  'hidden',
]);

function normalizeSpec(raw: unknown): Document {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw new CommandError(ErrorCodes.BadValue, 'index specification must have a non-empty key document');
  }
  const key: Document = {};
  for (const [field, direction] of Object.entries(raw.key)) {
    if (!numericKind(direction) || toNumber(direction) === 0) {
      throw new CommandError(
        ErrorCodes.NotImplemented,
        `index type ${JSON.stringify(direction)} on field '${field}' is not supported by the embedded server`,
      );
    }
    key[field] = toNumber(direction) < 0 ? -1 : 1;
  }
  const name =
    typeof raw.name === 'string'
      ? raw.name
      : Object.entries(key)
          .map(([f, d]) => `${f}_${String(d)}`)
          .join('_');
  const spec: Document = { v: 2, key, name };
  for (const [option, value] of Object.entries(raw)) {
    if (option === 'key' || option === 'name' || option === 'v' || option === 'background') continue;
    if (!SUPPORTED_OPTIONS.has(option)) continue;
    if (option === 'expireAfterSeconds') spec[option] = Math.trunc(toNumber(value));
    else spec[option] = value;
  }
  if (spec.unique === false) delete spec.unique;
  if (spec.sparse === false) delete spec.sparse;
  return spec;
}

const createIndexes: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'createIndexes');
  if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0) {
    throw new CommandError(ErrorCodes.BadValue, 'Must specify at least one index to create');
  }
  const specs = (cmd.indexes as unknown[]).map(normalizeSpec);
  const records: JournalRecord[] = [];
  const existed = ctx.engine.collection(ctx.db, name) !== undefined;
  const collection = ctx.engine.ensureCollection(ctx.db, name, records);
  const before = collection.indexes.size;
  try {
    for (const spec of specs) {
      if (collection.createIndex(spec)) records.push({ op: 'createIndex', db: ctx.db, coll: name, spec });
    }
  } finally {
    await ctx.engine.persist(records);
  }
  return {
    numIndexesBefore: before,
    numIndexesAfter: collection.indexes.size,
    createdCollectionAutomatically: !existed,
    ...(before === collection.indexes.size ? { note: 'all indexes already exist' } : {}),
    ok: 1,
  };
};

const listIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'listIndexes');
  const collection = ctx.engine.collection(ctx.db, name);
  if (!collection)
    throw new CommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  const specs = [...collection.indexes.values()].map((ix) => ix.spec);
  return { cursor: { id: Long.ZERO, ns: collection.ns, firstBatch: specs }, ok: 1 };
};

const dropIndexes: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, Object.keys(cmd)[0] as string);
  const collection = ctx.engine.collection(ctx.db, name);
  if (!collection) throw new CommandError(ErrorCodes.NamespaceNotFound, `ns not found ${ctx.db}.${name}`);
  const before = collection.indexes.size;
  const target: unknown = cmd.index;
  let names: string[];
  if (target === '*') {
    names = [...collection.indexes.keys()].filter((n) => n !== ID_INDEX_NAME);
  } else if (typeof target === 'string') {
    names = [target];
  } else if (Array.isArray(target)) {
    names = target.map(String);
  } else if (isPlainObject(target)) {
    const wanted = JSON.stringify(target);
    const found = [...collection.indexes.values()].find((ix) => JSON.stringify(ix.keyPattern) === wanted);
    if (!found) throw new CommandError(ErrorCodes.IndexNotFound, `can't find index with key: ${wanted}`);
    names = [found.name];
  } else {
    throw new CommandError(ErrorCodes.BadValue, 'invalid index name spec');
  }
  // Check every name first, so a bad one drops nothing.
  for (const indexName of names) {
    if (indexName === ID_INDEX_NAME)
      throw new CommandError(ErrorCodes.InvalidOptions, 'cannot drop _id index');
    if (!collection.indexes.has(indexName)) {
      throw new CommandError(ErrorCodes.IndexNotFound, `index not found with name [${indexName}]`);
    }
  }
  const records: JournalRecord[] = [];
  for (const indexName of names) {
    collection.dropIndex(indexName);
    records.push({ op: 'dropIndex', db: ctx.db, coll: name, name: indexName });
  }
  await ctx.engine.persist(records);
  return { nIndexesWas: before, ok: 1 };
};

export const indexCommands: Record<string, CommandHandler> = {
  createindexes: createIndexes,
  listindexes: listIndexes,
  dropindexes: dropIndexes,
  deleteindexes: dropIndexes,
};
