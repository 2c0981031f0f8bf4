/**
 * The servers of bench/grpc.ts, in a process of their own so that their CPU time can be read
 * apart from the load generators' (a busy machine stretches wall-clock figures, not CPU time):
 * the whole gateway on the embedded database in memory, seeded with 40 more dogs, and a bare
 * grpc-js server answering `GetPet` with a constant Pet (the floor).
 *
 * Talks over the IPC channel of `fork`: sends `{ ready }` with the addresses, answers `cpu` with
 * this process's CPU time so far (ms), and stops on `stop`.
 */
import { getPet, startBareGrpc } from './bare-grpc.js';
import { startBenchGateway } from './gateway.js';
import { login, postCreated } from './http.js';

export interface BenchServers {
  url: string;
  grpcAddress: string;
  bareAddress: string;
  petId: string;
}

export type BenchServerMessage = { ready: BenchServers } | { cpuMs: number };

const { gateway, seedPassword } = await startBenchGateway();
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
const pet = await getPet(gateway.grpcAddress, petId);
if (pet['id'] !== petId) throw new Error(`GetPet answered ${JSON.stringify(pet)}`);
const bare = await startBareGrpc(pet);

const send = (message: BenchServerMessage) => process.send?.(message);
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ cpuMs: (user + system) / 1000 });
  } else if (message === 'stop') {
    bare.close();
    void gateway.close().then(() => process.exit(0));
  }
});
// The bench went away (killed, crashed): do not outlive it.
process.once('disconnect', () => process.exit(1));
send({ ready: { url: gateway.url, grpcAddress: gateway.grpcAddress, bareAddress: bare.address, petId } });
