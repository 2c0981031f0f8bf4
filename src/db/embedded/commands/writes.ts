import type { Document } from 'bson';
import { ObjectId } from 'bson';
import { documentSize } from '../engine/doc-size.js';
import { isPlainObject } from '../engine/bson-values.js';
import { sameValue } from '../engine/compare.js';
import type { Collection } from '../engine/collection.js';
import { findDocuments } from '../engine/find.js';
import { applyUpdate, isOperatorUpdate, upsertDocument } from '../engine/update.js';
import type { UpdateSpec } from '../engine/update.js';
import { CommandError, ErrorCodes, toCommandError } from '../errors.js';
import { MAX_BSON_OBJECT_SIZE } from './handshake.js';
import { boolOption, collectionName } from './context.js';
import type { CommandContext, CommandHandler } from './context.js';
import { WriteUnit } from './write-unit.js';

/** insert, update and delete: batches of statements, each reported on its own (writeErrors). */
interface WriteError {
  index: number;
  code: number;
  errmsg: string;
  [extra: string]: unknown;
}

function writeErrorOf(index: number, error: unknown): WriteError {
  const e = toCommandError(error);
  return { index, code: e.code, codeName: e.codeName, errmsg: e.message, ...e.extra };
}

function statements(cmd: Document, field: string): Document[] {
  const list: unknown = cmd[field];
  if (!Array.isArray(list))
    throw new CommandError(ErrorCodes.FailedToParse, `BSON field '${field}' is missing but a required field`);
  return list as Document[];
}

/** MongoDB stores `_id` as the first field, generating an ObjectId when the client sent none. */
function withId(doc: Document): Document {
  if (Array.isArray(doc._id)) throw new CommandError(ErrorCodes.BadValue, "can't use an array for _id");
  if (Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id: _id ?? new ObjectId(), ...rest };
}

export function assertStorable(doc: Document): void {
  if (documentSize(doc) > MAX_BSON_OBJECT_SIZE) {
    throw new CommandError(ErrorCodes.BSONObjectTooLarge, 'object to insert too large');
  }
}

function writeReply(n: number, errors: WriteError[], extra: Document = {}): Document {
  return { n, ...extra, ...(errors.length > 0 ? { writeErrors: errors } : {}), ok: 1 };
}

const insert: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'insert');
  const docs = statements(cmd, 'documents');
  const ordered = cmd.ordered !== false;
  const unit = new WriteUnit(ctx);
  const errors: WriteError[] = [];
  let n = 0;
  const collection = unit.collection(name);
  for (let i = 0; i < docs.length; i++) {
    try {
      const raw = docs[i];
      if (!isPlainObject(raw))
        throw new CommandError(ErrorCodes.BadValue, 'document to insert must be an object');
      const doc = withId(raw);
      assertStorable(doc);
      unit.insert(collection, doc);
      n++;
    } catch (error) {
      errors.push(writeErrorOf(i, error));
      if (ordered) break;
    }
  }
  await unit.commit();
  return writeReply(n, errors);
};

interface StatementOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
}

export function updateMatching(unit: WriteUnit, name: string, statement: Document): StatementOutcome {
  const collection = unit.existing(name);
  const filter = (statement.q ?? {}) as Document;
  const update = statement.u as UpdateSpec;
  if (!isPlainObject(update) && !Array.isArray(update)) {
    throw new CommandError(ErrorCodes.FailedToParse, 'update must be an object or a pipeline');
  }
  const multi = boolOption(statement, 'multi');
  if (multi && !Array.isArray(update) && !isOperatorUpdate(update)) {
    throw new CommandError(
      ErrorCodes.FailedToParse,
      'multi update is not supported for replacement-style update',
    );
  }
  const arrayFilters = Array.isArray(statement.arrayFilters)
    ? (statement.arrayFilters as Document[])
    : undefined;
  const { docs } = findDocuments(collection, {
    filter,
    limit: multi ? 0 : 1,
    sort: isPlainObject(statement.sort) ? statement.sort : undefined,
    hint: statement.hint,
  });
  let modified = 0;
  for (const doc of docs) {
    const next = applyUpdate(doc, update, { filter, arrayFilters, inserting: false });
    if (sameValue(doc, next)) continue;
    assertStorable(next);
    unit.replace(collection as Collection, doc, next);
    modified++;
  }
  if (docs.length === 0 && boolOption(statement, 'upsert')) {
    const doc = upsertDocument(filter, update);
    assertStorable(doc);
    unit.insert(unit.collection(name), doc);
    return { matched: 0, modified: 0, upsertedId: doc._id };
  }
  return { matched: docs.length, modified };
}

const update: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'update');
  const list = statements(cmd, 'updates');
  const ordered = cmd.ordered !== false;
  const unit = new WriteUnit(ctx);
  const errors: WriteError[] = [];
  const upserted: Document[] = [];
  let n = 0;
  let nModified = 0;
  for (let i = 0; i < list.length; i++) {
    try {
      const outcome = updateMatching(unit, name, list[i] as Document);
      n += outcome.matched;
      nModified += outcome.modified;
      if (outcome.upsertedId !== undefined) {
        n += 1;
        upserted.push({ index: i, _id: outcome.upsertedId });
      }
    } catch (error) {
      errors.push(writeErrorOf(i, error));
      if (ordered) break;
    }
  }
  await unit.commit();
  return writeReply(n, errors, { nModified, ...(upserted.length > 0 ? { upserted } : {}) });
};

function deleteMatching(unit: WriteUnit, ctx: CommandContext, name: string, statement: Document): number {
  const collection = ctx.engine.collection(ctx.db, name);
  if (!collection) return 0;
  const limit = Number(statement.limit ?? 0) === 1 ? 1 : 0;
  const { docs } = findDocuments(collection, {
    filter: (statement.q ?? {}) as Document,
    limit,
    hint: statement.hint,
  });
  for (const doc of docs) unit.remove(collection, doc);
  return docs.length;
}

const remove: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'delete');
  const list = statements(cmd, 'deletes');
  const ordered = cmd.ordered !== false;
  const unit = new WriteUnit(ctx);
  const errors: WriteError[] = [];
  let n = 0;
  for (let i = 0; i < list.length; i++) {
    try {
      n += deleteMatching(unit, ctx, name, list[i] as Document);
    } catch (error) {
      errors.push(writeErrorOf(i, error));
      if (ordered) break;
    }
  }
  await unit.commit();
  return writeReply(n, errors);
};

export const writeCommands: Record<string, CommandHandler> = { insert, update, delete: remove };
