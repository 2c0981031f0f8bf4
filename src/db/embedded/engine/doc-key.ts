import type { Binary, ObjectId } from 'bson';
import { bsonTag } from './bson-values.js';
import { TypeRank, typeRank } from './compare.js';
import { toDecimalValue } from './numeric.js';

/**
 * A string that is equal for two values exactly when MongoDB considers them equal, so a `Map`
 * can index documents by `_id` whatever its type: ObjectId, UUID, string, number (1, 1.0 and
 * Long(1) are the same key, as in a MongoDB unique index), date or sub-document.
 */
export function canonicalKey(value: unknown): string {
  switch (typeRank(value)) {
    case TypeRank.Null:
      return 'z';
    case TypeRank.MinKey:
      return '-';
    case TypeRank.MaxKey:
      return '+';
    case TypeRank.Number:
      return numberKey(value);
    case TypeRank.String:
      return `s${typeof value === 'string' ? value : String((value as { value: unknown }).value)}`;
    case TypeRank.ObjectId:
      return `o${(value as ObjectId).toHexString()}`;
    case TypeRank.Binary: {
      const bin = value instanceof Uint8Array ? { sub_type: 0, buffer: value } : (value as Binary);
      return `b${bin.sub_type}:${Buffer.from(bin.buffer).toString('base64')}`;
    }
    case TypeRank.Boolean:
      return value ? 't' : 'f';
    case TypeRank.Date:
      return `d${(value as Date).getTime()}`;
    case TypeRank.Array:
      return `[${(value as unknown[]).map(canonicalKey).join(',')}]`;
    case TypeRank.Object: {
      const obj = value as Record<string, unknown>;
      const parts = Object.keys(obj)
        .filter((k) => obj[k] !== undefined)
        .map((k) => `${JSON.stringify(k)}:${canonicalKey(obj[k])}`);
      return `{${parts.join(',')}}`;
    }
    default:
      return `${bsonTag(value) ?? typeof value}:${String(value)}`;
  }
}

function numberKey(value: unknown): string {
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 1e15) {
    return value === 0 ? 'n0' : `n${value}`.replace(/(0+)$/, (zeros) => `e${zeros.length}`);
  }
  const d = toDecimalValue(value);
  if (d.kind === 'nan') return 'nNaN';
  if (d.kind === 'infinity') return d.negative ? 'n-Inf' : 'nInf';
  if (d.coefficient === 0n) return 'n0';
  let coefficient = d.coefficient;
  let exponent = d.exponent;
  while (coefficient % 10n === 0n) {
    coefficient /= 10n;
    exponent += 1;
  }
  return exponent === 0 ? `n${coefficient}` : `n${coefficient}e${exponent}`;
}
