import { open, rename, unlink } from 'node:fs/promises';
import type { DeserializeOptions } from 'bson';
import { deserialize, serialize } from 'bson';
import { TEMP_SUFFIX, fsyncDir, pathIn, snapshotName } from './data-dir.js';
import { frameUnit } from './framing.js';
import { FAITHFUL_DECODE_OPTIONS, assembleRecordsPayload, encodeRecord, recordsOf } from './record-codec.js';
import type { JournalRecord } from './types.js';
import { UnitReader } from './unit-reader.js';

/**
 * A snapshot file is a sequence of framed units: a header `{format, version, generation}`, chunks
 * `{records: [...]}` of about a megabyte, and a trailer `{end: true, count}`. The trailer proves
 * completeness on its own, even though the write-then-rename already guarantees it.
 */
const FORMAT = 'petstore-embedded-snapshot';
const VERSION = 1;
const CHUNK_BYTES = 1024 * 1024;
const WRITE_BYTES = 4 * 1024 * 1024;

/**
 * Serializes the engine's state into framed units, synchronously. Being synchronous is the point:
 * no write can interleave, so the snapshot is exactly the state at this instant, and every append
 * made afterwards belongs to the next journal. The engine mutates documents in place, so keeping
 * references for later would not do; the cost is that the event loop pauses for the time BSON
 * serialization of the whole state takes (roughly a second per few hundred MB), once per
 * compaction. The file itself is written afterwards, asynchronously, while appends go on.
 */
export function captureSnapshot(source: Iterable<JournalRecord>, generation: number): Buffer[] {
  const units = [frameUnit(serialize({ format: FORMAT, version: VERSION, generation }))];
  let chunk: Uint8Array[] = [];
  let chunkBytes = 0;
  let count = 0;
  for (const record of source) {
    const encoded = encodeRecord(record);
    chunk.push(encoded);
    chunkBytes += encoded.byteLength;
    count++;
    if (chunkBytes >= CHUNK_BYTES) {
      units.push(frameUnit(assembleRecordsPayload(chunk)));
      chunk = [];
      chunkBytes = 0;
    }
  }
  if (chunk.length > 0) units.push(frameUnit(assembleRecordsPayload(chunk)));
  units.push(frameUnit(serialize({ end: true, count })));
  return units;
}

/** Writes the units to `snapshot-<n>.bson.tmp`, fsyncs, renames into place, fsyncs the directory. */
export async function writeSnapshotFile(
  dir: string,
  generation: number,
  units: readonly Buffer[],
): Promise<void> {
  const finalPath = pathIn(dir, snapshotName(generation));
  const tempPath = finalPath + TEMP_SUFFIX;
  const handle = await open(tempPath, 'w');
  try {
    let batch: Buffer[] = [];
    let batchBytes = 0;
    for (const unit of units) {
      batch.push(unit);
      batchBytes += unit.length;
      if (batchBytes >= WRITE_BYTES) {
        await handle.writeFile(Buffer.concat(batch));
        batch = [];
        batchBytes = 0;
      }
    }
    if (batch.length > 0) await handle.writeFile(Buffer.concat(batch));
    // (FileHandle.writeFile writes at the handle's current position, so the calls above append.)
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(tempPath).catch(() => undefined);
    throw error;
  }
  await handle.close();
  await rename(tempPath, finalPath);
  await fsyncDir(dir);
}

/** Checks a snapshot end to end (frames, CRCs, header, trailer) without decoding its records. */
export async function verifySnapshot(path: string, generation: number): Promise<string | null> {
  const handle = await open(path, 'r');
  try {
    const reader = new UnitReader(handle, (await handle.stat()).size);
    const first = await reader.next();
    if (first === null) return reader.problem?.reason ?? 'empty file';
    const header = deserialize(first.payload);
    if (header.format !== FORMAT || header.version !== VERSION || header.generation !== generation) {
      return 'not a snapshot of this generation and format';
    }
    let last = first;
    for (let unit = await reader.next(); unit !== null; unit = await reader.next()) last = unit;
    if (reader.problem !== null) return `${reader.problem.reason} at offset ${reader.problem.offset}`;
    if (last === first || deserialize(last.payload).end !== true) return 'no trailer: the file is incomplete';
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await handle.close();
  }
}

/** Yields a verified snapshot's records; any surprise now is fatal rather than silently partial. */
export async function* readSnapshotRecords(
  path: string,
  decodeOptions: DeserializeOptions = FAITHFUL_DECODE_OPTIONS,
): AsyncGenerator<JournalRecord> {
  const handle = await open(path, 'r');
  try {
    const reader = new UnitReader(handle, (await handle.stat()).size);
    await reader.next(); // header
    let count = 0;
    for (let unit = await reader.next(); unit !== null; unit = await reader.next()) {
      const doc = deserialize(unit.payload, decodeOptions);
      if (doc.end === true) {
        if (Number(doc.count) !== count) {
          throw new Error(`snapshot ${path} holds ${count} records, its trailer says ${Number(doc.count)}`);
        }
        return;
      }
      const records = recordsOf(doc);
      count += records.length;
      yield* records;
    }
    throw new Error(`snapshot ${path} changed while it was read: ${reader.problem?.reason ?? 'no trailer'}`);
  } finally {
    await handle.close();
  }
}
