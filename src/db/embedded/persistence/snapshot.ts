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

/**
 * The framed units of a snapshot of `records`, serialized lazily, a chunk at a time, so that
 * the writer can give the event loop back between chunks.
 */
export function* snapshotUnits(records: Iterable<JournalRecord>, generation: number): Generator<Buffer> {
  yield frameUnit(serialize({ format: FORMAT, version: VERSION, generation }));
  let chunk: Uint8Array[] = [];
  let chunkBytes = 0;
  let count = 0;
  for (const record of records) {
    const encoded = encodeRecord(record);
    chunk.push(encoded);
    chunkBytes += encoded.byteLength;
    count++;
    if (chunkBytes >= CHUNK_BYTES) {
      yield frameUnit(assembleRecordsPayload(chunk));
      chunk = [];
      chunkBytes = 0;
    }
  }
  if (chunk.length > 0) yield frameUnit(assembleRecordsPayload(chunk));
  yield frameUnit(serialize({ end: true, count }));
}

/**
 * Writes a snapshot of `records` to `snapshot-<n>.bson.tmp`, fsyncs, renames it into place and
 * fsyncs the directory. Serialization is interleaved with the writes, a chunk (~1 MB) at a time,
 * so appends keep flowing while a large state is written; `records` (and the documents in them)
 * must therefore not change while this runs: the caller passes a point-in-time list.
 */
export async function writeSnapshotFile(
  dir: string,
  generation: number,
  records: Iterable<JournalRecord>,
): Promise<void> {
  const finalPath = pathIn(dir, snapshotName(generation));
  const tempPath = finalPath + TEMP_SUFFIX;
  const handle = await open(tempPath, 'w');
  try {
    // FileHandle.writeFile writes at the handle's current position: successive calls append.
    for (const unit of snapshotUnits(records, generation)) await handle.writeFile(unit);
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
