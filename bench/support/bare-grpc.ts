/**
 * The floor of a gRPC read: a bare grpc-js server on the service's own protos whose
 * `PetService.GetPet` answers one constant Pet (grpc-js encodes it on every call, as any server
 * on the loaded protos does), nothing else: no metadata, no interceptors, no logging.
 * bench/grpc.ts starts it in its server process; bench/doors.ts as a child process through this
 * file's entry point (`node --import tsx bench/support/bare-grpc.ts '<Pet as JSON>'`), which
 * prints `{"address": ...}` once listening.
 */
import { pathToFileURL } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import { loadPetstoreDefinition } from '../../src/adapters/grpc/proto-files.js';

export function petServiceClient(): grpc.ServiceClientConstructor {
  const loaded = grpc.loadPackageDefinition(loadPetstoreDefinition()) as unknown as {
    petstore: { v1: { PetService: grpc.ServiceClientConstructor } };
  };
  return loaded.petstore.v1.PetService;
}

/** One decoded `GetPet` call: the floor answers what the gateway answered, and the load asks right. */
export function getPet(address: string, petId: string): Promise<Record<string, unknown>> {
  const client = new (petServiceClient())(address, grpc.credentials.createInsecure()) as unknown as {
    GetPet(request: object, callback: (error: Error | null, pet: Record<string, unknown>) => void): void;
    close(): void;
  };
  return new Promise((resolve, reject) =>
    client.GetPet({ petId }, (error, answer) => {
      client.close();
      if (error === null) resolve(answer);
      else reject(error);
    }),
  );
}

/** Serves `pet` (a decoded Pet message) to every `GetPet` on an ephemeral port of this host. */
export async function startBareGrpc(pet: object): Promise<{ address: string; close(): void }> {
  const server = new grpc.Server();
  server.addService(petServiceClient().service, {
    GetPet: (_call: unknown, callback: grpc.sendUnaryData<unknown>) => callback(null, pet),
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error === null ? resolve(bound) : reject(error),
    ),
  );
  return { address: `127.0.0.1:${port}`, close: () => server.forceShutdown() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bare = await startBareGrpc(JSON.parse(process.argv[2] ?? '{}') as object);
  process.stdout.write(`${JSON.stringify({ address: bare.address })}\n`);
  process.once('SIGTERM', () => {
    bare.close();
    process.exit(0);
  });
}
