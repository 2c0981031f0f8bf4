import { open, rename, unlink } from 'node:fs/promises';
import type { DeserializeOptions } from 'bson';
import { fsyncDir, journalName, listDataDir, pathIn, snapshotName } from './data-dir.js';
import { JournalReplay } from './journal-reader.js';
import type { JournalDamage } from './journal-reader.js';
import { readSnapshotRecords, verifySnapshot } from './snapshot.js';
import type { JournalRecord } from './types.js';

/** Where appending resumes after recovery: the journal replay stopped in, after its good bytes. */
export interface AppendPosition {
  generation: number;
  size: number;
  /** False when no journal exists yet for `generation` (an empty directory). */
  exists: boolean;
}

/**
 * Rebuilds the state from a data directory, repairing what a crash left behind:
 * unfinished snapshot temp files are removed; the newest snapshot that verifies is the base (a
 * newer damaged one is set aside); the journals from the base's generation on are replayed in
 * order up to the first bad unit, where the file is truncated; files the base supersedes (a
 * compaction that crashed before its clean-up) are removed.
 */
export async function* recover(
  dir: string,
  decodeOptions: DeserializeOptions,
  log: (msg: string) => void,
): AsyncGenerator<JournalRecord, AppendPosition> {
  const listing = await listDataDir(dir);
  for (const temp of listing.temps) {
    log(`removing ${pathIn(dir, temp)}, left by a snapshot that was still being written`);
    await unlink(pathIn(dir, temp));
  }

  const base = await chooseBase(dir, listing.snapshots, listing.journals, log);
  if (base > 0) yield* readSnapshotRecords(pathIn(dir, snapshotName(base)), decodeOptions);

  const journals = listing.journals.filter((g) => g >= base);
  let position: AppendPosition = { generation: base, size: 0, exists: false };
  for (const [i, generation] of journals.entries()) {
    const replay = new JournalReplay(pathIn(dir, journalName(generation)), decodeOptions);
    yield* replay.records();
    position = { generation, size: replay.goodBytes, exists: true };
    if (replay.damage === null) continue;
    await repairJournal(dir, replay.path, replay.damage, log);
    for (const later of journals.slice(i + 1)) {
      const aside = `${journalName(later)}.unreplayed`;
      log(
        `journal ${pathIn(dir, journalName(later))} follows the damage and was not replayed; moved to ${aside}`,
      );
      await rename(pathIn(dir, journalName(later)), pathIn(dir, aside));
    }
    break;
  }

  for (const generation of listing.snapshots.filter((g) => g < base)) {
    await unlink(pathIn(dir, snapshotName(generation)));
  }
  for (const generation of listing.journals.filter((g) => g < base)) {
    await unlink(pathIn(dir, journalName(generation)));
  }
  await fsyncDir(dir);
  return position;
}

/**
 * The newest generation whose snapshot verifies (0: the empty state, needing no snapshot) and
 * from which the journals run without a gap. Refuses to start rather than serve partial data.
 */
async function chooseBase(
  dir: string,
  snapshots: number[],
  journals: number[],
  log: (msg: string) => void,
): Promise<number> {
  for (const base of [...snapshots].reverse().concat(0)) {
    const later = journals.filter((g) => g >= base);
    if (!later.every((g, i) => g === base + i)) continue;
    if (base === 0) {
      // Without a snapshot the history must start at journal 0 (or the directory is new).
      if (later[0] === 0 || (snapshots.length === 0 && journals.length === 0)) return 0;
      continue;
    }
    const problem = await verifySnapshot(pathIn(dir, snapshotName(base)), base);
    if (problem === null) return base;
    const aside = `${snapshotName(base)}.damaged`;
    log(`snapshot ${pathIn(dir, snapshotName(base))} is damaged (${problem}); moved to ${aside}`);
    await rename(pathIn(dir, snapshotName(base)), pathIn(dir, aside));
  }
  throw new Error(
    `cannot recover ${dir}: no usable snapshot with an unbroken run of journals after it ` +
      `(snapshots: [${snapshots.join(', ')}], journals: [${journals.join(', ')}])`,
  );
}

async function repairJournal(dir: string, path: string, damage: JournalDamage, log: (msg: string) => void) {
  const where = `journal ${path}: ${damage.reason} at offset ${damage.offset}`;
  if (damage.validUnitAfter === null) {
    log(
      `${where}; torn tail of ${damage.droppedBytes} byte(s) dropped, the ${damage.offset} byte(s) before it kept`,
    );
  } else {
    const aside = `${path}.damaged-at-${damage.offset}`;
    const handle = await open(path, 'r');
    try {
      const bytes = Buffer.allocUnsafe(damage.droppedBytes);
      await handle.read(bytes, 0, bytes.length, damage.offset);
      await writeDurably(aside, bytes);
    } finally {
      await handle.close();
    }
    log(
      `${where}, followed by valid data at offset ${damage.validUnitAfter}: corruption in the middle. ` +
        `Replay stopped there: ${damage.droppedBytes} byte(s) dropped (saved to ${aside}), ` +
        `the ${damage.offset} byte(s) before it kept`,
    );
  }
  const handle = await open(path, 'r+');
  try {
    await handle.truncate(damage.offset);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsyncDir(dir);
}

async function writeDurably(path: string, bytes: Buffer): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
