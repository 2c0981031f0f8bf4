/**
 * The REST door's cheap reads under `wrk` (a native load generator: autocannon tops out near the
 * service's own rate on a 2-core machine and compresses the ratios), against the service as
 * `npm start` runs it (bench/support/service.ts: durable embedded database, info logging,
 * metrics and rate limits on) and bare Koa answering a constant JSON body, each in its own
 * process. Per route: req/s, p50 and p99, the share of bare Koa's req/s, p99 as a multiple of
 * bare Koa's, and the CPU time the serving process spent per request (user + system over the
 * measured seconds: on a shared machine it swings much less than req/s).
 *
 *   npx tsx bench/rest-wrk.ts          (BENCH_SECONDS=10 BENCH_WARMUP_SECONDS=5 BENCH_CONNECTIONS=64)
 *   BENCH_PROFILE=1 npx tsx bench/rest-wrk.ts   (also CPU-profiles the service, per route)
 *
 * Needs `wrk` on the PATH (Debian: `apt-get install -y wrk`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDogs } from './support/catalog-seed.js';
import { monotonicMicros, printSummary, summarise, type Window } from './support/cpu-profile.js';
import { login } from './support/http.js';
import { cpuMillis, startTsProcess, type Started } from './support/processes.js';
import { startBenchService } from './support/service.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const WARM_UP_SECONDS = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 64);
const PROFILE = ['1', 'true', 'yes'].includes(process.env['BENCH_PROFILE'] ?? '');
const BARE_KOA = 'bare Koa, constant JSON';

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMicrosPerRequest: number;
}

/** wrk's latency line (`99%  12.34ms`) in ms. */
function latencyMs(output: string, percentile: string): number {
  const found = new RegExp(`\\s${percentile}%\\s+([\\d.]+)(us|ms|s)`).exec(output);
  if (found === null) return Number.NaN;
  const value = Number(found[1]);
  return found[2] === 'us' ? value / 1000 : found[2] === 's' ? value * 1000 : value;
}

function wrk(url: string, seconds: number): Omit<Figures, 'cpuMicrosPerRequest'> {
  const output = execFileSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', url], {
    encoding: 'utf8',
  });
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]),
    p50: latencyMs(output, '50'),
    p99: latencyMs(output, '99'),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}

const workDir = await mkdtemp(path.join(tmpdir(), 'petstore-rest-wrk-'));
const profileDir = path.join(workDir, 'profiles');
const started: Started[] = [];
try {
  const service = await startBenchService(
    workDir,
    PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  started.push(service);
  const staff = await login(service.url, 'staff', service.seedPassword);
  const dogs = await addDogs(service.url, staff, 40);
  const bare = await startTsProcess<{ url: string }>('bench/support/bare-koa.ts', []);
  started.push(bare);
  const routes: [string, string, Started][] = [
    [BARE_KOA, `${bare.first.url}/`, bare],
    ['GET /healthz', `${service.url}/healthz`, service],
    ['GET /v1/pets/{id}', `${service.url}/v1/pets/${dogs[0] as string}`, service],
    ['GET /v1/pets?limit=20', `${service.url}/v1/pets?limit=20`, service],
  ];
  const figures = new Map<string, Figures>();
  const windows = new Map<string, Window>();
  for (const [name, url, process] of routes) {
    if (WARM_UP_SECONDS > 0) wrk(url, WARM_UP_SECONDS);
    const pid = process.child.pid as number;
    const cpuBefore = await cpuMillis(pid);
    const fromMicros = monotonicMicros();
    const measured = wrk(url, SECONDS);
    windows.set(name, { fromMicros, toMicros: monotonicMicros() });
    const requests = Math.max(1, measured.requestsPerSecond * SECONDS);
    figures.set(name, {
      ...measured,
      cpuMicrosPerRequest: (((await cpuMillis(pid)) - cpuBefore) * 1000) / requests,
    });
  }
  const floor = figures.get(BARE_KOA) as Figures;
  console.log(
    `\nwrk -t2 -c${CONNECTIONS} -d${SECONDS}s --latency after ${WARM_UP_SECONDS} s of warm-up` +
      ` (service: npm start, durable embedded database, LOG_LEVEL=info)\n`,
  );
  console.log('route                     req/s  p50 ms  p99 ms   share  p99 x  CPU µs  non-2xx');
  for (const [name, own] of figures) {
    console.log(
      [
        name.padEnd(23),
        own.requestsPerSecond.toFixed(0).padStart(7),
        own.p50.toFixed(1).padStart(7),
        own.p99.toFixed(1).padStart(7),
        `${((own.requestsPerSecond / floor.requestsPerSecond) * 100).toFixed(1)}%`.padStart(7),
        (own.p99 / Math.max(floor.p99, 0.001)).toFixed(1).padStart(6),
        own.cpuMicrosPerRequest.toFixed(0).padStart(7),
        String(own.errors).padStart(8),
      ].join(' '),
    );
  }
  if (PROFILE) {
    await service.stop();
    for (const [name, window] of windows) {
      if (name === BARE_KOA) continue;
      for (const file of (await readdir(profileDir)).sort()) {
        const busy = (await summarise(path.join(profileDir, file), 1, window)).busyMs;
        if (busy > 0.1 * SECONDS * 1000)
          await printSummary(path.join(profileDir, file), 25, window, `${name}, ${file}`);
      }
    }
  }
} finally {
  for (const process of started.reverse()) await process.stop();
  if (PROFILE) console.log(`\nprofiles kept in ${profileDir}`);
  else await rm(workDir, { recursive: true, force: true });
}
