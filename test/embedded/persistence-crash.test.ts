import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { FilePersistence } from '../../src/db/embedded/persistence/file-persistence.js';

const WRITER_SCRIPT = fileURLToPath(new URL('./fixtures/journal-writer.ts', import.meta.url));

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'persistence-crash-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * Runs the writer until it has acknowledged `acks` appends, then SIGKILLs it. Returns the last
 * acknowledged version of each id.
 */
async function runAndKill(acks: number, firstVersion: number): Promise<Map<number, number>> {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER_SCRIPT, dir, String(firstVersion)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acked = new Map<number, number>();
  let count = 0;
  let pending = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      const ack = /^ack (\d+) (\d+)$/.exec(line);
      if (!ack) continue;
      acked.set(Number(ack[1]), Number(ack[2]));
      if (++count === acks) child.kill('SIGKILL');
    }
  });
  await exited;
  expect(count, `the writer stopped early:\n${stderr}`).toBeGreaterThanOrEqual(acks);
  return acked;
}

async function replayVersions(): Promise<Map<number, number>> {
  const persistence = new FilePersistence({ dir, logger: () => undefined });
  const versions = new Map<number, number>();
  for await (const record of persistence.replay()) {
    if (record.op === 'put') versions.set(Number(record.doc._id), Number(record.doc.version));
  }
  await persistence.close();
  return versions;
}

it(
  'SIGKILL at any point of constant compaction loses no acknowledged append',
  { timeout: 120_000 },
  async () => {
    const lastAcked = new Map<number, number>();
    for (const [round, acks] of [500, 1500, 900].entries()) {
      for (const [id, version] of await runAndKill(acks, (round + 1) * 1_000_000)) lastAcked.set(id, version);
      const replayed = await replayVersions();
      for (const [id, version] of lastAcked) {
        expect(replayed.get(id), `id ${id}`).toBeGreaterThanOrEqual(version);
      }
      for (const [id, version] of replayed) lastAcked.set(id, version);
    }
    const files = await readdir(dir);
    expect(files.some((name) => name.startsWith('snapshot-'))).toBe(true);
  },
);
