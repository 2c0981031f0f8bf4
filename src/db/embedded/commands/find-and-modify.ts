import type { Document } from 'bson';
import { isPlainObject } from '../engine/bson-values.js';
import { sameValue } from '../engine/compare.js';
import { findDocuments, project } from '../engine/find.js';
import { applyUpdate, upsertDocument } from '../engine/update.js';
import type { UpdateSpec } from '../engine/update.js';
import { CommandError, ErrorCodes } from '../errors.js';
import { boolOption, collectionName, documentOption } from './context.js';
import type { CommandHandler } from './context.js';
import { assertStorable } from './writes.js';
import { WriteUnit } from './write-unit.js';

/**
 * findAndModify: one document, atomically found and changed. Unlike the batch write commands,
 * a failure (such as a duplicate key) is the command's own error: `{ok: 0, code: 11000, ...}`.
 */
const findAndModify: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, Object.keys(cmd)[0] as string);
  const filter = documentOption(cmd, 'query') ?? {};
  const sort = documentOption(cmd, 'sort');
  const fields = documentOption(cmd, 'fields');
  const remove = boolOption(cmd, 'remove');
  const returnNew = boolOption(cmd, 'new');
  const upsert = boolOption(cmd, 'upsert');
  const update = cmd.update as UpdateSpec | undefined;
  if (remove && update !== undefined) {
    throw new CommandError(ErrorCodes.FailedToParse, 'Cannot specify both an update and remove=true');
  }
  if (!remove && update === undefined) {
    throw new CommandError(ErrorCodes.FailedToParse, 'Either an update or remove=true must be specified');
  }
  if (remove && (upsert || returnNew)) {
    throw new CommandError(
      ErrorCodes.FailedToParse,
      'Cannot specify remove=true with upsert=true or new=true',
    );
  }
  if (update !== undefined && !isPlainObject(update) && !Array.isArray(update)) {
    throw new CommandError(ErrorCodes.FailedToParse, 'update must be an object or a pipeline');
  }
  const arrayFilters = Array.isArray(cmd.arrayFilters) ? (cmd.arrayFilters as Document[]) : undefined;
  const unit = new WriteUnit(ctx);
  const existing = unit.existing(name);
  const [found] = findDocuments(existing, { filter, sort, limit: 1, hint: cmd.hint }).docs;
  const present = (doc: Document | undefined): Document | null =>
    doc ? (project([doc], filter, fields)[0] ?? null) : null;

  if (remove) {
    if (found && existing) unit.remove(existing, found);
    await unit.commit();
    return { lastErrorObject: { n: found ? 1 : 0 }, value: present(found), ok: 1 };
  }
  const spec = update as UpdateSpec;
  if (found && existing) {
    const next = applyUpdate(found, spec, { filter, arrayFilters, inserting: false });
    if (!sameValue(found, next)) {
      assertStorable(next);
      unit.replace(existing, found, next);
    }
    await unit.commit();
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: present(returnNew ? next : found),
      ok: 1,
    };
  }
  if (upsert) {
    const doc = upsertDocument(filter, spec);
    assertStorable(doc);
    unit.insert(unit.collection(name), doc);
    await unit.commit();
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
      value: returnNew ? present(doc) : null,
      ok: 1,
    };
  }
  return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
};

export const findAndModifyCommands: Record<string, CommandHandler> = {
  findandmodify: findAndModify,
};
