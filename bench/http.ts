/**
 * The REST door measured out of process, as a client sees it. In one run, each in its own process:
 *   - the service as `npm start` runs it (durable embedded database in a fresh temporary
 *     DATA_DIR, demo data seeded, logging at `info`, metrics and rate limits on),
 *   - a bare Koa app answering a constant JSON body (the floor of a Koa route),
 *   - a bare Koa app answering one mongoose `findOne().lean()` of an order, on the service's own
 *     embedded server (over its Unix socket), the floor of a read that must reach the database,
 * all loaded from a separate autocannon process with BENCH_CONNECTIONS (64) connections, one route
 * after another. Ratios within one run are what count on a busy machine: run it several times.
 *
 * Rate limits stay on, their budgets raised through the environment (see `startBenchService`).
 *
 * Besides req/s and latency, each row shows the server-side CPU time per request (`CPU µs`: user
 * and system time of the service, embedded database included, and of the floors, over the run,
 * divided by the requests answered): on a machine shared with other work, throughput swings with
 * the neighbours, while CPU per request does much less.
 *
 *   npm run bench:http                 (BENCH_SECONDS=10 BENCH_CONNECTIONS=64 BENCH_WARMUP_SECONDS=5)
 *   BENCH_PROFILE=1 npm run bench:http (also CPU-profiles the service and prints its hot spots)
 *   BENCH_ONLY='pets/{id}' npm run bench:http   (one route and its floor, e.g. to profile it)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDogs } from './support/catalog-seed.js';
import { monotonicMicros, printProfileWindows, type Window } from './support/cpu-profile.js';
import { login, postCreated } from './support/http.js';
import { startBenchService } from './support/service.js';
import {
  cpuMillis,
  loadFromChild,
  startTsProcess,
  type LoadFigures,
  type Started,
} from './support/processes.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 64);
// Long enough for the floors' own code to be optimised: with 2 s, the Koa + findOne process was
// still measured cold in some runs (a quarter of its warm rate, 4x the CPU per request).
const WARM_UP_SECONDS = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 5);
const PROFILE = ['1', 'true', 'yes'].includes(process.env['BENCH_PROFILE'] ?? '');
/** Only the routes whose name contains this text (and their floors), e.g. `pets/{id}` to profile one. */
const ONLY = process.env['BENCH_ONLY'];
const EXTRA_DOGS = 40;
const BARE_KOA = 'bare Koa, constant JSON';
const BARE_FIND_ONE = 'bare Koa + mongoose findOne';

interface Route {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The row this route is compared with. */
  baseline: typeof BARE_KOA | typeof BARE_FIND_ONE;
}

const workDir = await mkdtemp(path.join(tmpdir(), 'petstore-bench-'));
const profileDir = path.join(workDir, 'profiles');
const started: Started[] = [];

/** The service's hot spots while each of its routes was under load (see `printProfileWindows`). */
async function printProfiles(windows: Map<string, Window>): Promise<void> {
  await started[0]?.stop();
  await printProfileWindows(profileDir, windows, 0.1 * SECONDS * 1000);
}

async function expectOk(route: Route): Promise<void> {
  const response = await fetch(route.url, { headers: route.headers ?? {} });
  if (response.status !== 200) throw new Error(`${route.name}: ${response.status} ${await response.text()}`);
}

try {
  const service = await startBenchService(
    workDir,
    PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  started.push(service);
  const { url: base, seedPassword, dataDir } = service;
  const staff = await login(base, 'staff', seedPassword);
  const dogs = await addDogs(base, staff, EXTRA_DOGS);
  const customer = await login(base, 'customer', seedPassword);
  const order = await postCreated(`${base}/v1/store/orders`, customer, { petId: dogs.at(-1) });
  const bare = await startTsProcess<{ url: string }>('bench/support/bare-koa.ts', []);
  started.push(bare);
  const socketUri = `mongodb://${encodeURIComponent(path.join(dataDir, 'mongod.sock'))}/petstore`;
  const bareMongoose = await startTsProcess<{ url: string }>('bench/support/bare-koa.ts', [
    socketUri,
    'orders',
  ]);
  started.push(bareMongoose);

  const routes: Route[] = [
    { name: BARE_KOA, url: `${bare.first.url}/`, baseline: BARE_KOA },
    { name: 'GET /healthz', url: `${base}/healthz`, baseline: BARE_KOA },
    { name: 'GET /v1/pets/{id}', url: `${base}/v1/pets/${dogs[0] as string}`, baseline: BARE_KOA },
    { name: 'GET /v1/pets?limit=20', url: `${base}/v1/pets?limit=20`, baseline: BARE_KOA },
    {
      name: BARE_FIND_ONE,
      url: `${bareMongoose.first.url}/${order['id'] as string}`,
      baseline: BARE_FIND_ONE,
    },
    {
      name: 'GET /v1/store/orders/{id} (owner)',
      url: `${base}/v1/store/orders/${order['id'] as string}`,
      headers: { authorization: `Bearer ${customer}` },
      baseline: BARE_FIND_ONE,
    },
  ];
  const chosen = routes.filter(
    (route) =>
      ONLY === undefined ||
      route.name.includes(ONLY) ||
      routes.some((other) => other.baseline === route.name && other.name.includes(ONLY)),
  );
  const windows = new Map<string, Window>();
  const figures = new Map<string, LoadFigures & { cpuMicrosPerRequest: number }>();
  const pids = started.map((process) => process.child.pid as number);
  const serverCpu = async () => (await Promise.all(pids.map(cpuMillis))).reduce((a, b) => a + b, 0);
  for (const route of chosen) {
    await expectOk(route);
    const load = { connections: CONNECTIONS, headers: route.headers ?? {} };
    if (WARM_UP_SECONDS > 0) await loadFromChild(route.url, { ...load, seconds: WARM_UP_SECONDS });
    const cpuBefore = await serverCpu();
    const fromMicros = monotonicMicros();
    const measured = await loadFromChild(route.url, { ...load, seconds: SECONDS });
    windows.set(route.name, { fromMicros, toMicros: monotonicMicros() });
    const cpuMicrosPerRequest = (((await serverCpu()) - cpuBefore) * 1000) / Math.max(1, measured.requests);
    figures.set(route.name, { ...measured, cpuMicrosPerRequest });
  }

  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per route after ${WARM_UP_SECONDS} s of warm-up` +
      ` (service: npm start, durable embedded database, LOG_LEVEL=info)\n`,
  );
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'share', 'p99 x', 'CPU µs', 'failed', 'of'];
  const widths = [34, 8, 7, 7, 7, 6, 7, 7, 0];
  const row = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === 8 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join(' ');
  console.log(row(header));
  for (const route of chosen) {
    const own = figures.get(route.name) as LoadFigures & { cpuMicrosPerRequest: number };
    const floor = figures.get(route.baseline) as LoadFigures & { cpuMicrosPerRequest: number };
    console.log(
      row([
        route.name,
        own.requestsPerSecond.toFixed(0),
        own.p50.toFixed(1),
        own.p99.toFixed(1),
        `${((own.requestsPerSecond / floor.requestsPerSecond) * 100).toFixed(1)}%`,
        (own.p99 / Math.max(floor.p99, 0.001)).toFixed(1),
        own.cpuMicrosPerRequest.toFixed(0),
        String(own.failures),
        route.baseline,
      ]),
    );
  }
  if (PROFILE) await printProfiles(windows);
} finally {
  for (const process of started.reverse()) await process.stop();
  if (PROFILE) console.log(`\nprofiles kept in ${profileDir}`);
  else await rm(workDir, { recursive: true, force: true });
}
