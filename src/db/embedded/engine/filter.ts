import { Query } from 'mingo/query';
import { CommandError, ErrorCodes } from '../errors.js';
import type { Options } from 'mingo/types';
import { bsonTag, isPlainObject } from './bson-values.js';
import { mingoOptions } from './mingo-context.js';
import { $eq, $gt, $gte, $in, $lt, $lte, $ne, $nin } from './query-operators.js';
import type { QueryOperatorFn } from './query-operators.js';
import { assertSupported } from './unsupported.js';

export type Document = Record<string, unknown>;
export type DocumentPredicate = (doc: Document) => boolean;

const matchAll: DocumentPredicate = () => true;

const FAST_OPERATORS: Record<string, QueryOperatorFn> = { $eq, $ne, $gt, $gte, $lt, $lte, $in, $nin };

function isRegexValue(value: unknown): boolean {
  return value instanceof RegExp || bsonTag(value) === 'BSONRegExp';
}

/**
 * The common filters (fields compared with $eq, $ne, $gt, $gte, $lt, $lte, $in, $nin or a plain
 * value, possibly under $and) compiled straight to our operators; building a mingo Query costs
 * tens of microseconds, which would dominate a point lookup. Anything else returns undefined.
 */
function compileSimpleFilter(filter: Document): DocumentPredicate | undefined {
  const predicates: DocumentPredicate[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const member of condition) {
        const compiled = isPlainObject(member) ? compileSimpleFilter(member) : undefined;
        if (!compiled) return undefined;
        predicates.push(compiled);
      }
      continue;
    }
    if (field.startsWith('$')) return undefined;
    const keys = isPlainObject(condition) ? Object.keys(condition) : [];
    const isOperatorObject = keys.length > 0 && keys.every((k) => k.startsWith('$'));
    if (!isOperatorObject) {
      if (isRegexValue(condition) || (isPlainObject(condition) && keys.some((k) => k.startsWith('$')))) {
        return undefined;
      }
      predicates.push($eq(field, condition, NO_OPTIONS));
      continue;
    }
    for (const op of keys) {
      const fn = FAST_OPERATORS[op];
      const operand = (condition as Document)[op];
      if (!fn || isRegexValue(operand)) return undefined;
      if ((op === '$in' || op === '$nin') && !Array.isArray(operand)) return undefined;
      predicates.push(fn(field, operand, NO_OPTIONS));
    }
  }
  if (predicates.length === 1) return predicates[0];
  return (doc) => predicates.every((p) => p(doc));
}

const NO_OPTIONS = {} as Options;

/** Compiles a MongoDB query filter into a predicate, refusing unsupported operators first. */
export function compileFilter(filter: unknown): DocumentPredicate {
  if (filter === undefined || filter === null) return matchAll;
  if (!isPlainObject(filter)) {
    throw new CommandError(ErrorCodes.TypeMismatch, 'query filter must be an object');
  }
  if (Object.keys(filter).length === 0) return matchAll;
  const simple = compileSimpleFilter(filter);
  if (simple) return simple;
  assertSupported(filter);
  let query: Query;
  try {
    query = new Query(filter, mingoOptions());
  } catch (error) {
    throw new CommandError(ErrorCodes.BadValue, (error as Error).message);
  }
  return (doc) => query.test(doc);
}

/** A mingo Query for callers that also need projection with positional operators. */
export function compileQuery(filter: Document): Query {
  assertSupported(filter);
  try {
    return new Query(filter, mingoOptions());
  } catch (error) {
    throw new CommandError(ErrorCodes.BadValue, (error as Error).message);
  }
}
