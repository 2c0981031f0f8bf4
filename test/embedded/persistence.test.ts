import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Binary, Decimal128, Double, Int32, Long, ObjectId, serialize } from 'bson';
import type { Document } from 'bson';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FilePersistence } from '../../src/db/embedded/persistence/file-persistence.js';
import { frameUnit } from '../../src/db/embedded/persistence/framing.js';
import { JournalFile } from '../../src/db/embedded/persistence/journal-file.js';
import { DataDirLockedError } from '../../src/db/embedded/persistence/lock-file.js';
import { encodeRecordsPayload } from '../../src/db/embedded/persistence/record-codec.js';
import { snapshotUnits } from '../../src/db/embedded/persistence/snapshot.js';
import type { JournalRecord } from '../../src/db/embedded/persistence/types.js';

let dir: string;
let logs: string[];
const open: FilePersistence[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'persistence-'));
  logs = [];
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((p) => p.close()));
  await rm(dir, { recursive: true, force: true });
});

function persistence(options: { snapshotThresholdBytes?: number } = {}): FilePersistence {
  const p = new FilePersistence({ dir, logger: (msg) => logs.push(msg), ...options });
  open.push(p);
  return p;
}

async function collect(records: AsyncIterable<JournalRecord>): Promise<JournalRecord[]> {
  const out: JournalRecord[] = [];
  for await (const record of records) out.push(record);
  return out;
}

/** Opens the directory, returning what it replayed. */
async function reopen(options: { snapshotThresholdBytes?: number } = {}) {
  const p = persistence(options);
  const replayed = await collect(p.replay());
  return { p, replayed };
}

/** BSON bytes: equal bytes means every value kept its type. */
const bytesOf = (records: JournalRecord[]): Buffer => Buffer.from(serialize({ records }));

const put = (n: number, extra: Document = {}): JournalRecord => ({
  op: 'put',
  db: 'petstore',
  coll: 'pets',
  doc: { _id: n, name: `pet ${n}`, ...extra },
});

describe('journal round trip', () => {
  it('replays every record type with its BSON types intact', async () => {
    const id = new ObjectId();
    const doc = {
      _id: id,
      price: Decimal128.fromString('19.99'),
      views: Long.fromString('9007199254740993'),
      smallLong: Long.fromNumber(5),
      born: new Date('2020-02-29T12:00:00Z'),
      photo: new Binary(Buffer.from([0, 1, 2, 255])),
      uuid: new Binary(Buffer.alloc(16, 7), Binary.SUBTYPE_UUID),
      int: new Int32(3),
      double: new Double(3),
      fraction: 2.5,
      nested: { tags: ['a', 'b'], at: [new Date(0)] },
      nothing: null,
    };
    const units: JournalRecord[][] = [
      [{ op: 'createCollection', db: 'petstore', coll: 'pets', options: { capped: false } }],
      [
        {
          op: 'createIndex',
          db: 'petstore',
          coll: 'pets',
          spec: { key: { name: 1 }, name: 'name_1', unique: true },
        },
      ],
      [
        { op: 'put', db: 'petstore', coll: 'pets', doc },
        { op: 'put', db: 'petstore', coll: 'pets', doc: { _id: 'second' } },
      ],
      [{ op: 'delete', db: 'petstore', coll: 'pets', id }],
      [{ op: 'dropIndex', db: 'petstore', coll: 'pets', name: 'name_1' }],
      [{ op: 'renameCollection', db: 'petstore', coll: 'pets', toDb: 'archive', toColl: 'oldPets' }],
      [{ op: 'dropCollection', db: 'archive', coll: 'oldPets' }],
      [{ op: 'createCollection', db: 'scratch', coll: 'x' }],
      [{ op: 'dropDatabase', db: 'scratch' }],
    ];
    const { p, replayed: initially } = await reopen();
    expect(initially).toEqual([]);
    for (const unit of units) await p.append(unit);
    await p.close();

    const { replayed } = await reopen();
    expect(bytesOf(replayed).equals(bytesOf(units.flat()))).toBe(true);
    const replayedDoc = (replayed[2] as { doc: Document }).doc;
    expect(replayedDoc.price).toBeInstanceOf(Decimal128);
    expect(replayedDoc.views).toEqual(Long.fromString('9007199254740993'));
    expect(replayedDoc.smallLong).toBeInstanceOf(Long);
    expect(replayedDoc.double).toBeInstanceOf(Double);
    expect(replayedDoc.born).toEqual(doc.born);
    expect((replayedDoc._id as ObjectId).equals(id)).toBe(true);
    expect(logs).toEqual([]);
  });

  it('carries a command larger than the 16 MB BSON document limit as one unit', async () => {
    const { p } = await reopen();
    const blob = Buffer.alloc(1024 * 1024, 1);
    const batch = Array.from({ length: 20 }, (_, i) => put(i, { blob: new Binary(blob) }));
    await p.append(batch);
    await p.close();
    const { replayed } = await reopen();
    expect(replayed).toHaveLength(20);
  });
});

describe('group commit', () => {
  it('many concurrent appends share fsyncs and replay in call order', async () => {
    const { p } = await reopen();
    await Promise.all(Array.from({ length: 200 }, (_, i) => p.append([put(i)])));
    expect(p.stats.appends).toBe(200);
    expect(p.stats.journalSyncs).toBeLessThan(20);
    await p.close();
    const { replayed } = await reopen();
    expect(replayed.map((r) => (r as { doc: Document }).doc._id)).toEqual(
      Array.from({ length: 200 }, (_, i) => new Int32(i)),
    );
  });

  it('refuses appends before replay and after close', async () => {
    const p = persistence();
    await expect(p.append([put(1)])).rejects.toThrow(/cannot append/);
    await collect(p.replay());
    await p.close();
    await expect(p.append([put(1)])).rejects.toThrow(/cannot append/);
  });

  it('close waits for appends still in flight', async () => {
    const { p } = await reopen();
    const appends = Array.from({ length: 50 }, (_, i) => p.append([put(i)]));
    await p.close();
    await Promise.all(appends);
    const { replayed } = await reopen();
    expect(replayed).toHaveLength(50);
  });
});

describe('a damaged journal', () => {
  /** Three units of one record each; returns the journal's path and the offsets where units end. */
  async function threeUnits(): Promise<{ path: string; ends: number[] }> {
    const { p } = await reopen();
    const ends: number[] = [];
    for (const n of [1, 2, 3]) {
      await p.append([put(n)]);
      ends.push(p.stats.journalBytesWritten);
    }
    await p.close();
    return { path: join(dir, 'journal-0.log'), ends };
  }

  const ids = (records: JournalRecord[]) => records.map((r) => Number((r as { doc: Document }).doc._id));

  it('a tail cut mid-unit is dropped and reported; the units before it survive', async () => {
    const { path, ends } = await threeUnits();
    await truncate(path, ends[2]! - 5);

    const { p, replayed } = await reopen();
    expect(ids(replayed)).toEqual([1, 2]);
    expect(logs.join('\n')).toMatch(
      new RegExp(`at offset ${ends[1]}; torn tail of ${ends[2]! - 5 - ends[1]!} byte`),
    );
    expect((await stat(path)).size).toBe(ends[1]);

    await p.append([put(4)]);
    await p.close();
    logs = [];
    expect(ids((await reopen()).replayed)).toEqual([1, 2, 4]);
    expect(logs).toEqual([]);
  });

  it('a flipped byte in the last unit fails its CRC: dropped and reported', async () => {
    const { path, ends } = await threeUnits();
    const bytes = await readFile(path);
    bytes[ends[2]! - 3]! ^= 0xff;
    await writeFile(path, bytes);

    const { replayed } = await reopen();
    expect(ids(replayed)).toEqual([1, 2]);
    expect(logs.join('\n')).toMatch(/CRC-32 mismatch at offset \d+; torn tail/);
    expect((await stat(path)).size).toBe(ends[1]);
  });

  it('corruption in the middle stops replay there, says so, and keeps the dropped bytes aside', async () => {
    const { path, ends } = await threeUnits();
    const bytes = await readFile(path);
    bytes[ends[0]! + 12]! ^= 0xff;
    await writeFile(path, bytes);

    const { replayed } = await reopen();
    expect(ids(replayed)).toEqual([1]);
    const message = logs.join('\n');
    expect(message).toMatch(/corruption in the middle/);
    expect(message).toMatch(new RegExp(`followed by valid data at offset ${ends[1]}`));
    const aside = `journal-0.log.damaged-at-${ends[0]}`;
    expect(await readdir(dir)).toContain(aside);
    expect((await readFile(join(dir, aside))).length).toBe(ends[2]! - ends[0]!);
  });

  it('a few stray header bytes at the end are a torn tail', async () => {
    const { path, ends } = await threeUnits();
    await writeFile(path, Buffer.from([1, 2, 3]), { flag: 'a' });
    const { replayed } = await reopen();
    expect(ids(replayed)).toEqual([1, 2, 3]);
    expect(logs.join('\n')).toMatch(/torn tail of 3 byte/);
    expect((await stat(path)).size).toBe(ends[2]);
  });
});

/** A tiny engine: enough state to check that snapshots plus journals rebuild it. */
class ToyEngine {
  readonly docs = new Map<number, Document>();
  apply(record: JournalRecord): void {
    if (record.op === 'put') this.docs.set(Number(record.doc._id), record.doc);
    if (record.op === 'delete') this.docs.delete(Number(record.id));
  }
  *records(): Iterable<JournalRecord> {
    yield { op: 'createCollection', db: 'petstore', coll: 'pets' };
    for (const doc of this.docs.values()) yield { op: 'put', db: 'petstore', coll: 'pets', doc };
  }
  summary(): string {
    return [...this.docs.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, doc]) => `${id}:${String(doc.version)}`)
      .join(',');
  }
}

describe('compaction', () => {
  it('snapshots when the journal outgrows the threshold, keeps the state and removes the old files', async () => {
    const engine = new ToyEngine();
    const { p } = await reopen({ snapshotThresholdBytes: 4096 });
    p.setSnapshotSource(() => engine.records());
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 600; i++) {
      const record: JournalRecord =
        i % 7 === 6
          ? { op: 'delete', db: 'petstore', coll: 'pets', id: i - 3 }
          : put(i % 150, { version: i });
      engine.apply(record); // applied first, then appended: the engine's contract
      writes.push(p.append([record]));
      if (i % 5 === 0) await Promise.all(writes);
    }
    await Promise.all(writes);
    await p.close();
    expect(p.stats.snapshotsWritten).toBeGreaterThan(3);

    const files = await readdir(dir);
    const generation = p.stats.generation;
    expect(files.sort()).toEqual([`journal-${generation}.log`, `snapshot-${generation}.bson`]);

    const rebuilt = new ToyEngine();
    const { replayed } = await reopen();
    for (const record of replayed) rebuilt.apply(record);
    expect(rebuilt.summary()).toBe(engine.summary());
    expect(logs).toEqual([]);
  });

  it('appends go on, into the new journal, while a large snapshot is being written', async () => {
    const engine = new ToyEngine();
    const description = 'x'.repeat(1000);
    for (let i = 0; i < 20_000; i++) engine.apply(put(i, { version: 0, description }));
    const { p } = await reopen({ snapshotThresholdBytes: 1 });
    p.setSnapshotSource(() => engine.records());
    const first = put(0, { version: 1 });
    engine.apply(first);
    await p.append([first]); // crosses the threshold: the next round takes the snapshot

    const second = put(1, { version: 1 });
    engine.apply(second);
    await p.append([second]);
    const snapshotsWhenAcknowledged: number[] = [];
    for (let i = 2; i < 12; i++) {
      const record = put(i, { version: 1 });
      engine.apply(record);
      await p.append([record]);
      snapshotsWhenAcknowledged.push(p.stats.snapshotsWritten);
    }
    expect(snapshotsWhenAcknowledged[0]).toBe(0); // acknowledged before the ~20 MB snapshot was done
    await p.close();
    expect(p.stats.snapshotsWritten).toBeGreaterThanOrEqual(1);

    const rebuilt = new ToyEngine();
    for (const record of (await reopen()).replayed) rebuilt.apply(record);
    expect(rebuilt.summary()).toBe(engine.summary());
  });

  async function writeJournal(generation: number, units: JournalRecord[][]): Promise<void> {
    const journal = await JournalFile.create(dir, generation);
    for (const unit of units) await journal.appendDurably(frameUnit(encodeRecordsPayload(unit)));
    await journal.close();
  }

  async function writeSnapshot(name: string, generation: number, records: JournalRecord[]): Promise<void> {
    await writeFile(join(dir, name), Buffer.concat([...snapshotUnits(records, generation)]));
  }

  it('after a crash before the new snapshot was in place: the previous one and both journals rebuild the state', async () => {
    await writeJournal(0, [[put(1)], [put(2)]]);
    await writeJournal(1, [[put(3)]]);
    const full = Buffer.concat([...snapshotUnits([put(1), put(2)], 1)]);
    await writeFile(join(dir, 'snapshot-1.bson.tmp'), full.subarray(0, full.length - 10));

    const { replayed } = await reopen();
    expect(bytesOf(replayed).equals(bytesOf([put(1), put(2), put(3)]))).toBe(true);
    expect((await readdir(dir)).sort()).toEqual(['journal-0.log', 'journal-1.log', 'mongod.lock']);
  });

  it('after a crash before the old files were deleted: the new snapshot wins and the leftovers go', async () => {
    await writeJournal(0, [[put(1)], [put(2)]]);
    await writeSnapshot('snapshot-1.bson', 1, [put(1), put(2)]);
    await writeJournal(1, [[put(3)]]);

    const { replayed } = await reopen();
    expect(bytesOf(replayed).equals(bytesOf([put(1), put(2), put(3)]))).toBe(true);
    expect((await readdir(dir)).sort()).toEqual(['journal-1.log', 'mongod.lock', 'snapshot-1.bson']);
  });

  it('a damaged snapshot with no older state to fall back on refuses to start', async () => {
    await writeSnapshot('snapshot-2.bson', 2, [put(1)]);
    await writeJournal(2, [[put(3)]]);
    const bytes = await readFile(join(dir, 'snapshot-2.bson'));
    bytes[bytes.length - 20]! ^= 0xff;
    await writeFile(join(dir, 'snapshot-2.bson'), bytes);

    await expect(reopen()).rejects.toThrow(/cannot recover/);
    expect(logs.join('\n')).toMatch(/snapshot .*snapshot-2.bson is damaged/);
  });
});

describe('the data directory lock', () => {
  it('a second instance on the same directory fails while the first is open', async () => {
    const first = await reopen();
    await expect(reopen()).rejects.toThrow(DataDirLockedError);
    await expect(reopen()).rejects.toThrow(new RegExp(`in use by process ${process.pid}`));
    await first.p.close();
    await expect(reopen()).resolves.toBeDefined();
  });

  it('a stale lock left by a dead process is taken over', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    await writeFile(join(dir, 'mongod.lock'), `${dead.pid}\n`);
    const { p } = await reopen();
    expect(logs.join('\n')).toMatch(
      new RegExp(`stale lock file .* process ${dead.pid} is no longer running`),
    );
    expect((await readFile(join(dir, 'mongod.lock'), 'utf8')).trim()).toBe(String(process.pid));
    await p.close();
    expect(await readdir(dir)).not.toContain('mongod.lock');
  });
});
