import { link, open, readFile, realpath, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'mongod.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `data directory ${dir} is in use by process ${pid} (${join(dir, LOCK_FILE_NAME)}); ` +
        'stop that process or choose another dbpath',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Directories this process holds. A lock file naming our own pid is ours only if it is listed
 * here; otherwise it was left by an earlier process that happened to get the same pid (common
 * in containers, where the server is often pid 1 on every start) and is stale.
 */
const heldByThisProcess = new Set<string>();

/**
 * One process per data directory: an exclusively created `mongod.lock` holding the owner's pid.
 * A lock whose pid is no longer running is stale (the owner crashed) and is taken over.
 */
export class DataDirLock {
  private released = false;

  private constructor(
    private readonly key: string,
    private readonly path: string,
  ) {}

  static async acquire(dir: string, logger: (msg: string) => void): Promise<DataDirLock> {
    const key = await realpath(dir);
    const path = join(key, LOCK_FILE_NAME);
    // Two rounds: the second follows the removal of a stale lock. Should another process take
    // the directory between our removal and our create, the exclusive create fails and the
    // second round sees its live pid. (Two processes judging the same stale lock at the same
    // instant can still race on the unlink; both would need to start within microseconds.)
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await tryCreate(path)) {
        heldByThisProcess.add(key);
        return new DataDirLock(key, path);
      }
      const owner = await readOwner(path);
      if (owner === undefined) continue; // vanished between create and read: try again
      if (owner !== null && isOwnerAlive(owner, key)) throw new DataDirLockedError(key, owner);
      logger(
        owner === null
          ? `taking over unreadable lock file ${path}`
          : `taking over stale lock file ${path}: process ${owner} is no longer running`,
      );
      await unlink(path).catch(ignoreMissing);
    }
    throw new Error(`could not take the lock ${path}: it keeps changing hands`);
  }

  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    heldByThisProcess.delete(this.key);
    // Only remove the file if it is still ours; never delete a lock someone else took over.
    if ((await readOwner(this.path)) === process.pid) await unlink(this.path).catch(ignoreMissing);
  }
}

/**
 * Creates the lock file with its content in one step: the pid is written to a private file that
 * is then hard-linked to the lock's name (link fails if the name exists). A reader therefore never
 * sees an empty lock from a live owner that has not written its pid yet.
 */
let candidates = 0;

async function tryCreate(path: string): Promise<boolean> {
  const candidate = `${path}.${process.pid}-${++candidates}.new`;
  const handle = await open(candidate, 'w');
  try {
    await handle.writeFile(`${process.pid}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(candidate, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(candidate).catch(ignoreMissing);
  }
}

/** The pid in the lock file; null if it holds no pid (damaged); undefined if the file is gone. */
async function readOwner(path: string): Promise<number | null | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isOwnerAlive(pid: number, key: string): boolean {
  if (pid === process.pid) return heldByThisProcess.has(key);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
