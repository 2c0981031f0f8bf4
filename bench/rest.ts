/**
 * What the full REST stack costs over a bare Koa route, in one run and with the same load:
 *   1. a tiny separate Koa app answering a constant JSON body (the floor),
 *   2. `GET /v1/pets/{id}` through the whole gateway (request id, problem mapping, caller
 *      context, authentication, rate limit, router, core, embedded database, presenter),
 *   3. `GET /v1/pets?species=dog&limit=20` (a filtered, sorted, paginated list of 20).
 * The gateway runs on the embedded database in memory, seeded with the demo data plus enough
 * dogs for a full page; rate limits are raised so the bench measures work, not 429s.
 * autocannon generates load from a worker thread, off the servers' event loop.
 *
 *   npx tsx bench/rest.ts            (BENCH_SECONDS=10 BENCH_CONNECTIONS=32 by default)
 */
import autocannon from 'autocannon';
import { startBareKoa } from './support/bare-koa.js';
import { seedDogs } from './support/catalog-seed.js';
import { startBenchGateway } from './support/gateway.js';
import { login } from './support/http.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const WARM_UP_SECONDS = 2;
const EXTRA_DOGS = 40;

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

function run(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, workers: 1 });
}

async function measure(name: string, url: string): Promise<Figures> {
  await run(url, WARM_UP_SECONDS);
  const result = await run(url, SECONDS);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

const { gateway, seedPassword } = await startBenchGateway();
const bare = await startBareKoa();

try {
  await seedDogs(gateway.url, await login(gateway.url, 'staff', seedPassword), EXTRA_DOGS);
  const list = (await (await fetch(`${gateway.url}/v1/pets?species=dog&limit=20`)).json()) as {
    data: { id: string }[];
  };
  if (list.data.length !== 20) throw new Error(`expected a full page of 20 dogs, got ${list.data.length}`);
  const petId = list.data[0]?.id as string;

  const rows = [
    await measure('bare Koa, constant JSON', `${bare.url}/`),
    await measure('GET /v1/pets/{id}', `${gateway.url}/v1/pets/${petId}`),
    await measure('GET /v1/pets?species=dog&limit=20', `${gateway.url}/v1/pets?species=dog&limit=20`),
  ];
  const floor = rows[0]?.requestsPerSecond ?? 1;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up\n`);
  console.log(
    [
      'route'.padEnd(36),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'vs bare'.padStart(8),
      'non-2xx'.padStart(8),
    ].join(' '),
  );
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(36),
        row.requestsPerSecond.toFixed(0).padStart(9),
        row.p50.toFixed(1).padStart(8),
        row.p99.toFixed(1).padStart(8),
        `${((row.requestsPerSecond / floor) * 100).toFixed(1)}%`.padStart(8),
        String(row.non2xx).padStart(8),
      ].join(' '),
    );
  }
} finally {
  await bare.close();
  await gateway.close();
}
