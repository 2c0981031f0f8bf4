import { Double } from 'bson';
import type { Options } from 'mingo/types';
import { flatten, resolve } from 'mingo/util';
import { bsonTag } from './bson-values.js';
import { compareValues, TypeRank, typeRank } from './compare.js';

/**
 * Query operators that replace mingo's where its comparison is not MongoDB's: equality and
 * ranges across numeric types (1 == 1.0 == Long(1) == Decimal128("1")), Decimal128 ordering,
 * and `$type` for the BSON types mingo does not know (objectId, binData, long, decimal, ...).
 * Ranges follow type bracketing: `{$gt: 5}` matches numbers only.
 */
type Document = Record<string, unknown>;
type Predicate = (doc: Document) => boolean;
export type QueryOperatorFn = (selector: string, value: unknown, options: Options) => Predicate;

function candidates(selector: string, doc: Document): unknown[] {
  const value = resolve(doc, selector, { unwrapArray: true });
  if (!Array.isArray(value)) return [value];
  const depth = selector.split('.').length - 1;
  // The array itself, its elements, and (for dotted paths through arrays) nested elements.
  return [value, ...value, ...(depth > 0 ? flatten(value, depth) : [])];
}

function equalsOperand(operand: unknown): (value: unknown) => boolean {
  if (operand === null || operand === undefined) {
    return (v) => v === null || v === undefined;
  }
  const rank = typeRank(operand);
  return (v) => typeRank(v) === rank && compareValues(v, operand) === 0;
}

function regexOf(value: unknown): RegExp | undefined {
  if (value instanceof RegExp) return value;
  if (bsonTag(value) === 'BSONRegExp') {
    const r = value as { pattern: string; options: string };
    return new RegExp(r.pattern, r.options.replace(/[^imsu]/g, ''));
  }
  return undefined;
}

function memberOf(list: unknown): (value: unknown) => boolean {
  if (!Array.isArray(list)) throw new Error('$in needs an array');
  const tests = list.map((item) => {
    const re = regexOf(item);
    return re ? (v: unknown) => typeof v === 'string' && re.test(v) : equalsOperand(item);
  });
  return (v) => tests.some((t) => t(v));
}

const matchesAny =
  (selector: string, test: (v: unknown) => boolean): Predicate =>
  (doc) =>
    candidates(selector, doc).some(test);

export const $eq: QueryOperatorFn = (selector, value) => matchesAny(selector, equalsOperand(value));
export const $ne: QueryOperatorFn = (selector, value) => {
  const p = matchesAny(selector, equalsOperand(value));
  return (doc) => !p(doc);
};
export const $in: QueryOperatorFn = (selector, value) => matchesAny(selector, memberOf(value));
export const $nin: QueryOperatorFn = (selector, value) => {
  const p = matchesAny(selector, memberOf(value));
  return (doc) => !p(doc);
};

function range(accept: (cmp: number) => boolean): QueryOperatorFn {
  return (selector, operand) => {
    const rank = typeRank(operand);
    const test = (v: unknown): boolean => {
      if (v === undefined) v = null;
      return typeRank(v) === rank && accept(compareValues(v, operand));
    };
    return matchesAny(selector, test);
  };
}

export const $gt = range((c) => c > 0);
export const $gte = range((c) => c >= 0);
export const $lt = range((c) => c < 0);
export const $lte = range((c) => c <= 0);

const TYPE_ALIASES: Record<string, number> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  javascript: 13,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};

/** The BSON type number a value would be serialized as. */
export function bsonTypeNumber(value: unknown): number {
  if (value === undefined) return 6;
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= -2147483648 && value <= 2147483647 ? 16 : 1;
  }
  if (value instanceof Double) return 1;
  switch (bsonTag(value)) {
    case 'Double':
      return 1;
    case 'Int32':
      return 16;
    case 'Long':
      return 18;
    case 'Decimal128':
      return 19;
    case 'BSONSymbol':
      return 14;
    case 'Code':
      return 13;
    default:
      break;
  }
  switch (typeRank(value)) {
    case TypeRank.Null:
      return 10;
    case TypeRank.String:
      return 2;
    case TypeRank.Array:
      return 4;
    case TypeRank.Binary:
      return 5;
    case TypeRank.ObjectId:
      return 7;
    case TypeRank.Boolean:
      return 8;
    case TypeRank.Date:
      return 9;
    case TypeRank.Timestamp:
      return 17;
    case TypeRank.RegExp:
      return 11;
    case TypeRank.MinKey:
      return -1;
    case TypeRank.MaxKey:
      return 127;
    default:
      return 3;
  }
}

export const $type: QueryOperatorFn = (selector, operand) => {
  const wanted = (Array.isArray(operand) ? operand : [operand]).map((t) =>
    t === 'number' ? 'number' : typeof t === 'string' ? TYPE_ALIASES[t] : Number(t),
  );
  const test = (v: unknown): boolean => {
    if (v === undefined) return false;
    const n = bsonTypeNumber(v);
    return wanted.some((w) => (w === 'number' ? [1, 16, 18, 19].includes(n) : w === n));
  };
  return (doc) => {
    const value = resolve(doc, selector, { unwrapArray: true });
    if (Array.isArray(value)) return test(value) || value.some(test);
    return test(value);
  };
};

/** The operators that replace mingo's, by name. */
export const queryOverrides: Record<string, QueryOperatorFn> = {
  $eq,
  $ne,
  $in,
  $nin,
  $gt,
  $gte,
  $lt,
  $lte,
  $type,
};
