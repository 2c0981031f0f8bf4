import type { Binary, Decimal128, Long, ObjectId } from 'bson';
import { bsonTag, isPlainObject } from './bson-values.js';

/** A value as MongoDB prints it in messages (`dup key: { email: "a@x.io" }`). */
export function formatKeyValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatKeyValue).join(', ')} ]`;
  if (isPlainObject(value)) {
    const parts = Object.entries(value).map(([k, v]) => `${k}: ${formatKeyValue(v)}`);
    return `{ ${parts.join(', ')} }`;
  }
  switch (bsonTag(value)) {
    case 'ObjectId':
      return `ObjectId('${(value as ObjectId).toHexString()}')`;
    case 'Long':
      return (value as Long).toString();
    case 'Decimal128':
      return `Decimal128("${(value as Decimal128).toString()}")`;
    case 'Double':
    case 'Int32':
      return String((value as { value: number }).value);
    case 'Binary': {
      const bin = value as Binary;
      return bin.sub_type === 4
        ? `UUID("${bin.toUUID().toHexString()}")`
        : `BinData(${bin.sub_type}, ${Buffer.from(bin.buffer).toString('hex').toUpperCase()})`;
    }
    default:
      return String(value);
  }
}
