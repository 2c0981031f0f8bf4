/**
 * What the GraphQL door costs beside REST for the same data, measured out of process as a client
 * sees it. In one run, each in its own process:
 *   - the service as `npm start` runs it (see `startBenchService`: durable embedded database,
 *     logging at `info`, metrics and rate limits on), seeded with enough dogs for a full page,
 *   - bare graphql-js behind a tiny Koa app (one parse, validation and execution per request over
 *     constant data: the floor of a GraphQL server that remembers nothing),
 * loaded from a separate autocannon process, one target after another:
 *   1. the bare graphql-js app,
 *   2. `GET /v1/pets/{id}` and `{ pet(id) { ... } }` (the same fields),
 *   3. `GET /v1/pets?species=dog&limit=20` and `pets(first: 20, filter: { species: DOG })`.
 * Each REST read is measured right before its GraphQL twin, so both see the same machine; with
 * BENCH_ROUNDS=n the pairs are measured n times over (warmed up in the first round only) and
 * every round's ratio is printed with their median: on a shared machine the load drifts, and a
 * ratio is only meaningful between neighbours. `cpu µs/req` is the serving process's CPU time
 * (every thread, the embedded database's included) per request.
 *
 *   npm run bench:graphql   (BENCH_SECONDS=10 BENCH_CONNECTIONS=64 BENCH_ROUNDS=1 BENCH_WARMUP_SECONDS=5)
 *   BENCH_ONLY=graphql-pet npm run bench:graphql   (bare|rest-pet|graphql-pet|rest-page|graphql-page)
 */
import { PET_FIELDS } from './support/door-requests.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BARE_QUERY } from './support/bare-graphql.js';
import { DOG_PAGE_PATH, seedDogs } from './support/dogs.js';
import { printFigures, type Figures, type LoadSettings } from './support/load.js';
import { cpuMillis, loadFromChild, startTsProcess, type Started } from './support/processes.js';
import { startBenchService } from './support/service.js';

const SETTINGS: LoadSettings = {
  seconds: Number(process.env['BENCH_SECONDS'] ?? 10),
  connections: Number(process.env['BENCH_CONNECTIONS'] ?? 64),
  warmUpSeconds: Number(process.env['BENCH_WARMUP_SECONDS'] ?? 5),
};
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 1);
const ONLY = process.env['BENCH_ONLY']?.split(',');
/** Each GraphQL read and the REST read of the same data. */
const REST_TWIN: Record<string, string> = { 'graphql-pet': 'rest-pet', 'graphql-page': 'rest-page' };

interface Target {
  name: string;
  url: string;
  /** POSTed as JSON (a GraphQL request); a GET without it. */
  jsonBody?: { query: string };
  /** The process that answers it. */
  pid: number;
}

/** A GET answered 200, or a GraphQL POST answered 200 with data and no errors. */
async function expectAnswered(target: Target): Promise<void> {
  const response = await fetch(target.url, {
    ...(target.jsonBody === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(target.jsonBody),
        }),
  });
  const text = await response.text();
  const answered = response.status === 200 && (target.jsonBody === undefined || !text.includes('"errors"'));
  if (!answered) throw new Error(`${target.name}: ${response.status} ${text.slice(0, 300)}`);
}

async function measure(target: Target, warmUp: boolean): Promise<Figures> {
  const load = {
    connections: SETTINGS.connections,
    ...(target.jsonBody === undefined ? {} : { jsonBody: target.jsonBody }),
  };
  if (warmUp && SETTINGS.warmUpSeconds > 0) {
    await loadFromChild(target.url, { ...load, seconds: SETTINGS.warmUpSeconds });
  }
  const cpuBefore = await cpuMillis(target.pid);
  const measured = await loadFromChild(target.url, { ...load, seconds: SETTINGS.seconds });
  const cpuMicros = ((await cpuMillis(target.pid)) - cpuBefore) * 1000;
  return {
    name: target.name,
    requestsPerSecond: measured.requestsPerSecond,
    p50: measured.p50,
    p99: measured.p99,
    cpuPerRequest: cpuMicros / Math.max(measured.requests, 1),
    failed: measured.failures,
  };
}

/** Each round's GraphQL figure over its REST twin's, and their median. */
function ratios(rounds: Map<string, Figures>[], graphqlKey: string, of: (row: Figures) => number): string {
  const shares = rounds.flatMap((figures) => {
    const [graphqlRow, restRow] = [figures.get(graphqlKey), figures.get(REST_TWIN[graphqlKey] ?? '')];
    return graphqlRow === undefined || restRow === undefined ? [] : [of(graphqlRow) / of(restRow)];
  });
  if (shares.length === 0) return 'n/a';
  const median = [...shares].sort((a, b) => a - b)[Math.floor(shares.length / 2)] as number;
  const each = shares.map((share) => `${(share * 100).toFixed(1)}%`).join(', ');
  return shares.length === 1 ? each : `${each} (median ${(median * 100).toFixed(1)}%)`;
}

const workDir = await mkdtemp(path.join(tmpdir(), 'petstore-bench-graphql-'));
const started: Started[] = [];
try {
  const service = await startBenchService(workDir);
  started.push(service);
  const bare = await startTsProcess<{ url: string }>('bench/support/bare-graphql.ts', []);
  started.push(bare);
  const [petId] = await seedDogs(service.url, service.seedPassword);
  const servicePid = service.child.pid as number;
  const endpoint = `${service.url}/v1/graphql`;
  const targets: Record<string, Target> = {
    bare: {
      name: 'bare graphql-js, constant data',
      url: `${bare.first.url}/`,
      jsonBody: { query: BARE_QUERY },
      pid: bare.child.pid as number,
    },
    'rest-pet': { name: 'REST GET /v1/pets/{id}', url: `${service.url}/v1/pets/${petId}`, pid: servicePid },
    'graphql-pet': {
      name: 'GraphQL pet(id)',
      url: endpoint,
      jsonBody: { query: `{ pet(id: "${petId}") { ${PET_FIELDS} } }` },
      pid: servicePid,
    },
    'rest-page': {
      name: `REST GET ${DOG_PAGE_PATH}`,
      url: `${service.url}${DOG_PAGE_PATH}`,
      pid: servicePid,
    },
    'graphql-page': {
      name: 'GraphQL pets(first: 20, DOG)',
      url: endpoint,
      jsonBody: {
        query: `{ pets(first: 20, filter: { species: DOG }) { edges { cursor node { ${PET_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
      },
      pid: servicePid,
    },
  };
  const order = Object.keys(targets).filter((key) => ONLY === undefined || ONLY.includes(key));
  for (const key of order) await expectAnswered(targets[key] as Target);
  const rounds: Map<string, Figures>[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const figures = new Map<string, Figures>();
    for (const key of order) figures.set(key, await measure(targets[key] as Target, round === 0));
    rounds.push(figures);
  }
  console.log('\nservice: npm start (compiled), durable embedded database, LOG_LEVEL=info');
  for (const [index, figures] of rounds.entries()) {
    if (ROUNDS > 1) console.log(`\nround ${index + 1} of ${ROUNDS}`);
    const restTwin = new Map<Figures | undefined, Figures | undefined>();
    for (const [graphqlKey, restKey] of Object.entries(REST_TWIN)) {
      restTwin.set(figures.get(graphqlKey), figures.get(restKey));
    }
    printFigures([...figures.values()], SETTINGS, { title: 'vs REST', of: (row) => restTwin.get(row) });
  }
  const throughput = (row: Figures) => row.requestsPerSecond;
  const cpu = (row: Figures) => row.cpuPerRequest;
  console.log(
    `\nGraphQL vs REST req/s by round: pet(id) ${ratios(rounds, 'graphql-pet', throughput)}; 20-pet page ${ratios(rounds, 'graphql-page', throughput)} (target >= 80%)`,
  );
  console.log(
    `GraphQL vs REST cpu µs/req by round: pet(id) ${ratios(rounds, 'graphql-pet', cpu)}; 20-pet page ${ratios(rounds, 'graphql-page', cpu)}`,
  );
} finally {
  for (const process of started.reverse()) await process.stop();
  await rm(workDir, { recursive: true, force: true });
}
