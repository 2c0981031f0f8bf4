import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * File names in a data directory. Generation n is `snapshot-n.bson` (absent for n = 0: the empty
 * state) followed by `journal-n.log`; the state is the newest complete snapshot plus every
 * journal from its generation on, in order. Snapshots are written as `*.tmp` and renamed, so a
 * name without `.tmp` is always a complete file.
 */
export const snapshotName = (generation: number): string => `snapshot-${generation}.bson`;
export const journalName = (generation: number): string => `journal-${generation}.log`;
export const TEMP_SUFFIX = '.tmp';

export interface DataDirListing {
  /** Ascending generations. */
  snapshots: number[];
  journals: number[];
  temps: string[];
}

export async function listDataDir(dir: string): Promise<DataDirListing> {
  const listing: DataDirListing = { snapshots: [], journals: [], temps: [] };
  for (const name of await readdir(dir)) {
    const snapshot = /^snapshot-(\d+)\.bson$/.exec(name);
    const journal = /^journal-(\d+)\.log$/.exec(name);
    if (snapshot) listing.snapshots.push(Number(snapshot[1]));
    else if (journal) listing.journals.push(Number(journal[1]));
    else if (name.endsWith(TEMP_SUFFIX)) listing.temps.push(name);
  }
  listing.snapshots.sort((a, b) => a - b);
  listing.journals.sort((a, b) => a - b);
  return listing;
}

/**
 * Makes creations, renames and deletions in `dir` durable: on Linux a new or renamed file is
 * not guaranteed to survive a crash until its directory entry is fsync'd.
 */
export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export const pathIn = (dir: string, name: string): string => join(dir, name);
