/**
 * What many open streams cost the service: idle CPU and event latency with 2,000 streams open.
 *
 *   npm run bench:streams
 *     BENCH_SSE=900 BENCH_GRAPHQL=900 BENCH_GRPC=200 BENCH_IDLE_SECONDS=10 BENCH_EVENTS=20
 *
 * The service runs as `npm start` runs it, in its own process (see `startBenchService`), with
 * the stream caps raised through the environment so one bench address and user may open them
 * all. The streams, all in this process:
 *   - SSE `GET /v1/events` as the seeded staff account (sees every order event of the tenant),
 *   - graphql-ws `petStatusChanged` subscriptions, anonymous, 10 per socket,
 *   - gRPC `StoreService.WatchOrder` of one order, as the staff account, 20 per channel.
 * Figures:
 *   - idle CPU of the service process (user + system, % of one core) over BENCH_IDLE_SECONDS,
 *     with no stream open, then with every stream open and nothing happening;
 *   - the time the REST call cancelling took (the database is shared with the streams);
 *   - latency from the REST call that cancels an order (which releases its pet) to the arrival of
 *     its `order.status_changed` at every SSE stream and its `pet.status_changed` at every
 *     subscription, over BENCH_EVENTS orders: p50, p99 and max, and the deliveries still missing
 *     10 s after each order.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { LOADER_OPTIONS, PETSTORE_PROTO_FILES } from '../src/adapters/grpc/proto-files.js';
import { login, postCreated } from './support/http.js';
import { cpuMillis, waitForLogLine } from './support/processes.js';
import { startBenchService } from './support/service.js';

const SSE = Number(process.env['BENCH_SSE'] ?? 900);
const GRAPHQL = Number(process.env['BENCH_GRAPHQL'] ?? 900);
const GRPC = Number(process.env['BENCH_GRPC'] ?? 200);
const IDLE_SECONDS = Number(process.env['BENCH_IDLE_SECONDS'] ?? 10);
const EVENTS = Number(process.env['BENCH_EVENTS'] ?? 20);
const SUBSCRIPTIONS_PER_SOCKET = 10;
/** How long one event may take to reach every stream before the bench counts the rest missing. */
const ROUND_TIMEOUT_MS = 10_000;
const WATCHES_PER_CHANNEL = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Arrival times of events at the streams, by the id the bench waits for. */
class Arrivals {
  private readonly seen = new Map<string, number[]>();
  record(key: string): void {
    let list = this.seen.get(key);
    if (list === undefined) this.seen.set(key, (list = []));
    list.push(performance.now());
  }
  count(key: string): number {
    return this.seen.get(key)?.length ?? 0;
  }
  latencies(key: string, since: number): number[] {
    return (this.seen.get(key) ?? []).map((at) => at - since);
  }
}

/** One SSE stream over its own HTTP/1.1 connection; `order.status_changed` arrivals by order id. */
function openSse(url: string, token: string, arrivals: Arrivals): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/v1/events`,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`SSE: ${response.statusCode}`));
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let boundary: number;
          while ((boundary = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            if (!block.includes('event: order.status_changed')) continue;
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            const body = JSON.parse(data?.slice(6) ?? '{}') as { orderId?: string; status?: string };
            if (body.orderId !== undefined && body.status === 'CANCELLED') arrivals.record(body.orderId);
          }
        });
        response.on('error', () => undefined);
        resolve(() => req.destroy());
      },
    );
    req.on('error', () => undefined);
    req.end();
  });
}

/** graphql-ws sockets of `SUBSCRIPTIONS_PER_SOCKET` `petStatusChanged` each; arrivals by pet id. */
async function openSubscriptions(url: string, count: number, arrivals: Arrivals): Promise<Client[]> {
  const clients: Client[] = [];
  let opened = 0;
  for (let socket = 0; opened < count; socket += 1) {
    const client = createClient({
      url: `${url.replace(/^http/, 'ws')}/v1/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
    });
    await new Promise<void>((resolve) => client.on('connected', () => resolve()));
    clients.push(client);
    for (let i = 0; i < SUBSCRIPTIONS_PER_SOCKET && opened < count; i += 1, opened += 1) {
      client.subscribe<{ petStatusChanged: { petId: string; status: string } }>(
        { query: 'subscription { petStatusChanged { petId status } }' },
        {
          next: (result) => {
            const change = result.data?.petStatusChanged;
            if (change?.status === 'AVAILABLE') arrivals.record(change.petId);
          },
          error: (error) => console.error('subscription ended:', error),
          complete: () => undefined,
        },
      );
    }
  }
  return clients;
}

/** gRPC `WatchOrder` streams of one order, `WATCHES_PER_CHANNEL` per channel. */
async function openWatches(address: string, token: string, orderId: string, count: number) {
  const definition = protoLoader.loadSync(PETSTORE_PROTO_FILES, LOADER_OPTIONS);
  const loaded = grpc.loadPackageDefinition(definition) as unknown as {
    petstore: { v1: { StoreService: grpc.ServiceClientConstructor } };
  };
  const clients: grpc.Client[] = [];
  const metadata = new grpc.Metadata();
  metadata.set('authorization', `Bearer ${token}`);
  const first: Promise<void>[] = [];
  for (let opened = 0; opened < count; opened += WATCHES_PER_CHANNEL) {
    const client = new loaded.petstore.v1.StoreService(address, grpc.credentials.createInsecure(), {
      // A channel of its own, not one shared with the others by grpc-js.
      'grpc.use_local_subchannel_pool': 1,
    });
    clients.push(client);
    for (let i = 0; i < WATCHES_PER_CHANNEL && opened + i < count; i += 1) {
      const stream = (
        client as unknown as { WatchOrder(r: object, m: grpc.Metadata): grpc.ClientReadableStream<object> }
      ).WatchOrder({ orderId }, metadata);
      first.push(
        new Promise((resolve, reject) => {
          stream.once('data', () => resolve());
          stream.on('error', (error: grpc.ServiceError) => {
            if (error.code !== grpc.status.CANCELLED) reject(error);
          });
        }),
      );
    }
  }
  await Promise.all(first);
  return clients;
}

async function idleCpu(pid: number): Promise<number> {
  const before = await cpuMillis(pid);
  await sleep(IDLE_SECONDS * 1000);
  return ((await cpuMillis(pid)) - before) / (IDLE_SECONDS * 10);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(0);
  return `p50 ${at(50)} ms, p99 ${at(99)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms (${sorted.length} deliveries)`;
}

async function main(): Promise<void> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-streams-'));
  const service = await startBenchService(workDir, [], {
    STREAMS_PER_CONNECTION: '1000',
    STREAMS_PER_USER: '100000',
    STREAMS_PER_ADDRESS: '100000',
  });
  const pid = service.child.pid as number;
  const closers: (() => unknown)[] = [];
  try {
    const url = service.url;
    const grpcListening = await waitForLogLine(
      path.join(workDir, 'service.log'),
      service.child,
      (entry) => entry['msg'] === 'grpc door listening',
    );
    const grpcAddress = String(grpcListening['address']);
    const staff = await login(url, 'staff', service.seedPassword);
    const customer = await login(url, 'customer', service.seedPassword);
    const newPet = async () =>
      (await postCreated(`${url}/v1/pets`, staff, { name: 'Bench', species: 'dog', price: '10.00' }))[
        'id'
      ] as string;
    const watched = await postCreated(`${url}/v1/store/orders`, customer, { petId: await newPet() });

    console.log(`service pid ${pid}; idle CPU with no stream open, over ${IDLE_SECONDS} s...`);
    const idleEmpty = await idleCpu(pid);

    const arrivals = new Arrivals();
    const opening = performance.now();
    for (let i = 0; i < SSE; i += 50) {
      const batch = Array.from({ length: Math.min(50, SSE - i) }, () => openSse(url, staff, arrivals));
      closers.push(...(await Promise.all(batch)));
    }
    const sockets = await openSubscriptions(url, GRAPHQL, arrivals);
    closers.push(...sockets.map((client) => () => client.dispose()));
    const channels = await openWatches(grpcAddress, staff, watched['id'] as string, GRPC);
    closers.push(...channels.map((client) => () => client.close()));
    const total = SSE + GRAPHQL + GRPC;
    console.log(
      `${total} streams open (SSE ${SSE}, graphql-ws ${GRAPHQL} on ${sockets.length} sockets, gRPC ${GRPC} on ${channels.length} channels) in ${((performance.now() - opening) / 1000).toFixed(1)} s`,
    );
    console.log(`idle CPU, no streams:            ${idleEmpty.toFixed(1)} % of a core`);
    await sleep(3000);
    const idleOpen = await idleCpu(pid);
    console.log(`idle CPU, ${total} streams open: ${idleOpen.toFixed(1)} % of a core`);

    const sse: number[] = [];
    const subscriptions: number[] = [];
    let missed = 0;
    for (let round = 0; round < EVENTS; round += 1) {
      const petId = await newPet();
      const order = await postCreated(`${url}/v1/store/orders`, customer, { petId });
      const orderId = order['id'] as string;
      await sleep(300);
      // Cancelling changes the order's status (SSE) and makes its pet AVAILABLE again (graphql-ws).
      const start = performance.now();
      const cancelled = await fetch(`${url}/v1/store/orders/${orderId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${customer}` },
      });
      if (cancelled.status !== 200) throw new Error(`cancel: ${cancelled.status}`);
      const placed = performance.now();
      const deadline = Date.now() + ROUND_TIMEOUT_MS;
      while ((arrivals.count(orderId) < SSE || arrivals.count(petId) < GRAPHQL) && Date.now() < deadline) {
        await sleep(5);
      }
      sse.push(...arrivals.latencies(orderId, start));
      subscriptions.push(...arrivals.latencies(petId, start));
      missed += SSE - arrivals.count(orderId) + GRAPHQL - arrivals.count(petId);
      console.log(
        `event ${round + 1}/${EVENTS}: cancelling took ${(placed - start).toFixed(0)} ms; ` +
          `${arrivals.count(orderId)}/${SSE} SSE, ${arrivals.count(petId)}/${GRAPHQL} subscriptions ` +
          `within ${ROUND_TIMEOUT_MS / 1000} s`,
      );
      await sleep(300);
    }

    console.log('');
    console.log(`idle CPU, no streams:            ${idleEmpty.toFixed(1)} % of a core`);
    console.log(`idle CPU, ${total} streams open: ${idleOpen.toFixed(1)} % of a core`);
    console.log(`order cancelled -> SSE order event:      ${summary(sse)}`);
    console.log(`order cancelled -> graphql-ws pet event: ${summary(subscriptions)}`);
    console.log(`deliveries missing after ${ROUND_TIMEOUT_MS / 1000} s: ${missed}`);
  } finally {
    for (const close of closers) await close();
    await service.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
