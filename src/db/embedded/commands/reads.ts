import type { Document } from 'bson';
import { Long } from 'bson';
import { bsonTag } from '../engine/bson-values.js';
import { canonicalKey } from '../engine/doc-key.js';
import { numericKind, toNumber } from '../engine/numeric.js';
import { findDocuments } from '../engine/find.js';
import type { FindResult } from '../engine/find.js';
import { resolve } from 'mingo/util';
import { CommandError, ErrorCodes } from '../errors.js';
import { boolOption, collectionName, documentOption, intOption } from './context.js';
import type { CommandContext, CommandHandler } from './context.js';

/** find, getMore, killCursors, count, distinct. */
export function cursorReply(
  ns: string,
  batch: { docs: Document[]; cursorId: Long },
  key: 'firstBatch' | 'nextBatch',
): Document {
  return { cursor: { [key]: batch.docs, id: batch.cursorId, ns }, ok: 1 };
}

function countWork(ctx: CommandContext, result: FindResult): void {
  ctx.counters.keysExamined += result.counters.keysExamined;
  ctx.counters.docsExamined += result.counters.docsExamined;
  ctx.counters.returned += result.docs.length;
}

export function runFind(cmd: Document, ctx: CommandContext): { ns: string; result: FindResult } {
  const name = collectionName(cmd, 'find');
  if (cmd.tailable === true) {
    // Tailable cursors need capped collections, which the embedded server does not have.
    throw new CommandError(
      ErrorCodes.BadValue,
      'error processing query: tailable cursor requested on non capped collection',
    );
  }
  const limit = intOption(cmd, 'limit');
  const skip = intOption(cmd, 'skip');
  if (skip !== undefined && skip < 0) throw new CommandError(51024, "BSON field 'skip' value must be >= 0");
  const result = findDocuments(ctx.engine.collection(ctx.db, name), {
    filter: documentOption(cmd, 'filter'),
    sort: documentOption(cmd, 'sort'),
    projection: documentOption(cmd, 'projection'),
    skip,
    limit,
    hint: cmd.hint,
  });
  countWork(ctx, result);
  return { ns: `${ctx.db}.${name}`, result };
}

const find: CommandHandler = (cmd, ctx) => {
  const { ns, result } = runFind(cmd, ctx);
  const limit = intOption(cmd, 'limit') ?? 0;
  const singleBatch = boolOption(cmd, 'singleBatch') || limit < 0;
  const batchSize = intOption(cmd, 'batchSize');
  const batch = ctx.cursors.firstBatch(ns, result.docs, batchSize, singleBatch);
  return cursorReply(ns, batch, 'firstBatch');
};

function cursorIdOf(value: unknown): bigint {
  if (bsonTag(value) === 'Long') return (value as Long).toBigInt();
  // A client that promoted the id to a JS number sends it back as an int32 or a double.
  const n = numericKind(value) ? toNumber(value) : Number.NaN;
  if (Number.isSafeInteger(n)) return BigInt(n);
  throw new CommandError(ErrorCodes.TypeMismatch, 'cursor id must be a 64-bit integer');
}

const getMore: CommandHandler = (cmd, ctx) => {
  const id = cursorIdOf(cmd.getMore);
  const collection = typeof cmd.collection === 'string' ? cmd.collection : '';
  const ns = `${ctx.db}.${collection}`;
  const batch = ctx.cursors.getMore(id, ns, intOption(cmd, 'batchSize'));
  if (!batch) throw new CommandError(ErrorCodes.CursorNotFound, `cursor id ${id} not found`);
  ctx.counters.returned += batch.docs.length;
  return cursorReply(ns, batch, 'nextBatch');
};

const killCursors: CommandHandler = (cmd, ctx) => {
  const ids = Array.isArray(cmd.cursors) ? (cmd.cursors as unknown[]) : [];
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const raw of ids) {
    const id = cursorIdOf(raw);
    (ctx.cursors.kill(id) ? killed : notFound).push(Long.fromBigInt(id));
  }
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

const count: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'count');
  const collection = ctx.engine.collection(ctx.db, name);
  const filter = documentOption(cmd, 'query') ?? {};
  if (!collection) return { n: 0, ok: 1 };
  const skip = intOption(cmd, 'skip') ?? 0;
  const limit = Math.abs(intOption(cmd, 'limit') ?? 0);
  if (Object.keys(filter).length === 0) {
    const total = Math.max(0, collection.docs.size - skip);
    return { n: limit > 0 ? Math.min(limit, total) : total, ok: 1 };
  }
  const result = findDocuments(collection, { filter, skip, limit, hint: cmd.hint });
  countWork(ctx, result);
  return { n: result.docs.length, ok: 1 };
};

const distinct: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'distinct');
  const key = cmd.key;
  if (typeof key !== 'string')
    throw new CommandError(ErrorCodes.TypeMismatch, "BSON field 'distinct.key' must be a string");
  const result = findDocuments(ctx.engine.collection(ctx.db, name), { filter: documentOption(cmd, 'query') });
  countWork(ctx, result);
  const seen = new Map<string, unknown>();
  for (const doc of result.docs) {
    const value = resolve(doc, key);
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const v of values) {
      if (v === undefined) continue;
      const k = canonicalKey(v);
      if (!seen.has(k)) seen.set(k, v);
    }
  }
  return { values: [...seen.values()], ok: 1 };
};

export const readCommands: Record<string, CommandHandler> = {
  find,
  getmore: getMore,
  killcursors: killCursors,
  count,
  distinct,
};
