import { ObjectId } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { update as mingoUpdate } from 'mingo/updater';
import type { Modifier } from 'mingo/updater';
import { CommandError, ErrorCodes } from '../errors.js';
import { isPlainObject } from './bson-values.js';
import { valuesEqual } from './compare.js';
import type { Document } from './filter.js';
import { formatKeyValue } from './format.js';
import { mingoOptions } from './mingo-context.js';
import { applyNumericOperator, isPositional } from './path-update.js';
import type { NumericOperator } from './path-update.js';
import { assertSupported } from './unsupported.js';
import { cloneValue } from './values.js';

/**
 * Applies one update (operators, a replacement document or a pipeline) to a copy of a
 * document and returns the copy; the stored document is never touched.
 */
export interface UpdateContext {
  filter: Document;
  arrayFilters?: Document[];
  /** True when the update is building the document an upsert inserts ($setOnInsert applies). */
  inserting: boolean;
}

const UPDATE_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$push',
  '$addToSet',
  '$pull',
  '$pullAll',
  '$pop',
  '$currentDate',
  '$bit',
  '$setOnInsert',
]);
const NUMERIC_OPERATORS = new Set<string>(['$inc', '$mul', '$min', '$max']);
const PIPELINE_UPDATE_STAGES = new Set([
  '$addFields',
  '$set',
  '$project',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
]);

export type UpdateSpec = Document | Document[];

export function isOperatorUpdate(update: UpdateSpec): update is Document {
  return !Array.isArray(update) && Object.keys(update).some((k) => k.startsWith('$'));
}

export function applyUpdate(doc: Document, update: UpdateSpec, ctx: UpdateContext): Document {
  const updated = Array.isArray(update)
    ? applyPipeline(doc, update)
    : isOperatorUpdate(update)
      ? applyOperators(doc, update, ctx)
      : applyReplacement(doc, update);
  return withIdFirst(doc, updated);
}

function immutableIdError(id: unknown): CommandError {
  return new CommandError(
    ErrorCodes.ImmutableField,
    `Performing an update on the path '_id' would modify the immutable field '_id' (to ${formatKeyValue(id)})`,
  );
}

/** Keeps `_id` unchanged and first, as MongoDB does. */
function withIdFirst(original: Document, updated: Document): Document {
  if (original._id === undefined) return updated;
  if (updated._id !== undefined && !valuesEqual(updated._id, original._id)) {
    throw immutableIdError(updated._id);
  }
  const { _id: _ignored, ...rest } = updated;
  return { _id: original._id, ...rest };
}

function applyReplacement(doc: Document, replacement: Document): Document {
  for (const key of Object.keys(replacement)) {
    if (key.startsWith('$')) {
      throw new CommandError(
        ErrorCodes.BadValue,
        `The dollar ($) prefixed field '${key}' is not allowed in a replacement`,
      );
    }
  }
  return cloneValue(replacement);
}

function applyPipeline(doc: Document, pipeline: Document[]): Document {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0] ?? '';
    if (!PIPELINE_UPDATE_STAGES.has(name)) {
      throw new CommandError(ErrorCodes.InvalidOptions, `${name} is not allowed to be used within an update`);
    }
  }
  assertSupported(pipeline);
  const [result] = new Aggregator(pipeline, mingoOptions()).run([cloneValue(doc)]);
  if (!result) throw new CommandError(ErrorCodes.BadValue, 'pipeline update produced no document');
  return result as Document;
}

function applyOperators(doc: Document, update: Document, ctx: UpdateContext): Document {
  assertSupported(update);
  const working = cloneValue(doc);
  const delegated: Record<string, Document> = {};
  const handledPaths: string[] = [];
  for (const [operator, fields] of Object.entries(update)) {
    if (!UPDATE_OPERATORS.has(operator)) {
      throw new CommandError(
        ErrorCodes.FailedToParse,
        `Unknown modifier: ${operator}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isPlainObject(fields)) {
      throw new CommandError(
        ErrorCodes.FailedToParse,
        `Modifiers operate on fields but we found type ${typeof fields} instead.`,
      );
    }
    let target = operator;
    if (operator === '$setOnInsert') {
      if (!ctx.inserting) continue;
      target = '$set';
    }
    for (const [path, operand] of Object.entries(fields)) {
      if ((path === '_id' || path.startsWith('_id.')) && operator !== '$unset') {
        if (path === '_id' && target === '$set' && valuesEqual(operand, doc._id)) continue;
        if (doc._id !== undefined) throw immutableIdError(operand);
      }
      if (NUMERIC_OPERATORS.has(operator) && !isPositional(path)) {
        handledPaths.push(path);
        applyNumericOperator(working, operator as NumericOperator, path, operand);
        continue;
      }
      (delegated[target] ??= {})[path] = operand;
    }
  }
  assertNoConflicts(handledPaths, delegated);
  if (Object.keys(delegated).length === 0) return working;
  try {
    // The filter matters only to resolve `$` positional paths; mingo also re-tests it, which
    // would wrongly skip an upsert's seed document, so it is passed only when needed.
    const usesFirstMatch = Object.values(delegated).some((fields) =>
      Object.keys(fields).some((p) => p.split('.').includes('$')),
    );
    mingoUpdate(
      working,
      delegated as Modifier<Document>,
      ctx.arrayFilters,
      usesFirstMatch ? ctx.filter : {},
      {
        cloneMode: 'deep',
        queryOptions: mingoOptions(),
      },
    );
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw new CommandError(ErrorCodes.BadValue, (error as Error).message);
  }
  return working;
}

function assertNoConflicts(handled: string[], delegated: Record<string, Document>): void {
  const others = Object.values(delegated).flatMap((fields) => Object.keys(fields));
  const all = [...handled, ...others];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i] as string;
      const b = all[j] as string;
      if (a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`)) {
        throw new CommandError(40, `Updating the path '${a}' would create a conflict at '${b}'`);
      }
    }
  }
}

/** The document an upsert starts from: the equality conditions of its filter. */
export function upsertSeed(filter: Document): Document {
  const seed: Document = {};
  const visit = (f: Document): void => {
    for (const [field, condition] of Object.entries(f)) {
      if (field === '$and' && Array.isArray(condition)) {
        for (const member of condition) if (isPlainObject(member)) visit(member);
        continue;
      }
      if (field.startsWith('$')) continue;
      const value = equalityValue(condition);
      if (value.found) setPath(seed, field, cloneValue(value.value));
    }
  };
  visit(filter);
  return seed;
}

function equalityValue(condition: unknown): { found: boolean; value?: unknown } {
  if (!isPlainObject(condition)) return { found: !(condition instanceof RegExp), value: condition };
  const keys = Object.keys(condition);
  if (keys.length === 0 || !keys.some((k) => k.startsWith('$'))) return { found: true, value: condition };
  if ('$eq' in condition) return { found: true, value: condition.$eq };
  if (Array.isArray(condition.$in) && condition.$in.length === 1)
    return { found: true, value: condition.$in[0] };
  return { found: false };
}

function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: Document = doc;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (!isPlainObject(next)) node[part] = {};
    node = node[part] as Document;
  }
  node[parts[parts.length - 1] as string] = value;
}

/** Builds the document an upsert inserts. */
export function upsertDocument(filter: Document, update: UpdateSpec): Document {
  const seed = upsertSeed(filter);
  let doc: Document;
  if (Array.isArray(update)) doc = applyPipeline(seed, update);
  else if (isOperatorUpdate(update)) doc = applyOperators(seed, update, { filter, inserting: true });
  else doc = { ...(seed._id !== undefined ? { _id: seed._id } : {}), ...applyReplacement(seed, update) };
  const { _id, ...rest } = doc;
  return { _id: _id ?? new ObjectId(), ...rest };
}
