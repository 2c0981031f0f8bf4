import { crc32 } from 'node:zlib';

/**
 * One unit on disk: [u32 LE payload length][u32 LE CRC-32 of the payload][payload].
 *
 * The CRC covers the payload only; a corrupted length field is caught either by the bounds check
 * or, almost surely, by the CRC of the bytes it then points at. Units are the atom of recovery: a
 * unit whose frame does not check out is dropped whole, never half-applied.
 */
export const UNIT_HEADER_BYTES = 8;

/**
 * Larger than any legal unit (one command's after-images fit in a 48 MB message; a snapshot chunk
 * is ~1 MB), small enough that a garbage length is recognised as such instead of being trusted.
 */
export const MAX_UNIT_PAYLOAD_BYTES = 256 * 1024 * 1024;

export function frameUnit(payload: Uint8Array): Buffer {
  const unit = Buffer.allocUnsafe(UNIT_HEADER_BYTES + payload.byteLength);
  unit.writeUInt32LE(payload.byteLength, 0);
  unit.writeUInt32LE(crc32(payload), 4);
  unit.set(payload, UNIT_HEADER_BYTES);
  return unit;
}

export type UnitCheck =
  | { kind: 'unit'; payload: Buffer; end: number }
  /** The buffer ends before the unit does: read more, or it is a torn tail. */
  | { kind: 'short'; needed: number }
  | { kind: 'bad'; reason: string };

/**
 * Checks the unit starting at `offset` of `buf`. `remainingInFile` (bytes from `offset` to the end
 * of the file) separates "read more" from "the file ends mid-unit".
 */
export function checkUnit(buf: Buffer, offset: number, remainingInFile: number): UnitCheck {
  if (remainingInFile < UNIT_HEADER_BYTES) {
    return { kind: 'bad', reason: `${remainingInFile} byte(s) of a unit header at the end of the file` };
  }
  if (buf.length - offset < UNIT_HEADER_BYTES) return { kind: 'short', needed: UNIT_HEADER_BYTES };
  const length = buf.readUInt32LE(offset);
  if (length > MAX_UNIT_PAYLOAD_BYTES) return { kind: 'bad', reason: `implausible unit length ${length}` };
  const total = UNIT_HEADER_BYTES + length;
  if (total > remainingInFile) {
    return { kind: 'bad', reason: `unit of ${length} bytes is cut short by the end of the file` };
  }
  if (buf.length - offset < total) return { kind: 'short', needed: total };
  const payload = buf.subarray(offset + UNIT_HEADER_BYTES, offset + total);
  const expected = buf.readUInt32LE(offset + 4);
  if (crc32(payload) !== expected) return { kind: 'bad', reason: 'CRC-32 mismatch' };
  return { kind: 'unit', payload, end: offset + total };
}
