import { readFileSync } from 'node:fs';
import { link, open, readFile, realpath, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const LOCK_FILE_NAME = 'mongod.lock';

/**
 * How long a start waits for a live owner to exit before refusing. A restart right after the
 * previous server was told to stop (or was killed) should not fail just because the old process
 * is still flushing or being torn down.
 */
export const DEFAULT_OWNER_EXIT_WAIT_MS = 3000;
const OWNER_POLL_MS = 50;

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
 * A lock whose pid is no longer running is stale (the owner crashed) and is taken over; a process
 * that was killed but not yet reaped by its parent (a zombie) counts as no longer running. A live
 * owner is given `ownerExitWaitMs` to go away before the start is refused.
 */
export class DataDirLock {
  private released = false;

  private constructor(
    private readonly key: string,
    private readonly path: string,
  ) {}

  static async acquire(
    dir: string,
    logger: (msg: string) => void,
    ownerExitWaitMs = DEFAULT_OWNER_EXIT_WAIT_MS,
  ): Promise<DataDirLock> {
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
      if (owner !== null && !(await ownerGoneWithin(owner, key, ownerExitWaitMs))) {
        throw new DataDirLockedError(key, owner);
      }
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

/** Whether the owner is (or becomes, within `waitMs`) no longer running. */
async function ownerGoneWithin(pid: number, key: string, waitMs: number): Promise<boolean> {
  // Our own directory stays ours: waiting on ourselves would only delay the refusal.
  if (pid === process.pid) return !heldByThisProcess.has(key);
  const deadline = Date.now() + waitMs;
  while (isProcessRunning(pid)) {
    if (Date.now() >= deadline) return false;
    await sleep(OWNER_POLL_MS);
  }
  return true;
}

/**
 * `kill(pid, 0)` also reaches a zombie: a process that has exited (e.g. after `kill -9`) but whose
 * parent has not collected its status yet. It holds no files and will never write again, so on
 * Linux its state in /proc (`Z`, or `X` while being reaped) says it is gone.
 */
function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const state = linuxProcessState(pid);
  return state !== 'Z' && state !== 'X';
}

/** The state letter of /proc/<pid>/stat, or undefined where there is no /proc (macOS) or it vanished. */
function linuxProcessState(pid: number): string | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) S ...": comm may itself contain spaces and parentheses, so read after the last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) || undefined;
}

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
