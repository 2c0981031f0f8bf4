/**
 * Every door of the service beside its own floor, in one run, loaded by native generators out of
 * process (`wrk` for HTTP/1.1, `h2load` for gRPC; installed from Debian's packages when missing,
 * see support/native-load.ts). Each in its own process:
 *   - the service as `npm start` runs it (see `startBenchService`: durable embedded database in a
 *     fresh DATA_DIR, logging at `info` to a file, metrics and rate limits on, budgets raised),
 *     seeded with 40 dogs and one order;
 *   - bare Koa answering a constant JSON body, the floor of every HTTP route that needs no database
 *     (and of SOAP, which has no floor of its own: it is a Koa route too);
 *   - bare Koa + one mongoose `findOne().lean()`, the floor of the owner's order read;
 *   - bare graphql-js on the service's own schema, `pet(id)` answering a constant pet (the one the
 *     service answers), the floor of the GraphQL read;
 *   - bare grpc-js on the service's own protos, `GetPet` answering a constant Pet (the one the
 *     service answers), the floor of the gRPC read.
 * One row after another, BENCH_CONNECTIONS (64) connections (HTTP) or streams in flight (gRPC, over
 * BENCH_GRPC_CONNECTIONS connections), a warm-up, then the measured run. Columns: req/s, latency
 * p50 and p99, `share` (req/s over the floor's), `p99 x` (p99 over the floor's p99), `CPU µs` (CPU
 * time of the answering process, every thread, per request: it swings far less than req/s on a
 * shared machine), `failed` (non-2xx, socket errors; gRPC calls without a whole answer). Ratios
 * within one run are what count; the machine and its load average are printed with the table.
 *
 *   npm run bench:doors   (BENCH_SECONDS=10 BENCH_WARMUP_SECONDS=5 BENCH_CONNECTIONS=64
 *                          BENCH_GRPC_CONNECTIONS=1 BENCH_LOAD_THREADS=2)
 *   BENCH_ONLY='pets/{id},gRPC' npm run bench:doors   (rows whose name contains a text, with their floors)
 *   BENCH_PROFILE=1 npm run bench:doors        (the service under --cpu-prof: hot spots per row)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadPetstoreDefinition } from '../src/adapters/grpc/proto-files.js';
import { getPet } from './support/bare-grpc.js';
import { addDogs } from './support/catalog-seed.js';
import { monotonicMicros, printProfileWindows, type Window } from './support/cpu-profile.js';
import { getPetEnvelope, PET_FIELDS, SOAP_11_HEADERS } from './support/door-requests.js';
import { login, postCreated } from './support/http.js';
import {
  ensureNativeLoadGenerators,
  grpcCallOnce,
  grpcFrame,
  h2loadGrpc,
  wrkLoad,
  type NativeFigures,
} from './support/native-load.js';
import { cpuMillis, startTsProcess, type Started } from './support/processes.js';
import { startBenchService } from './support/service.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const WARM_UP_SECONDS = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 64);
/**
 * One HTTP/2 connection by default: a gRPC client's channel sends all its calls to a server over
 * one connection (grpc-js, grpc-go and grpc-java alike), so that is the load an internal consumer
 * brings. More connections spread the same calls thinner (docs/performance.md has both).
 */
const GRPC_CONNECTIONS = Number(process.env['BENCH_GRPC_CONNECTIONS'] ?? 1);
/** Threads of each load generator, wrk and h2load alike (h2load at most one per connection). */
const LOAD_THREADS = Number(process.env['BENCH_LOAD_THREADS'] ?? 2);
const PROFILE = ['1', 'true', 'yes'].includes(process.env['BENCH_PROFILE'] ?? '');
/** Only the rows whose name contains one of these texts (comma-separated), and their floors. */
const ONLY = process.env['BENCH_ONLY']?.split(',');
const EXTRA_DOGS = 40;
const GET_PET = '/petstore.v1.PetService/GetPet';

const BARE_KOA = 'bare Koa, constant JSON';
const BARE_FIND_ONE = 'bare Koa + mongoose findOne';
const BARE_GRAPHQL = 'bare graphql-js, constant pet';
const BARE_GRPC = 'bare grpc-js, constant Pet';
const REST_PET = 'REST GET /v1/pets/{id}';

interface Row {
  name: string;
  /** The row this one is compared with (a floor names itself). */
  floor: string;
  /** The process answering it, whose CPU time is counted. */
  pid: number;
  /** One call that must succeed before the load (a refusal would make every figure meaningless). */
  check(): Promise<void>;
  load(seconds: number): Promise<NativeFigures>;
}

interface HttpTarget {
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Besides a 200, what the answer must hold (no GraphQL `errors`, say). */
  answered?: (text: string) => boolean;
}

function httpRow(name: string, floor: string, pid: number, target: HttpTarget): Row {
  return {
    name,
    floor,
    pid,
    async check() {
      const response = await fetch(target.url, {
        headers: target.headers ?? {},
        ...(target.body === undefined ? {} : { method: 'POST', body: target.body }),
      });
      const text = await response.text();
      if (response.status !== 200 || !(target.answered?.(text) ?? true)) {
        throw new Error(`${name}: ${response.status} ${text.slice(0, 300)}`);
      }
    },
    load: (seconds) =>
      wrkLoad(target.url, {
        connections: CONNECTIONS,
        threads: LOAD_THREADS,
        seconds,
        ...(target.headers === undefined ? {} : { headers: target.headers }),
        ...(target.body === undefined ? {} : { body: target.body }),
      }),
  };
}

function grpcRow(name: string, floor: string, pid: number, address: string, frame: Buffer): Row {
  let answerBytes = 0;
  return {
    name,
    floor,
    pid,
    async check() {
      answerBytes = await grpcCallOnce(address, GET_PET, frame);
    },
    load: (seconds) =>
      h2loadGrpc(address, GET_PET, frame, {
        streams: CONNECTIONS,
        connections: GRPC_CONNECTIONS,
        threads: LOAD_THREADS,
        seconds,
        answerBytes,
      }),
  };
}

const workDir = await mkdtemp(path.join(os.tmpdir(), 'petstore-bench-doors-'));
const profileDir = path.join(workDir, 'profiles');
const started: Started[] = [];

try {
  ensureNativeLoadGenerators();
  const service = await startBenchService(
    workDir,
    PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  started.push(service);
  const { url: base, grpcAddress, seedPassword, dataDir } = service;
  const servicePid = service.child.pid as number;
  const staff = await login(base, 'staff', seedPassword);
  const dogs = await addDogs(base, staff, EXTRA_DOGS);
  const petId = dogs[0] as string;
  const customer = await login(base, 'customer', seedPassword);
  const order = await postCreated(`${base}/v1/store/orders`, customer, { petId: dogs.at(-1) });

  // The floors answer what the service answers: the same pet, field for field.
  const graphqlQuery = JSON.stringify({ query: `{ pet(id: "${petId}") { ${PET_FIELDS} } }` });
  const graphqlPet = (await (
    await fetch(`${base}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: graphqlQuery,
    })
  ).json()) as { data?: { pet?: object } };
  if (graphqlPet.data?.pet === undefined) throw new Error(`GraphQL pet(id): ${JSON.stringify(graphqlPet)}`);
  const grpcPet = await getPet(grpcAddress, petId);

  const start = async <T>(entry: string, args: string[]) => {
    const child = await startTsProcess<T>(entry, args);
    started.push(child);
    return { ...child.first, pid: child.child.pid as number };
  };
  const bareKoa = await start<{ url: string }>('bench/support/bare-koa.ts', []);
  const socketUri = `mongodb://${encodeURIComponent(path.join(dataDir, 'mongod.sock'))}/petstore`;
  const bareFindOne = await start<{ url: string }>('bench/support/bare-koa.ts', [socketUri, 'orders']);
  const bareGraphql = await start<{ url: string }>('bench/support/bare-graphql.ts', [
    JSON.stringify(graphqlPet.data.pet),
  ]);
  const bareGrpc = await start<{ address: string }>('bench/support/bare-grpc.ts', [JSON.stringify(grpcPet)]);

  const petService = loadPetstoreDefinition()['petstore.v1.PetService'] as unknown as {
    GetPet: { requestSerialize(request: object): Buffer };
  };
  const getPetFrame = grpcFrame(petService.GetPet.requestSerialize({ petId }));
  const json = { 'content-type': 'application/json' };
  const noErrors = (text: string) => !text.includes('"errors"');
  const orderId = order['id'] as string;

  const rows: Row[] = [
    httpRow(BARE_KOA, BARE_KOA, bareKoa.pid, { url: `${bareKoa.url}/` }),
    httpRow('REST GET /healthz', BARE_KOA, servicePid, { url: `${base}/healthz` }),
    httpRow(REST_PET, BARE_KOA, servicePid, { url: `${base}/v1/pets/${petId}` }),
    httpRow('REST GET /v1/pets?limit=20', BARE_KOA, servicePid, { url: `${base}/v1/pets?limit=20` }),
    httpRow('SOAP 1.1 GetPet', BARE_KOA, servicePid, {
      url: `${base}/v1/soap`,
      headers: SOAP_11_HEADERS,
      body: getPetEnvelope('1.1', petId),
    }),
    httpRow(BARE_FIND_ONE, BARE_FIND_ONE, bareFindOne.pid, { url: `${bareFindOne.url}/${orderId}` }),
    httpRow('REST GET /v1/store/orders/{id} (owner)', BARE_FIND_ONE, servicePid, {
      url: `${base}/v1/store/orders/${orderId}`,
      headers: { authorization: `Bearer ${customer}` },
    }),
    httpRow(BARE_GRAPHQL, BARE_GRAPHQL, bareGraphql.pid, {
      url: `${bareGraphql.url}/`,
      headers: json,
      body: graphqlQuery,
      answered: noErrors,
    }),
    httpRow('GraphQL pet(id)', BARE_GRAPHQL, servicePid, {
      url: `${base}/v1/graphql`,
      headers: json,
      body: graphqlQuery,
      answered: noErrors,
    }),
    grpcRow(BARE_GRPC, BARE_GRPC, bareGrpc.pid, bareGrpc.address, getPetFrame),
    grpcRow('gRPC GetPet', BARE_GRPC, servicePid, grpcAddress, getPetFrame),
  ];
  const named = (row: Row) => ONLY === undefined || ONLY.some((text) => row.name.includes(text));
  const chosen = rows.filter(
    (row) => named(row) || rows.some((other) => other.floor === row.name && named(other)),
  );
  for (const row of chosen) await row.check();

  const loadBefore = os.loadavg()[0] ?? 0;
  const figures = new Map<string, NativeFigures & { cpuMicros: number }>();
  const windows = new Map<string, Window>();
  for (const row of chosen) {
    if (WARM_UP_SECONDS > 0) await row.load(WARM_UP_SECONDS);
    const cpuBefore = await cpuMillis(row.pid);
    const fromMicros = monotonicMicros();
    const measured = await row.load(SECONDS);
    windows.set(row.name, { fromMicros, toMicros: monotonicMicros() });
    const cpuMicros = (((await cpuMillis(row.pid)) - cpuBefore) * 1000) / Math.max(1, measured.requests);
    figures.set(row.name, { ...measured, cpuMicros });
  }
  const loadAfter = os.loadavg()[0] ?? 0;

  const cpus = os.cpus();
  console.log(
    `\n${new Date().toISOString()}, ${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `node ${process.version}, load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
  );
  console.log(
    `${CONNECTIONS} connections (gRPC: ${CONNECTIONS} streams over ${GRPC_CONNECTIONS} connections), ` +
      `${SECONDS} s measured after ${WARM_UP_SECONDS} s of warm-up per row; wrk and h2load; ` +
      'service: npm start, durable embedded database, LOG_LEVEL=info, metrics and rate limits on\n',
  );
  const header = ['row', 'req/s', 'p50 ms', 'p99 ms', 'share', 'p99 x', 'CPU µs', 'failed', 'floor'];
  const widths = [40, 8, 7, 7, 7, 6, 7, 7, 0];
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === 8 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join(' ')
      .trimEnd();
  console.log(line(header));
  for (const row of chosen) {
    const own = figures.get(row.name) as NativeFigures & { cpuMicros: number };
    const floor = figures.get(row.floor) as NativeFigures;
    console.log(
      line([
        row.name,
        own.requestsPerSecond.toFixed(0),
        own.p50.toFixed(2),
        own.p99.toFixed(2),
        `${((own.requestsPerSecond / floor.requestsPerSecond) * 100).toFixed(1)}%`,
        (own.p99 / Math.max(floor.p99, 0.001)).toFixed(1),
        own.cpuMicros.toFixed(0),
        String(own.failures),
        row.floor === row.name ? '(floor)' : row.floor,
      ]),
    );
  }
  const rest = figures.get(REST_PET);
  if (rest !== undefined) {
    const others = ['GraphQL pet(id)', 'gRPC GetPet', 'SOAP 1.1 GetPet'].flatMap((name) => {
      const other = figures.get(name);
      return other === undefined
        ? []
        : [`${name} ${((other.requestsPerSecond / rest.requestsPerSecond) * 100).toFixed(1)}%`];
    });
    if (others.length > 0)
      console.log(`\none pet read, req/s as a share of ${REST_PET}: ${others.join(', ')}`);
  }
  if ([...figures.values()].some((row) => row.failures > 0)) {
    console.log('\nsome rows had failures: their figures measured something else than the read');
    process.exitCode = 1;
  }
  if (PROFILE) {
    await service.stop();
    await printProfileWindows(profileDir, windows, 0.1 * SECONDS * 1000);
  }
} finally {
  for (const process of started.reverse()) await process.stop();
  if (PROFILE) console.log(`\nprofiles kept in ${profileDir}`);
  else await rm(workDir, { recursive: true, force: true });
}
