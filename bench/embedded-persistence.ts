/**
 * Journal append throughput of the embedded server's durability layer: every append is fsync'd
 * before it resolves, so a lone writer is bound by the disk's fsync latency, and concurrent
 * writers show what group commit buys. Usage: npx tsx bench/embedded-persistence.ts [seconds]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ObjectId } from 'bson';
import { FilePersistence } from '../src/db/embedded/persistence/file-persistence.js';
import type { JournalRecord } from '../src/db/embedded/persistence/types.js';

const seconds = Number(process.argv[2] ?? 3);

function record(i: number): JournalRecord {
  return {
    op: 'put',
    db: 'petstore',
    coll: 'pets',
    doc: {
      _id: new ObjectId(),
      name: `pet ${i}`,
      species: 'cat',
      tags: ['calm', 'indoor'],
      createdAt: new Date(),
    },
  };
}

async function run(writers: number): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'persistence-bench-'));
  const persistence = new FilePersistence({ dir });
  for await (const _ of persistence.replay()); // empty directory
  const deadline = performance.now() + seconds * 1000;
  let n = 0;
  const writer = async () => {
    while (performance.now() < deadline) await persistence.append([record(n++)]);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: writers }, writer));
  const elapsed = (performance.now() - started) / 1000;
  const { appends, journalSyncs } = persistence.stats;
  await persistence.close();
  await rm(dir, { recursive: true, force: true });
  console.log(
    `${String(writers).padStart(3)} writer(s): ${Math.round(appends / elapsed)
      .toString()
      .padStart(7)} appends/s, ${Math.round(journalSyncs / elapsed)} fsyncs/s, ` +
      `${(appends / journalSyncs).toFixed(1)} appends per fsync`,
  );
}

for (const writers of [1, 16, 64]) await run(writers);
