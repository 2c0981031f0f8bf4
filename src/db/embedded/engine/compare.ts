import type { Binary, ObjectId, Timestamp } from 'bson';
import { bsonTag, isPlainObject } from './bson-values.js';
import { compareNumbers } from './numeric.js';

/**
 * MongoDB's ordering of BSON values, in one place. Every comparison the engine makes (query
 * operators, sorts, index keys, uniqueness, $min/$max) goes through `compareValues`, so the
 * cross-type order, numeric equality across int/long/double/decimal and the byte order of
 * ObjectId and Binary are the same everywhere.
 *
 * https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/
 */
export const TypeRank = {
  MinKey: 1,
  Null: 2,
  Number: 3,
  String: 4,
  Object: 5,
  Array: 6,
  Binary: 7,
  ObjectId: 8,
  Boolean: 9,
  Date: 10,
  Timestamp: 11,
  RegExp: 12,
  Code: 13,
  MaxKey: 14,
} as const;

/** A bound that sorts before or after every value of one type: how range scans express "all numbers". */
export class TypeBound {
  constructor(
    readonly rank: number,
    readonly edge: 'before' | 'after',
  ) {}
}

export function typeRank(value: unknown): number {
  if (value === undefined || value === null) return TypeRank.Null;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return TypeRank.Number;
    case 'string':
      return TypeRank.String;
    case 'boolean':
      return TypeRank.Boolean;
    default:
      break;
  }
  if (Array.isArray(value)) return TypeRank.Array;
  if (value instanceof Date) return TypeRank.Date;
  if (value instanceof RegExp) return TypeRank.RegExp;
  if (value instanceof Uint8Array) return TypeRank.Binary;
  switch (bsonTag(value)) {
    case 'Long':
    case 'Double':
    case 'Int32':
    case 'Decimal128':
      return TypeRank.Number;
    case 'ObjectId':
      return TypeRank.ObjectId;
    case 'Binary':
      return TypeRank.Binary;
    case 'Timestamp':
      return TypeRank.Timestamp;
    case 'MinKey':
      return TypeRank.MinKey;
    case 'MaxKey':
      return TypeRank.MaxKey;
    case 'BSONRegExp':
      return TypeRank.RegExp;
    case 'BSONSymbol':
      return TypeRank.String;
    case 'Code':
      return TypeRank.Code;
    default:
      return TypeRank.Object;
  }
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const size = Math.min(a.length, b.length);
  for (let i = 0; i < size; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return sign(d);
  }
  return sign(a.length - b.length);
}

/** Strings compare by UTF-8 bytes in MongoDB; UTF-16 code units agree except across surrogates. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : String((value as { value?: unknown }).value ?? value);
}

function compareObjects(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  const size = Math.min(ka.length, kb.length);
  for (let i = 0; i < size; i++) {
    const fa = ka[i] as string;
    const fb = kb[i] as string;
    // Field by field: first the value's type, then the field name, then the value.
    const byType = sign(typeRank(a[fa]) - typeRank(b[fb]));
    if (byType !== 0) return byType;
    const byName = compareStrings(fa, fb);
    if (byName !== 0) return byName;
    const byValue = compareValues(a[fa], b[fb]);
    if (byValue !== 0) return byValue;
  }
  return sign(ka.length - kb.length);
}

function compareArrays(a: readonly unknown[], b: readonly unknown[]): number {
  const size = Math.min(a.length, b.length);
  for (let i = 0; i < size; i++) {
    const d = compareValues(a[i], b[i]);
    if (d !== 0) return d;
  }
  return sign(a.length - b.length);
}

function binaryBytes(value: unknown): Uint8Array {
  return value instanceof Uint8Array ? value : (value as Binary).buffer;
}

function binarySubtype(value: unknown): number {
  return value instanceof Uint8Array ? 0 : (value as Binary).sub_type;
}

/** Total order over BSON values (missing and undefined sort as null). */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // Fast paths for the common index keys: two plain numbers, two strings.
  const ta = typeof a;
  if (ta === typeof b) {
    if (ta === 'number') {
      if (Number.isNaN(a) || Number.isNaN(b)) return compareNumbers(a, b);
      return (a as number) < (b as number) ? -1 : 1;
    }
    if (ta === 'string') return (a as string) < (b as string) ? -1 : 1;
  }
  if (a instanceof TypeBound || b instanceof TypeBound) return compareWithBound(a, b);
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return sign(ra - rb);
  switch (ra) {
    case TypeRank.Null:
    case TypeRank.MinKey:
    case TypeRank.MaxKey:
      return 0;
    case TypeRank.Number:
      return compareNumbers(a, b);
    case TypeRank.String:
      return compareStrings(stringOf(a), stringOf(b));
    case TypeRank.Object:
      return compareObjects(a as Record<string, unknown>, b as Record<string, unknown>);
    case TypeRank.Array:
      return compareArrays(a as unknown[], b as unknown[]);
    case TypeRank.Binary: {
      const ba = binaryBytes(a);
      const bb = binaryBytes(b);
      // Length first, then subtype, then bytes.
      if (ba.length !== bb.length) return sign(ba.length - bb.length);
      const st = sign(binarySubtype(a) - binarySubtype(b));
      return st !== 0 ? st : compareBytes(ba, bb);
    }
    case TypeRank.ObjectId:
      return compareBytes((a as ObjectId).id, (b as ObjectId).id);
    case TypeRank.Boolean:
      return sign(Number(a) - Number(b));
    case TypeRank.Date:
      return sign((a as Date).getTime() - (b as Date).getTime());
    case TypeRank.Timestamp:
      return (a as Timestamp).compare(b as Timestamp);
    case TypeRank.RegExp: {
      const pa = regexParts(a);
      const pb = regexParts(b);
      return compareStrings(pa.source, pb.source) || compareStrings(pa.flags, pb.flags);
    }
    default:
      return compareStrings(String(a), String(b));
  }
}

function regexParts(value: unknown): { source: string; flags: string } {
  if (value instanceof RegExp) return { source: value.source, flags: value.flags };
  const r = value as { pattern: string; options: string };
  return { source: r.pattern, flags: r.options };
}

function compareWithBound(a: unknown, b: unknown): number {
  if (a instanceof TypeBound && b instanceof TypeBound) {
    return sign(a.rank - b.rank) || (a.edge === b.edge ? 0 : a.edge === 'before' ? -1 : 1);
  }
  if (a instanceof TypeBound) return -compareWithBound(b, a);
  const bound = b as TypeBound;
  const rank = typeRank(a);
  if (rank !== bound.rank) return sign(rank - bound.rank);
  return bound.edge === 'before' ? 1 : -1;
}

export const valuesEqual = (a: unknown, b: unknown): boolean => compareValues(a, b) === 0;

/**
 * Exact sameness: equal values of the same BSON type with fields in the same order. This is
 * how a write decides whether it modified a document (1 and 1.0 are equal but not the same).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i] as unknown));
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && sameValue(a[k], b[k]));
  }
  if (typeof a !== typeof b || bsonTag(a) !== bsonTag(b)) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (typeof a === 'number') return Object.is(a, b) || a === b;
  return compareValues(a, b) === 0;
}
