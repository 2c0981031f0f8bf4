/**
 * Throughput of the embedded MongoDB-compatible server, as the gateway uses it: the server in a
 * worker thread (memory mode), the official driver over loopback, 16 operations in flight.
 * Indexed queries must cost about the same at 100,000 documents as at 1,000 (the index keeps
 * lookups logarithmic); the last lines print that ratio.
 *
 *   npx tsx bench/embedded-mongo.ts
 */
import mongoose from 'mongoose';
import { startEmbeddedMongo } from '../src/db/embedded/index.js';

type Db = ReturnType<InstanceType<typeof mongoose.mongo.MongoClient>['db']>;

const IN_FLIGHT = 16;
const OPS_PER_ROUND = 2000;
/** Each figure is the best of a few rounds, so a neighbour's burst of CPU use does not decide it. */
const ROUNDS = 3;
const SIZES = [1_000, 100_000];
const LOAD_BATCH = 1_000;

type Op = (i: number) => Promise<unknown>;

async function measureOnce(count: number, op: Op, offset: number): Promise<number> {
  let next = offset;
  const end = offset + count;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < end) await op(next++);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return count / ((performance.now() - started) / 1000);
}

async function measure(op: Op): Promise<number> {
  let best = 0;
  for (let round = 0; round < ROUNDS; round++) {
    best = Math.max(best, await measureOnce(OPS_PER_ROUND, op, round * OPS_PER_ROUND));
  }
  return best;
}

const makeDoc = (i: number) => ({
  _id: i,
  email: `user${i}@example.com`,
  score: i,
  name: `User ${i}`,
  tags: ['a', 'b'],
});

type Row = Record<string, number>;

async function runAtSize(db: Db, name: string, size: number): Promise<Row> {
  const coll = db.collection<ReturnType<typeof makeDoc>>(name);
  await coll.createIndex({ email: 1 }, { unique: true });
  await coll.createIndex({ score: 1 });
  for (let start = 0; start < size; start += LOAD_BATCH) {
    const batch = Array.from({ length: Math.min(LOAD_BATCH, size - start) }, (_, k) => makeDoc(start + k));
    await coll.insertMany(batch, { ordered: false });
  }
  const pick = (i: number): number => (i * 7919) % size;
  const row: Row = {};
  row.insert = await measure((i) => coll.insertOne(makeDoc(size + i)));
  row.findById = await measure((i) => coll.findOne({ _id: pick(i) }));
  row['indexed equality'] = await measure((i) => coll.findOne({ email: `user${pick(i)}@example.com` }));
  row['indexed range (10 docs)'] = await measure((i) => {
    const from = pick(i) % (size - 10);
    return coll.find({ score: { $gte: from, $lt: from + 10 } }).toArray();
  });
  await coll.drop();
  return row;
}

const count = (n: number): string => Math.round(n).toLocaleString('en-US');

const server = await startEmbeddedMongo({ memory: true });
const client = new mongoose.mongo.MongoClient(server.uri, { maxPoolSize: IN_FLIGHT });
await client.connect();
const db = client.db('bench');

try {
  // A throwaway pass first, so that JIT warm-up and connection set-up do not count against the
  // first size measured.
  await runAtSize(db, 'warmup', 1_000);
  const results = new Map<number, Row>();
  for (const size of SIZES) {
    const row = await runAtSize(db, `docs_${size}`, size);
    results.set(size, row);
    console.log(`\n${count(size)} documents, ${IN_FLIGHT} in flight:`);
    for (const [name, opsPerSecond] of Object.entries(row)) {
      console.log(`  ${name.padEnd(26)} ${count(opsPerSecond).padStart(8)} ops/s`);
    }
  }
  const [smallSize, largeSize] = SIZES as [number, number];
  const small = results.get(smallSize) ?? {};
  const large = results.get(largeSize) ?? {};
  console.log(
    `\nCost per operation at ${count(largeSize)} relative to ${count(smallSize)} documents (must stay under ~2x):`,
  );
  for (const name of ['findById', 'indexed equality', 'indexed range (10 docs)']) {
    const ratio = (small[name] ?? 0) / (large[name] ?? 1);
    console.log(`  ${name.padEnd(26)} ${ratio.toFixed(2)}x`);
  }
} finally {
  await client.close();
  await server.stop();
}
