import { deserialize, serialize } from 'bson';
import type { DeserializeOptions, Document } from 'bson';
import type { JournalRecord } from './types.js';

/**
 * How stored records are decoded. The default keeps every number's BSON type (Int32, Double,
 * Long stay wrapper objects), so a replayed record re-serializes to exactly the bytes that were
 * appended. An engine that holds promoted JS numbers in memory passes the options it uses for the
 * wire instead, so that replayed state looks like state built from requests.
 */
export const FAITHFUL_DECODE_OPTIONS: DeserializeOptions = { promoteValues: false };

/** Serializes one record on its own; `undefined` fields (e.g. absent options) are left out. */
export function encodeRecord(record: JournalRecord): Uint8Array {
  return serialize(record, { ignoreUndefined: true });
}

const RECORDS_KEY = Buffer.from('records\0', 'latin1');

/**
 * Builds the BSON document `{ records: [...] }` around records serialized one by one. Assembling
 * it by hand, instead of serializing the whole array at once, keeps each serialize call under
 * js-bson's 17 MB internal buffer even when one command carries a 48 MB batch.
 */
export function assembleRecordsPayload(encoded: readonly Uint8Array[]): Buffer {
  const keys = encoded.map((_, i) => Buffer.from(`${i}\0`, 'latin1'));
  let arrayBytes = 4 + 1;
  for (let i = 0; i < encoded.length; i++) arrayBytes += 1 + keys[i]!.length + encoded[i]!.byteLength;
  const total = 4 + 1 + RECORDS_KEY.length + arrayBytes + 1;

  const out = Buffer.allocUnsafe(total);
  let at = out.writeInt32LE(total, 0);
  out[at++] = 0x04; // array
  at += RECORDS_KEY.copy(out, at);
  at = out.writeInt32LE(arrayBytes, at);
  for (let i = 0; i < encoded.length; i++) {
    out[at++] = 0x03; // embedded document
    at += keys[i]!.copy(out, at);
    out.set(encoded[i]!, at);
    at += encoded[i]!.byteLength;
  }
  out[at] = 0x00; // end of array
  out[at + 1] = 0x00; // end of document
  return out;
}

export function encodeRecordsPayload(records: readonly JournalRecord[]): Buffer {
  return assembleRecordsPayload(records.map(encodeRecord));
}

/** Decodes `{ records: [...] }`; throws when the payload is not BSON or not of that shape. */
export function decodeRecordsPayload(payload: Uint8Array, options: DeserializeOptions): JournalRecord[] {
  return recordsOf(deserialize(payload, options));
}

export function recordsOf(doc: Document): JournalRecord[] {
  const records: unknown = doc.records;
  if (!Array.isArray(records)) throw new Error('payload has no records array');
  for (const record of records) {
    if (!isRecordShaped(record)) throw new Error('payload holds a record without an op');
  }
  return records as JournalRecord[];
}

function isRecordShaped(value: unknown): value is Document {
  return typeof value === 'object' && value !== null && typeof (value as Document).op === 'string';
}
