import type { Binary, Decimal128, Double, Int32, Long, ObjectId, Timestamp } from 'bson';

/**
 * Recognises BSON value classes by their `_bsontype` tag rather than `instanceof`, so values made
 * by another copy of the `bson` package (the driver may bundle its own) are still understood.
 */
export type BsonTag =
  | 'ObjectId'
  | 'Binary'
  | 'Long'
  | 'Double'
  | 'Int32'
  | 'Decimal128'
  | 'Timestamp'
  | 'MinKey'
  | 'MaxKey'
  | 'Code'
  | 'BSONRegExp'
  | 'BSONSymbol'
  | 'DBRef';

export function bsonTag(value: unknown): BsonTag | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const tag = (value as { _bsontype?: unknown })._bsontype;
  return typeof tag === 'string' ? (tag as BsonTag) : undefined;
}

export const isObjectId = (v: unknown): v is ObjectId => bsonTag(v) === 'ObjectId';
export const isBinary = (v: unknown): v is Binary => bsonTag(v) === 'Binary';
export const isLong = (v: unknown): v is Long => bsonTag(v) === 'Long';
export const isDouble = (v: unknown): v is Double => bsonTag(v) === 'Double';
export const isInt32 = (v: unknown): v is Int32 => bsonTag(v) === 'Int32';
export const isDecimal = (v: unknown): v is Decimal128 => bsonTag(v) === 'Decimal128';
export const isTimestamp = (v: unknown): v is Timestamp => bsonTag(v) === 'Timestamp';

/** A plain document or sub-document (not an array, Date, RegExp or BSON value class). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return true;
  const tag = bsonTag(value);
  return tag === 'Long' || tag === 'Double' || tag === 'Int32' || tag === 'Decimal128';
}
