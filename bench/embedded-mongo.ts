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

const IN_FLIGHT = 16;
const OPS_PER_MEASURE = 4000;
const SIZES = [1_000, 100_000];
const LOAD_BATCH = 1_000;

type Op = (i: number) => Promise<unknown>;

async function measure(count: number, op: Op): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < count) await op(next++);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return count / ((performance.now() - started) / 1000);
}

const makeDoc = (i: number) => ({
  _id: i,
  email: `user${i}@example.com`,
  score: i,
  name: `User ${i}`,
  tags: ['a', 'b'],
});

const server = await startEmbeddedMongo({ memory: true });
const client = new mongoose.mongo.MongoClient(server.uri, { maxPoolSize: IN_FLIGHT });
await client.connect();
const db = client.db('bench');
const results = new Map<number, Record<string, number>>();

try {
  for (const size of SIZES) {
    const coll = db.collection<ReturnType<typeof makeDoc>>(`docs_${size}`);
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ score: 1 });
    for (let start = 0; start < size; start += LOAD_BATCH) {
      const batch = Array.from({ length: Math.min(LOAD_BATCH, size - start) }, (_, k) => makeDoc(start + k));
      await coll.insertMany(batch, { ordered: false });
    }
    const pick = (i: number): number => (i * 7919) % size;
    const row: Record<string, number> = {};
    row.insert = await measure(OPS_PER_MEASURE, (i) => coll.insertOne(makeDoc(size + i)));
    row.findById = await measure(OPS_PER_MEASURE, (i) => coll.findOne({ _id: pick(i) }));
    row['indexed equality'] = await measure(OPS_PER_MEASURE, (i) =>
      coll.findOne({ email: `user${pick(i)}@example.com` }),
    );
    row['indexed range (10 docs)'] = await measure(OPS_PER_MEASURE, (i) => {
      const from = pick(i) % (size - 10);
      return coll.find({ score: { $gte: from, $lt: from + 10 } }).toArray();
    });
    results.set(size, row);
    console.log(`\n${size.toLocaleString('en-US')} documents, ${IN_FLIGHT} in flight:`);
    for (const [name, opsPerSecond] of Object.entries(row)) {
      console.log(
        `  ${name.padEnd(26)} ${Math.round(opsPerSecond).toLocaleString('en-US').padStart(8)} ops/s`,
      );
    }
    await coll.drop();
  }
  const small = results.get(SIZES[0] as number) ?? {};
  const large = results.get(SIZES[1] as number) ?? {};
  console.log(
    `\nCost at ${(SIZES[1] as number).toLocaleString('en-US')} relative to ${(SIZES[0] as number).toLocaleString('en-US')} (per operation; must stay under ~2x):`,
  );
  for (const name of ['findById', 'indexed equality', 'indexed range (10 docs)']) {
    const ratio = (small[name] ?? 0) / (large[name] ?? 1);
    console.log(`  ${name.padEnd(26)} ${ratio.toFixed(2)}x`);
  }
} finally {
  await client.close();
  await server.stop();
}
