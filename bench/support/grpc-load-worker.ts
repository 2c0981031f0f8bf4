/**
 * The client side of bench/grpc.ts, in a worker thread so load generation does not compete with
 * the servers for their event loop: `concurrency` calls in flight at all times, spread over a few
 * channels (as real clients multiplex), for `seconds`; every call's latency is kept.
 */
import { parentPort, workerData } from 'node:worker_threads';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { LOADER_OPTIONS, PETSTORE_PROTO_FILES } from '../../src/adapters/grpc/proto-files.js';

export interface GrpcLoad {
  address: string;
  method: 'GetPet' | 'ListPets';
  request: Record<string, unknown>;
  channels: number;
  concurrency: number;
  seconds: number;
}

type Unary = (request: object, callback: (error: grpc.ServiceError | null) => void) => void;

async function run(load: GrpcLoad): Promise<{ calls: number; errors: number; latencies: number[] }> {
  const loaded = grpc.loadPackageDefinition(
    protoLoader.loadSync(PETSTORE_PROTO_FILES, LOADER_OPTIONS),
  ) as unknown as {
    petstore: { v1: { PetService: grpc.ServiceClientConstructor } };
  };
  const clients = Array.from(
    { length: load.channels },
    (_, index) =>
      // A distinct option per client: grpc-js shares one channel among identical clients.
      new loaded.petstore.v1.PetService(load.address, grpc.credentials.createInsecure(), {
        'bench.channel': index,
      }),
  );
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + load.seconds * 1000;
  const lane = async (index: number) => {
    const client = clients[index % clients.length] as unknown as Record<string, Unary>;
    const call = (client[load.method] as Unary).bind(client);
    while (Date.now() < until) {
      const started = process.hrtime.bigint();
      await new Promise<void>((resolve) =>
        call(load.request, (error) => {
          if (error !== null) errors += 1;
          resolve();
        }),
      );
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: load.concurrency }, (_, index) => lane(index)));
  for (const client of clients) client.close();
  return { calls: latencies.length, errors, latencies };
}

parentPort?.postMessage(await run(workerData as GrpcLoad));
