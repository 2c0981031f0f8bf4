import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const { MongoClient } = mongoose.mongo;
type Client = InstanceType<typeof MongoClient>;

// Compiled, as `npm run embedded-mongo` runs it (the slow tier's setup builds `dist/`).
const SERVER = fileURLToPath(new URL('../../dist/db/embedded/cli.js', import.meta.url));

interface ServerProcess {
  child: ChildProcess;
  uri: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<void>;
}

/** Starts the embedded server in a child process on `dbpath`, as `npm run embedded-mongo` does. */
async function startServer(dbpath: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER, '--port', '0', '--dbpath', dbpath], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const uri = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 30_000);
    const onData = () => {
      const ready = /"uri":"([^"]+)"/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    };
    child.stdout.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before it was ready:\n${output}`));
    });
  });
  return { child, uri, output: () => output, exited };
}

async function kill(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

function connect(uri: string): Promise<Client> {
  // No retries: a write either was acknowledged by the server that got killed, or it was not.
  return new MongoClient(uri, {
    directConnection: true,
    retryWrites: false,
    retryReads: false,
    maxPoolSize: 16,
    serverSelectionTimeoutMS: 3_000,
    connectTimeoutMS: 3_000,
  }).connect();
}

interface Pet {
  _id: number;
  v: number;
  name: string;
}

/**
 * What the client knows about each document: the value of the last acknowledged write, and the
 * value of a write that was in flight when the server died (it may or may not have landed).
 * Each id is written by one writer only, so its writes are ordered.
 */
class Ledger {
  readonly acked = new Map<number, number>();
  readonly inFlight = new Map<number, number>();
  /** insertMany batches, each one command: after a crash, all of a batch or none of it. */
  readonly batches: number[][] = [];
  ackedWrites = 0;

  allowed(id: number): number[] {
    return [this.acked.get(id), this.inFlight.get(id)].filter((v): v is number => v !== undefined);
  }
}

/** Concurrent writers: inserts, single updates and insertMany batches, until the first failure. */
async function writeUntilKilled(client: Client, ledger: Ledger, firstId: number, killAfter: () => void) {
  const pets = client.db('crash').collection<Pet>('pets');
  const writers = 8;
  let version = 1;
  const writer = async (w: number) => {
    const mine: number[] = [];
    for (let step = 0, id = firstId + w; ; step++) {
      try {
        if (step % 10 === 9) {
          const batch = [id, id + writers, id + 2 * writers];
          id += 3 * writers;
          ledger.batches.push(batch);
          for (const b of batch) ledger.inFlight.set(b, 0);
          await pets.insertMany(batch.map((b) => ({ _id: b, v: 0, name: `pet ${b}` })));
          for (const b of batch) settle(b);
          mine.push(...batch);
        } else if (step % 3 === 2 && mine.length > 0) {
          const target = mine[(step * 7) % mine.length]!;
          const v = version++;
          ledger.inFlight.set(target, v);
          await pets.updateOne({ _id: target }, { $set: { v } });
          settle(target);
        } else {
          const current = id;
          id += writers;
          ledger.inFlight.set(current, 0);
          await pets.insertOne({ _id: current, v: 0, name: `pet ${current}` });
          settle(current);
          mine.push(current);
        }
      } catch {
        return; // the server is gone; this write stays in flight
      }
      killAfter();
    }
  };
  const settle = (id: number) => {
    ledger.acked.set(id, ledger.inFlight.get(id)!);
    ledger.inFlight.delete(id);
    ledger.ackedWrites++;
  };
  await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
}

/** Every acknowledged write is there; an in-flight one may or may not be; batches are whole. */
async function verify(client: Client, ledger: Ledger): Promise<void> {
  const found = new Map(
    (await client.db('crash').collection<Pet>('pets').find().toArray()).map((doc) => [doc._id, doc.v]),
  );
  for (const id of ledger.acked.keys()) {
    expect(found.has(id), `acknowledged document ${id} is missing`).toBe(true);
    expect(ledger.allowed(id), `document ${id} has v=${found.get(id)}`).toContain(found.get(id));
  }
  for (const id of ledger.inFlight.keys()) {
    if (found.has(id)) expect(ledger.allowed(id)).toContain(found.get(id));
  }
  for (const id of found.keys()) {
    expect(ledger.acked.has(id) || ledger.inFlight.has(id), `document ${id} was never written`).toBe(true);
  }
  for (const batch of ledger.batches) {
    const present = batch.filter((id) => found.has(id)).length;
    expect([0, batch.length], `insertMany [${batch.join(', ')}] is half there`).toContain(present);
  }
  // What survived is now the acknowledged state for the next round.
  ledger.acked.clear();
  ledger.inFlight.clear();
  for (const [id, v] of found) ledger.acked.set(id, v);
}

let dbpath: string;
const servers: ServerProcess[] = [];
const clients: Client[] = [];

beforeEach(async () => {
  dbpath = await mkdtemp(join(tmpdir(), 'crash-'));
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close(true).catch(() => undefined)));
  await Promise.all(servers.splice(0).map(kill));
  await rm(dbpath, { recursive: true, force: true });
});

async function session(): Promise<{ server: ServerProcess; client: Client }> {
  const server = await startServer(dbpath);
  servers.push(server);
  const client = await connect(server.uri);
  clients.push(client);
  return { server, client };
}

describe('the embedded server after a crash', () => {
  it(
    'keeps every acknowledged write when killed with SIGKILL mid-stream, twice',
    { timeout: 120_000 },
    async () => {
      const ledger = new Ledger();
      let nextId = 0;
      for (let round = 0; round < 2; round++) {
        const { server, client } = await session();
        if (round > 0) await verify(client, ledger);
        const killAt = ledger.ackedWrites + 400;
        let killing: Promise<void> | undefined;
        await writeUntilKilled(client, ledger, nextId, () => {
          if (ledger.ackedWrites >= killAt) killing ??= kill(server);
        });
        await killing;
        expect(ledger.inFlight.size, 'writes were still in flight when the server died').toBeGreaterThan(0);
        nextId += 1_000_000;
        await client.close(true).catch(() => undefined);
      }
      const { client } = await session();
      await verify(client, ledger);
      expect(ledger.acked.size).toBeGreaterThan(500);
    },
  );

  it('reports a corrupted journal tail and keeps the data before it', { timeout: 60_000 }, async () => {
    const first = await session();
    const pets = first.client.db('crash').collection<Pet>('pets');
    for (let id = 0; id < 20; id++) await pets.insertOne({ _id: id, v: 0, name: `pet ${id}` });
    await kill(first.server);

    // Cut into the last unit, as a crash in the middle of writing it would.
    const journals = (await readdir(dbpath)).filter((name) => /^journal-\d+\.log$/.test(name)).sort();
    const journal = join(dbpath, journals.at(-1)!);
    const size = (await stat(journal)).size;
    await truncate(journal, size - 7);

    const second = await session();
    expect(second.server.output()).toMatch(/torn tail of \d+ byte\(s\) dropped/);
    const ids = (await second.client.db('crash').collection<Pet>('pets').find().toArray()).map((d) => d._id);
    expect(ids.sort((a, b) => a - b)).toEqual(Array.from({ length: 19 }, (_, i) => i));
    expect((await stat(journal)).size).toBeLessThan(size - 7);
  });
});
