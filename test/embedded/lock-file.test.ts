import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLock, DataDirLockedError } from '../../src/db/embedded/persistence/lock-file.js';

const HOLDER = fileURLToPath(new URL('./fixtures/hold-lock.ts', import.meta.url));
const onLinux = process.platform === 'linux';

let dir: string;
const children: ChildProcess[] = [];
/** Holders started in the background: not our children, so killed by pid. */
const holders: number[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lock-file-'));
});

afterEach(async () => {
  for (const pid of holders.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/** Lines a child writes on stdout, waited for one at a time. */
function lines(child: ChildProcess): () => Promise<string> {
  const pending: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      const waiter = waiting.shift();
      if (waiter) waiter(line);
      else pending.push(line);
    }
  });
  return () => {
    const line = pending.shift();
    return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => waiting.push(resolve));
  };
}

/**
 * A lock holder whose parent never reaps it: `sh` starts the holder in the background, prints its
 * pid and becomes `sleep` (exec), which does not wait for children. Killed, the holder stays a
 * zombie until its parent goes, exactly like a server killed under a supervisor that is slow to reap.
 */
async function holderUnderNonReapingParent(): Promise<{ pid: number; parent: ChildProcess }> {
  const parent = spawn(
    '/bin/sh',
    ['-c', '"$0" --import tsx "$1" "$2" & echo $!; exec sleep 120', process.execPath, HOLDER, dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(parent);
  const next = lines(parent);
  const pid = Number(await next());
  holders.push(pid);
  expect(await next()).toBe('LOCKED');
  return { pid, parent };
}

function processState(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the data directory lock and its owner', () => {
  it.runIf(onLinux)('is taken over at once from a holder killed with -9 that is still a zombie', async () => {
    const { pid } = await holderUnderNonReapingParent();
    expect((await readFile(join(dir, 'mongod.lock'), 'utf8')).trim()).toBe(String(pid));

    process.kill(pid, 'SIGKILL');
    await until(() => processState(pid) === 'Z');

    const logs: string[] = [];
    const started = Date.now();
    const lock = await DataDirLock.acquire(dir, (msg) => logs.push(msg));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logs.join('\n')).toMatch(new RegExp(`process ${pid} is no longer running`));
    expect((await readFile(join(dir, 'mongod.lock'), 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
  });

  it.runIf(onLinux)('is still refused while the holder is alive', async () => {
    const { pid } = await holderUnderNonReapingParent();
    expect(processState(pid)).not.toBe('Z');
    const refusal = DataDirLock.acquire(dir, () => {}, 300);
    await expect(refusal).rejects.toThrow(DataDirLockedError);
    await expect(refusal).rejects.toThrow(new RegExp(`in use by process ${pid}`));
  });

  it('waits for an owner that is exiting and then takes over', async () => {
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 400)'], { stdio: 'ignore' });
    children.push(owner);
    await writeFile(join(dir, 'mongod.lock'), `${owner.pid}\n`);
    const lock = await DataDirLock.acquire(dir, () => {}, 10_000);
    expect((await readFile(join(dir, 'mongod.lock'), 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
  });
});
