/**
 * The gRPC door beside REST, in one run and with the same data:
 *   1. a bare grpc-js server answering `PetService.GetPet` with a constant Pet (the floor),
 *   2. `PetService.GetPet` through the whole gateway (admission, core, embedded database,
 *      presenter, message mapping),
 *   3. `PetService.ListPets` of 20 dogs,
 *   4. REST's `GET /v1/pets/{id}` and `GET /v1/pets?species=dog&limit=20` for comparison.
 * gRPC load comes from a worker thread (many concurrent calls over a few channels, as real
 * clients do), REST load from autocannon's worker; both off the servers' event loop.
 *
 *   npx tsx bench/grpc.ts   (BENCH_SECONDS=10, BENCH_CONCURRENCY=32, BENCH_CHANNELS=4 by default)
 */
import { Worker } from 'node:worker_threads';
import * as grpc from '@grpc/grpc-js';
import autocannon from 'autocannon';
import { loadPetstoreDefinition } from '../src/adapters/grpc/proto-files.js';
import { startBenchGateway } from './support/gateway.js';
import type { GrpcLoad } from './support/grpc-load-worker.js';
import { login, postCreated } from './support/http.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 32);
const CHANNELS = Number(process.env['BENCH_CHANNELS'] ?? 4);
const WARM_UP_SECONDS = 2;

interface Figures {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function grpcLoad(load: GrpcLoad): Promise<{ calls: number; errors: number; latencies: number[] }> {
  const script = new URL('./support/grpc-load-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`,
    { eval: true, workerData: load },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', (result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function measureGrpc(
  name: string,
  load: Omit<GrpcLoad, 'seconds' | 'channels' | 'concurrency'>,
): Promise<Figures> {
  const base = { ...load, channels: CHANNELS, concurrency: CONCURRENCY };
  await grpcLoad({ ...base, seconds: WARM_UP_SECONDS });
  const result = await grpcLoad({ ...base, seconds: SECONDS });
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    name,
    perSecond: result.calls / SECONDS,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors: result.errors,
  };
}

async function measureRest(name: string, url: string): Promise<Figures> {
  const run = (duration: number) => autocannon({ url, connections: CONCURRENCY, duration, workers: 1 });
  await run(WARM_UP_SECONDS);
  const result = await run(SECONDS);
  return {
    name,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** The floor: grpc-js and protobuf alone, the same Pet message every time. */
async function startBareGrpc(pet: Record<string, unknown>): Promise<{ address: string; close(): void }> {
  const loaded = grpc.loadPackageDefinition(loadPetstoreDefinition()) as unknown as {
    petstore: { v1: { PetService: grpc.ServiceClientConstructor } };
  };
  const server = new grpc.Server();
  server.addService(loaded.petstore.v1.PetService.service, {
    GetPet: (_call: unknown, callback: grpc.sendUnaryData<unknown>) => callback(null, pet),
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error === null ? resolve(bound) : reject(error),
    ),
  );
  return { address: `127.0.0.1:${port}`, close: () => server.forceShutdown() };
}

const { gateway, seedPassword } = await startBenchGateway();
try {
  const token = await login(gateway.url, 'staff', seedPassword);
  for (let i = 0; i < 40; i += 1) {
    await postCreated(`${gateway.url}/v1/pets`, token, {
      name: `Bench dog ${i}`,
      species: 'dog',
      breed: 'Mixed',
      ageMonths: 6 + i,
      price: `${100 + i}.00`,
      description: 'A friendly dog who enjoys walks and naps.',
    });
  }
  const list = (await (await fetch(`${gateway.url}/v1/pets?species=dog&limit=20`)).json()) as {
    data: { id: string }[];
  };
  const petId = list.data[0]?.id as string;
  const pet = await new Promise<Record<string, unknown>>((resolve, reject) => {
    const loaded = grpc.loadPackageDefinition(loadPetstoreDefinition()) as unknown as {
      petstore: { v1: { PetService: grpc.ServiceClientConstructor } };
    };
    const client = new loaded.petstore.v1.PetService(
      gateway.grpcAddress,
      grpc.credentials.createInsecure(),
    ) as unknown as {
      GetPet(request: object, callback: (error: Error | null, pet: Record<string, unknown>) => void): void;
      close(): void;
    };
    client.GetPet({ petId }, (error, answer) => {
      client.close();
      if (error === null) resolve(answer);
      else reject(error);
    });
  });
  const bare = await startBareGrpc(pet);
  const rows = [
    await measureGrpc('bare grpc-js GetPet (constant)', {
      address: bare.address,
      method: 'GetPet',
      request: { petId },
    }),
    await measureGrpc('gRPC GetPet', { address: gateway.grpcAddress, method: 'GetPet', request: { petId } }),
    await measureRest('REST GET /v1/pets/{id}', `${gateway.url}/v1/pets/${petId}`),
    await measureGrpc('gRPC ListPets (20 dogs)', {
      address: gateway.grpcAddress,
      method: 'ListPets',
      request: { species: 'SPECIES_DOG', pageSize: 20 },
    }),
    await measureRest(
      'REST GET /v1/pets?species=dog&limit=20',
      `${gateway.url}/v1/pets?species=dog&limit=20`,
    ),
  ];
  bare.close();
  console.log(
    `\n${CONCURRENCY} calls in flight (${CHANNELS} gRPC channels), ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up\n`,
  );
  console.log(
    [
      'what'.padEnd(40),
      'calls/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
    ].join(' '),
  );
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(40),
        row.perSecond.toFixed(0).padStart(9),
        row.p50.toFixed(1).padStart(8),
        row.p99.toFixed(1).padStart(8),
        String(row.errors).padStart(7),
      ].join(' '),
    );
  }
} finally {
  await gateway.close();
}
