/**
 * The gRPC door beside REST, in one run and with the same data:
 *   1. a bare grpc-js server answering `PetService.GetPet` with a constant Pet (the floor),
 *   2. `PetService.GetPet` through the whole gateway (admission, core, embedded database,
 *      presenter, message mapping) beside REST's `GET /v1/pets/{id}`,
 *   3. `PetService.ListPets` of 20 dogs beside `GET /v1/pets?species=dog&limit=20`.
 * Load comes from worker threads, the same number for both doors (`BENCH_WORKERS`): gRPC as many
 * concurrent calls over a few HTTP/2 channels, REST from autocannon over as many connections.
 * `BENCH_ROUNDS` repeats the whole set, alternating the doors, so a busy machine's noise shows in
 * the spread of the gRPC/REST ratio rather than in one figure.
 *
 *   npx tsx bench/grpc.ts
 *     BENCH_SECONDS=10 BENCH_CONCURRENCY=32 BENCH_CHANNELS=4 BENCH_WORKERS=1 BENCH_ROUNDS=1
 *     BENCH_GRPC_CLIENT=frames (or http2, grpc-js, grpc-js-decoded: see support/grpc-load-worker.ts)
 */
import { fork } from 'node:child_process';
import type { BenchServerMessage, BenchServers } from './support/grpc-bench-server.js';
import {
  measureGrpc,
  measureRest,
  type CpuReader,
  type Figures,
  type LoadShape,
} from './support/grpc-load.js';
import type { GrpcLoadClient } from './support/grpc-load-worker.js';

const SHAPE: LoadShape = {
  seconds: Number(process.env['BENCH_SECONDS'] ?? 10),
  concurrency: Number(process.env['BENCH_CONCURRENCY'] ?? 32),
  channels: Number(process.env['BENCH_CHANNELS'] ?? 4),
  workers: Number(process.env['BENCH_WORKERS'] ?? 1),
};
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 1);
const CLIENT = (process.env['BENCH_GRPC_CLIENT'] ?? 'frames') as GrpcLoadClient;

type Message = Record<string, unknown>;

/** The servers in their own process (support/grpc-bench-server.ts); `cpu` reads its CPU time. */
async function startServers(): Promise<{ servers: BenchServers; cpu: CpuReader; stop(): Promise<void> }> {
  const child = fork(new URL('./support/grpc-bench-server.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
  // One message is awaited at a time: the start-up note, then each answer to `cpu`.
  let waiting: { resolve(message: BenchServerMessage): void; reject(error: Error): void } | undefined;
  child.on('message', (message) => waiting?.resolve(message as BenchServerMessage));
  child.once('exit', (code) => waiting?.reject(new Error(`bench servers exited (${code})`)));
  const next = () =>
    new Promise<BenchServerMessage>((resolve, reject) => {
      waiting = { resolve, reject };
    });
  const first = await next();
  if (!('ready' in first)) throw new Error('bench servers did not start');
  return {
    servers: first.ready,
    cpu: async () => {
      const answer = next();
      child.send('cpu');
      const message = await answer;
      if (!('cpuMs' in message)) throw new Error('bench servers answered no CPU time');
      return message.cpuMs;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

function printTable(title: string, rows: [string, Figures][]): void {
  console.log(`\n${title}\n`);
  const head = [
    'what'.padEnd(40),
    'calls/s',
    ' p50 ms',
    ' p99 ms',
    'errors',
    'server CPU ms/call',
    'client CPU ms/call',
    'client busy',
  ];
  console.log(head.join('  '));
  for (const [name, row] of rows) {
    console.log(
      [
        name.padEnd(40),
        row.perSecond.toFixed(0).padStart(7),
        row.p50.toFixed(1).padStart(7),
        row.p99.toFixed(1).padStart(7),
        String(row.errors).padStart(6),
        row.serverCpuMsPerCall.toFixed(2).padStart(18),
        row.clientCpuMsPerCall.toFixed(2).padStart(18),
        (row.clientBusy === undefined ? '-' : row.clientBusy.toFixed(2)).padStart(11),
      ].join('  '),
    );
  }
}

const { servers, cpu, stop } = await startServers();
try {
  const { url, grpcAddress, bareAddress, petId } = servers;
  const grpcCall = (address: string, method: 'GetPet' | 'ListPets', request: Message) =>
    measureGrpc({ address, method, request, client: CLIENT }, SHAPE, cpu);
  const rest = (path: string) => measureRest(url + path, SHAPE, cpu);
  const ratios: { getPet: number; listPets: number }[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const rows: [string, Figures][] = [
      ['bare grpc-js GetPet (constant)', await grpcCall(bareAddress, 'GetPet', { petId })],
      ['gRPC GetPet', await grpcCall(grpcAddress, 'GetPet', { petId })],
      ['REST GET /v1/pets/{id}', await rest(`/v1/pets/${petId}`)],
      [
        'gRPC ListPets (20 dogs)',
        await grpcCall(grpcAddress, 'ListPets', { species: 'SPECIES_DOG', pageSize: 20 }),
      ],
      ['REST GET /v1/pets?species=dog&limit=20', await rest('/v1/pets?species=dog&limit=20')],
    ];
    const perSecond = (index: number) => rows[index]?.[1].perSecond ?? 0;
    ratios.push({ getPet: perSecond(1) / perSecond(2), listPets: perSecond(3) / perSecond(4) });
    printTable(
      `round ${round}/${ROUNDS}: ${SHAPE.concurrency} in flight, ${SHAPE.workers} load worker(s), ` +
        `${SHAPE.channels} channel(s) per gRPC worker (${CLIENT}), ${SHAPE.seconds} s each after a warm-up`,
      rows,
    );
  }
  const shown = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  console.log(`\ngRPC/REST calls/s, GetPet:   ${shown(ratios.map((ratio) => ratio.getPet))}`);
  console.log(`gRPC/REST calls/s, ListPets: ${shown(ratios.map((ratio) => ratio.listPets))}`);
} finally {
  await stop();
}
