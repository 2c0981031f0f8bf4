import { mkdir, unlink } from 'node:fs/promises';
import type { DeserializeOptions } from 'bson';
import { fsyncDir, journalName, listDataDir, pathIn, snapshotName } from './data-dir.js';
import { frameUnit } from './framing.js';
import { JournalFile } from './journal-file.js';
import { DataDirLock } from './lock-file.js';
import { FAITHFUL_DECODE_OPTIONS, encodeRecordsPayload } from './record-codec.js';
import { recover } from './recovery.js';
import { writeSnapshotFile } from './snapshot.js';
import type { JournalRecord, Persistence } from './types.js';

export interface FilePersistenceOptions {
  dir: string;
  /** Journal size that triggers a snapshot and a fresh journal. Default 64 MB. */
  snapshotThresholdBytes?: number;
  logger?: (msg: string) => void;
  /** How replayed records are decoded; see FAITHFUL_DECODE_OPTIONS (the default). */
  decodeOptions?: DeserializeOptions;
}

export interface PersistenceStats {
  /** append() calls accepted. */
  appends: number;
  /** Journal fsyncs: with group commit, fewer than appends under concurrency. */
  journalSyncs: number;
  journalBytesWritten: number;
  snapshotsWritten: number;
  generation: number;
}

/** The engine's state at a snapshot point, to be written as `snapshot-<generation>.bson`. */
interface Snapshot {
  generation: number;
  records: JournalRecord[];
}

interface PendingAppend {
  unit: Buffer;
  resolve: () => void;
  reject: (error: Error) => void;
}

const DEFAULT_SNAPSHOT_THRESHOLD_BYTES = 64 * 1024 * 1024;
const NO_BYTES = Buffer.alloc(0);

/**
 * Journal plus snapshots in a data directory (layout: data-dir.ts).
 *
 * Contract with the engine: append() is called after the records have been applied to the
 * engine's in-memory state, in the same tick, and the snapshot source reflects that state. A
 * snapshot taken at any instant then covers every record appended before it, which is what lets
 * compaction drop the old journal. The documents the source yields are not mutated afterwards
 * (see capture()).
 *
 * Group commit: appends queue while a write+fsync is in flight; the next round writes the whole
 * queue with one write and one fsync, so N concurrent writers pay about one fsync per round, not N.
 */
export class FilePersistence implements Persistence {
  private readonly dir: string;
  private readonly threshold: number;
  private readonly log: (msg: string) => void;
  private readonly decodeOptions: DeserializeOptions;

  private phase: 'new' | 'replaying' | 'open' | 'closing' | 'closed' = 'new';
  private lock: DataDirLock | null = null;
  private journal: JournalFile | null = null;
  private generation = 0;
  private queue: PendingAppend[] = [];
  private draining: Promise<void> | null = null;
  private snapshotWrite: Promise<void> | null = null;
  private source: (() => Iterable<JournalRecord>) | null = null;
  /** Journal size at which to compact next (raised after a failed attempt, so it is not retried at once). */
  private compactAt: number;
  /** After a failed write or fsync nothing more is accepted: what reached the disk is unknown. */
  private failure: Error | null = null;
  private readonly counters = { appends: 0, journalSyncs: 0, journalBytesWritten: 0, snapshotsWritten: 0 };

  constructor(opts: FilePersistenceOptions) {
    this.dir = opts.dir;
    this.threshold = opts.snapshotThresholdBytes ?? DEFAULT_SNAPSHOT_THRESHOLD_BYTES;
    this.log = opts.logger ?? ((msg) => console.warn(`[embedded-mongo persistence] ${msg}`));
    this.decodeOptions = opts.decodeOptions ?? FAITHFUL_DECODE_OPTIONS;
    this.compactAt = this.threshold;
  }

  get stats(): PersistenceStats {
    return { ...this.counters, generation: this.generation };
  }

  async *replay(): AsyncGenerator<JournalRecord> {
    if (this.phase !== 'new') throw new Error(`replay() runs once, before appending (now ${this.phase})`);
    this.phase = 'replaying';
    let opened = false;
    try {
      await mkdir(this.dir, { recursive: true });
      this.lock = await DataDirLock.acquire(this.dir, this.log);
      const recovery = recover(this.dir, this.decodeOptions, this.log);
      for (let step = await recovery.next(); ; step = await recovery.next()) {
        if (step.done) {
          const { generation, size, exists } = step.value;
          this.journal = exists
            ? await JournalFile.reopen(this.dir, generation, size)
            : await JournalFile.create(this.dir, generation);
          this.generation = generation;
          break;
        }
        yield step.value;
      }
      this.compactAt = this.threshold;
      this.phase = 'open';
      opened = true;
    } finally {
      // A failed or abandoned replay must not keep the directory locked.
      if (!opened) {
        this.phase = 'closed';
        await this.lock?.release();
      }
    }
  }

  append(records: JournalRecord[]): Promise<void> {
    if (this.failure !== null) return Promise.reject(this.failure);
    if (this.phase !== 'open')
      return Promise.reject(new Error(`cannot append: persistence is ${this.phase}`));
    let unit: Buffer;
    try {
      unit = records.length === 0 ? NO_BYTES : frameUnit(encodeRecordsPayload(records));
    } catch (error) {
      return Promise.reject(error as Error);
    }
    this.counters.appends++;
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ unit, resolve, reject });
      this.kick();
    });
  }

  setSnapshotSource(source: () => Iterable<JournalRecord>): void {
    this.source = source;
  }

  async close(): Promise<void> {
    if (this.phase === 'closed' || this.phase === 'closing') return;
    this.phase = 'closing';
    while (this.draining !== null || this.snapshotWrite !== null) {
      await this.draining;
      await this.snapshotWrite;
    }
    await this.journal?.close();
    this.journal = null;
    await this.lock?.release();
    this.phase = 'closed';
  }

  private kick(): void {
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
      // An append made by a continuation of the last round may have arrived after drain() saw
      // an empty queue but before this callback.
      if (this.queue.length > 0) this.kick();
    });
  }

  private async drain(): Promise<void> {
    while (this.failure === null && (this.queue.length > 0 || this.compactionDue())) {
      const batch = this.queue.splice(0);
      // The snapshot point: the state now covers this batch and everything before it (they are
      // applied before being appended), and nothing after; so this batch still goes to the old
      // journal, and whatever is appended from here on goes to the new one.
      const snapshot = this.compactionDue() ? this.capture() : null;
      if (batch.length > 0) await this.commit(batch);
      if (snapshot !== null && this.failure === null) await this.startGeneration(snapshot);
    }
  }

  private async commit(batch: PendingAppend[]): Promise<void> {
    const journal = this.journal!;
    const bytes = batch.length === 1 ? batch[0]!.unit : Buffer.concat(batch.map((p) => p.unit));
    try {
      await journal.appendDurably(bytes);
    } catch (cause) {
      // After a failed fsync the kernel may have dropped the dirty pages and a retry can report
      // success for data that never reached the disk, so the journal is not used again.
      this.failure = new Error(`journal ${journal.path} failed; the database must be restarted`, { cause });
      this.log(`${this.failure.message}: ${(cause as Error).message}`);
      for (const pending of [...batch, ...this.queue.splice(0)]) pending.reject(this.failure);
      return;
    }
    this.counters.journalSyncs++;
    this.counters.journalBytesWritten += bytes.length;
    for (const pending of batch) pending.resolve();
  }

  private compactionDue(): boolean {
    return (
      this.source !== null &&
      this.snapshotWrite === null &&
      this.phase === 'open' &&
      this.journal !== null &&
      this.journal.size >= this.compactAt
    );
  }

  /**
   * Takes the engine's state at this instant as a list of records. Only references are copied,
   * which is quick even for a large state; serializing them (the slow part: BSON runs at tens to
   * hundreds of MB/s) happens later, in chunks, while appends go on. That relies on the engine
   * never mutating a document it has handed out (a write replaces the stored object instead);
   * an engine that mutated in place would have to serialize right here, stalling its event loop
   * for the duration.
   */
  private capture(): Snapshot | null {
    const generation = this.journal!.generation + 1;
    try {
      return { generation, records: Array.from(this.source!()) };
    } catch (error) {
      this.log(`snapshot ${generation} could not be taken: ${(error as Error).message}; will retry later`);
      this.compactAt = this.journal!.size + this.threshold;
      return null;
    }
  }

  /**
   * Switches appends to a new journal, then writes the snapshot in the background. Crash-safe at
   * every step: until the snapshot file is renamed into place, recovery uses the previous
   * snapshot plus the old and the new journal; after that, the new snapshot plus the new journal,
   * and the old files are only leftovers to delete.
   */
  private async startGeneration(snapshot: Snapshot): Promise<void> {
    let next: JournalFile;
    try {
      next = await JournalFile.create(this.dir, snapshot.generation);
    } catch (error) {
      this.log(
        `journal ${snapshot.generation} could not be created: ${(error as Error).message}; will retry later`,
      );
      this.compactAt = this.journal!.size + this.threshold;
      return;
    }
    const previous = this.journal!;
    this.journal = next;
    this.generation = next.generation;
    this.compactAt = this.threshold;
    await previous.close();
    this.snapshotWrite = this.writeSnapshot(snapshot).finally(() => {
      this.snapshotWrite = null;
    });
  }

  private async writeSnapshot({ generation, records }: Snapshot): Promise<void> {
    try {
      await writeSnapshotFile(this.dir, generation, records);
      this.counters.snapshotsWritten++;
      const listing = await listDataDir(this.dir);
      for (const old of listing.snapshots.filter((g) => g < generation)) {
        await unlink(pathIn(this.dir, snapshotName(old)));
      }
      for (const old of listing.journals.filter((g) => g < generation)) {
        await unlink(pathIn(this.dir, journalName(old)));
      }
      await fsyncDir(this.dir);
    } catch (error) {
      // Nothing is lost: the previous snapshot and both journals still rebuild the state.
      this.log(
        `snapshot ${generation} could not be written: ${(error as Error).message}; the journals are kept`,
      );
    }
  }
}
