import type { Double, Long } from 'bson';
import { bsonTag, isPlainObject } from './bson-values.js';

/**
 * The engine's in-memory form of BSON values. Documents are deserialized with
 * `promoteValues: false` and then normalised so that query libraries see plain numbers
 * wherever that loses nothing:
 * - Int32 becomes a JS number (bson serializes an integral number in int32 range as Int32);
 * - a Double with a fraction becomes a JS number (it serializes back as a double);
 * - an integral Double stays a `Double` so it is not turned into an Int32 on the way out;
 * - Long, Decimal128 and the other BSON classes stay as they are.
 */
export function toInternal(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = toInternal(value[i]);
    return value;
  }
  if (isPlainObject(value)) {
    for (const key of Object.keys(value)) value[key] = toInternal(value[key]);
    return value;
  }
  switch (bsonTag(value)) {
    case 'Int32':
      return (value as { value: number }).value;
    case 'Double': {
      const n = (value as Double).value;
      return Number.isInteger(n) && !Object.is(n, -0) ? value : n;
    }
    default:
      return value;
  }
}

/**
 * Deep copy of a document. Stored documents are never mutated (a write replaces the stored
 * object), so copies are needed only where a library would mutate what it is given.
 * BSON value classes are immutable in practice and shared; Dates are copied.
 */
export function cloneValue<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneValue) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) copy[key] = cloneValue(value[key]);
    return copy as T;
  }
  return value;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A copy in which integral Doubles and safe Longs are plain numbers, for the aggregation
 * expression library, whose arithmetic and type checks know JS numbers only. Decimal128 stays:
 * the operators that matter for money ($sum, $avg, $add, ...) are taught Decimal128.
 */
export function cloneForExpressions<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneForExpressions) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) copy[key] = cloneForExpressions(value[key]);
    return copy as T;
  }
  switch (bsonTag(value)) {
    case 'Double':
    case 'Int32':
      return (value as unknown as { value: number }).value as T;
    case 'Long': {
      const big = (value as unknown as Long).toBigInt();
      return (big <= MAX_SAFE && big >= -MAX_SAFE ? Number(big) : value) as T;
    }
    default:
      return value;
  }
}
