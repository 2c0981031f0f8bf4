import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type { DeserializeOptions } from 'bson';
import { checkUnit } from './framing.js';
import { decodeRecordsPayload } from './record-codec.js';
import type { JournalRecord } from './types.js';
import { UnitReader, readFully } from './unit-reader.js';

export interface JournalDamage {
  /** Offset of the first bad unit: everything before it is good. */
  offset: number;
  reason: string;
  /** Bytes from `offset` to the end of the file, all dropped. */
  droppedBytes: number;
  /**
   * Offset of a well-formed unit found after the damage, or null. Null means a torn tail (a crash
   * mid-write: expected, the dropped unit was never acknowledged). A number means corruption in
   * the middle: acknowledged data after it is lost from this replay.
   */
  validUnitAfter: number | null;
}

/**
 * Replays one journal file: yields the records of every good unit in order and stops at the
 * first bad one. Read `goodBytes` and `damage` once the iteration has finished.
 */
export class JournalReplay {
  goodBytes = 0;
  size = 0;
  damage: JournalDamage | null = null;

  constructor(
    readonly path: string,
    private readonly decodeOptions: DeserializeOptions,
  ) {}

  async *records(): AsyncGenerator<JournalRecord> {
    const handle = await open(this.path, 'r');
    try {
      this.size = (await handle.stat()).size;
      const reader = new UnitReader(handle, this.size);
      for (let unit = await reader.next(); unit !== null; unit = await reader.next()) {
        let records: JournalRecord[];
        try {
          records = decodeRecordsPayload(unit.payload, this.decodeOptions);
        } catch (error) {
          reader.reject(unit.offset, `undecodable unit: ${(error as Error).message}`);
          break;
        }
        yield* records;
      }
      this.goodBytes = reader.goodEnd;
      if (reader.problem !== null) {
        const { offset, reason } = reader.problem;
        this.damage = {
          offset,
          reason,
          droppedBytes: this.size - offset,
          validUnitAfter: await findValidUnitAfter(handle, offset + 1, this.size, this.decodeOptions),
        };
      }
    } finally {
      await handle.close();
    }
  }
}

/**
 * Looks for a unit that frames, checks and decodes anywhere in [from, size). Used only after
 * damage, to tell a torn tail from corruption in the middle; the chance that random bytes pass
 * both a CRC-32 and BSON decoding is negligible.
 */
async function findValidUnitAfter(
  handle: FileHandle,
  from: number,
  size: number,
  decodeOptions: DeserializeOptions,
): Promise<number | null> {
  if (from >= size) return null;
  const rest = Buffer.allocUnsafe(size - from);
  const got = await readFully(handle, rest, 0, from);
  for (let at = 0; at < got; at++) {
    const check = checkUnit(rest, at, got - at);
    if (check.kind !== 'unit') continue;
    try {
      decodeRecordsPayload(check.payload, decodeOptions);
      return from + at;
    } catch {
      // a chance CRC match on garbage; keep looking
    }
  }
  return null;
}
