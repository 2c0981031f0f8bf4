import type { Document } from 'bson';
import { Long } from 'bson';
import { documentSize } from '../engine/doc-size.js';
import type { Collection } from '../engine/collection.js';
import { compileFilter } from '../engine/filter.js';
import { CommandError, ErrorCodes } from '../errors.js';
import type { JournalRecord } from '../persistence/types.js';
import { boolOption, collectionName, documentOption } from './context.js';
import type { CommandContext, CommandHandler } from './context.js';

/** Databases and collections: create, drop, list, rename, stats. */
const CREATE_OPTION_FIELDS = [
  'capped',
  'size',
  'max',
  'validator',
  'validationLevel',
  'validationAction',
  'collation',
  'timeseries',
  'expireAfterSeconds',
  'clusteredIndex',
  'changeStreamPreAndPostImages',
];

const create: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'create');
  if (cmd.viewOn !== undefined) {
    throw new CommandError(ErrorCodes.CommandNotSupported, 'views are not supported by the embedded server');
  }
  const options: Document = {};
  for (const field of CREATE_OPTION_FIELDS) if (cmd[field] !== undefined) options[field] = cmd[field];
  const records: JournalRecord[] = [];
  ctx.engine.createCollection(ctx.db, name, options, records);
  await ctx.engine.persist(records);
  return { ok: 1 };
};

const drop: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'drop');
  const collection = ctx.engine.collection(ctx.db, name);
  if (!collection) throw new CommandError(ErrorCodes.NamespaceNotFound, 'ns not found');
  const records: JournalRecord[] = [];
  ctx.engine.dropCollection(ctx.db, name, records);
  await ctx.engine.persist(records);
  return { ns: collection.ns, nIndexesWas: collection.indexes.size, ok: 1 };
};

const dropDatabase: CommandHandler = async (_cmd, ctx) => {
  const records: JournalRecord[] = [];
  ctx.engine.dropDatabase(ctx.db, records);
  await ctx.engine.persist(records);
  return { dropped: ctx.db, ok: 1 };
};

function collectionBytes(collection: Collection): number {
  let bytes = 0;
  for (const doc of collection.docs.values()) bytes += documentSize(doc);
  return bytes;
}

const listDatabases: CommandHandler = (cmd, ctx) => {
  const filter = compileFilter(documentOption(cmd, 'filter'));
  const nameOnly = boolOption(cmd, 'nameOnly');
  const databases = ctx.engine
    .databaseNames()
    .map((name) => {
      const sizeOnDisk = nameOnly
        ? 0
        : ctx.engine.collections(name).reduce((sum, c) => sum + collectionBytes(c), 0);
      return nameOnly ? { name } : { name, sizeOnDisk, empty: sizeOnDisk === 0 };
    })
    .filter((db) => filter(db));
  const totalSize = databases.reduce((sum, db) => sum + ((db as { sizeOnDisk?: number }).sizeOnDisk ?? 0), 0);
  return nameOnly
    ? { databases, ok: 1 }
    : { databases, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
};

const listCollections: CommandHandler = (cmd, ctx) => {
  const filter = compileFilter(documentOption(cmd, 'filter'));
  const nameOnly = boolOption(cmd, 'nameOnly');
  const infos = ctx.engine
    .collections(ctx.db)
    .map((c) =>
      nameOnly
        ? { name: c.name, type: 'collection' }
        : {
            name: c.name,
            type: 'collection',
            options: c.options,
            info: { readOnly: false },
            idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
          },
    )
    .filter((info) => filter(info));
  const batch = ctx.cursors.firstBatch(`${ctx.db}.$cmd.listCollections`, infos, undefined, true);
  return { cursor: { id: Long.ZERO, ns: `${ctx.db}.$cmd.listCollections`, firstBatch: batch.docs }, ok: 1 };
};

function splitNamespace(ns: unknown): [string, string] {
  if (typeof ns !== 'string' || !ns.includes('.')) {
    throw new CommandError(ErrorCodes.InvalidNamespace, `Invalid namespace specified '${String(ns)}'`);
  }
  const dot = ns.indexOf('.');
  return [ns.slice(0, dot), ns.slice(dot + 1)];
}

const renameCollection: CommandHandler = async (cmd, ctx) => {
  const [db, name] = splitNamespace(cmd.renameCollection);
  const [toDb, toName] = splitNamespace(cmd.to);
  const records: JournalRecord[] = [];
  ctx.engine.renameCollection(db, name, toDb, toName, boolOption(cmd, 'dropTarget'), records);
  await ctx.engine.persist(records);
  return { ok: 1 };
};

function statsOf(collections: Collection[]): { objects: number; dataSize: number; indexes: number } {
  let objects = 0;
  let dataSize = 0;
  let indexes = 0;
  for (const c of collections) {
    objects += c.docs.size;
    dataSize += collectionBytes(c);
    indexes += c.indexes.size;
  }
  return { objects, dataSize, indexes };
}

const dbStats: CommandHandler = (_cmd, ctx: CommandContext) => {
  const collections = ctx.engine.collections(ctx.db);
  const { objects, dataSize, indexes } = statsOf(collections);
  return {
    db: ctx.db,
    collections: collections.length,
    views: 0,
    objects,
    avgObjSize: objects ? dataSize / objects : 0,
    dataSize,
    storageSize: dataSize,
    indexes,
    indexSize: 0,
    totalSize: dataSize,
    scaleFactor: 1,
    ok: 1,
  };
};

const collStats: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'collStats');
  const collection = ctx.engine.collection(ctx.db, name);
  if (!collection)
    throw new CommandError(ErrorCodes.NamespaceNotFound, `Collection [${ctx.db}.${name}] not found.`);
  const { objects, dataSize } = statsOf([collection]);
  return {
    ns: collection.ns,
    count: objects,
    size: dataSize,
    avgObjSize: objects ? dataSize / objects : 0,
    storageSize: dataSize,
    nindexes: collection.indexes.size,
    indexSizes: Object.fromEntries([...collection.indexes.keys()].map((n) => [n, 0])),
    totalIndexSize: 0,
    ok: 1,
  };
};

export const collectionCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropdatabase: dropDatabase,
  listdatabases: listDatabases,
  listcollections: listCollections,
  renamecollection: renameCollection,
  dbstats: dbStats,
  collstats: collStats,
};
