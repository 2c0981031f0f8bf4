/**
 * What the GraphQL door costs beside REST for the same data, in one run and with the same load:
 *   1. a bare graphql-js execution behind a tiny Koa app (constant data: the floor of GraphQL),
 *   2. `GET /v1/pets/{id}` and `{ pet(id) { ... } }` (the same fields),
 *   3. `GET /v1/pets?species=dog&limit=20` and `pets(first: 20, filter: { species: DOG })`.
 * The gateway runs on the embedded database in memory, seeded with the demo data plus enough
 * dogs for a full page; rate limits are raised so the bench measures work, not 429s.
 *
 *   npx tsx bench/graphql.ts         (BENCH_SECONDS=10 BENCH_CONNECTIONS=32 by default)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildSchema, graphql as execute } from 'graphql';
import Koa from 'koa';
import { startBenchGateway } from './support/gateway.js';
import { login, postCreated } from './support/http.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const WARM_UP_SECONDS = 2;
const PET_FIELDS = `id tenantId name species breed ageMonths size color gender goodWithKids price currency
  description status photos createdAt updatedAt medicalInfo { vaccinated healthNotes }`;

interface Target {
  name: string;
  url: string;
  /** A GraphQL query, POSTed as JSON; absent for a REST GET. */
  query?: string;
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** graphql-js alone: one parse, validate and execute per request over constant data. */
async function startBareGraphql(): Promise<{ url: string; close: () => Promise<void> }> {
  const schema = buildSchema(
    'type Pet { id: ID! name: String! species: String! price: String! } type Query { pet: Pet }',
  );
  const rootValue = {
    pet: { id: '01900000-0000-7000-8000-000000000000', name: 'Biscuit', species: 'DOG', price: '150.00' },
  };
  const app = new Koa();
  app.use(async (ctx) => {
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) chunks.push(chunk);
    const { query } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { query: string };
    ctx.body = await execute({ schema, source: query, rootValue });
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function run(target: Target, seconds: number): Promise<autocannon.Result> {
  const post =
    target.query === undefined
      ? {}
      : {
          method: 'POST' as const,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: target.query }),
        };
  return autocannon({ url: target.url, connections: CONNECTIONS, duration: seconds, workers: 1, ...post });
}

async function measure(target: Target): Promise<Figures> {
  await run(target, WARM_UP_SECONDS);
  const result = await run(target, SECONDS);
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

const { gateway, seedPassword } = await startBenchGateway();
const bare = await startBareGraphql();

try {
  const accessToken = await login(gateway.url, 'staff', seedPassword);
  for (let i = 0; i < 30; i += 1) {
    await postCreated(`${gateway.url}/v1/pets`, accessToken, {
      name: `Bench dog ${i}`,
      species: 'dog',
      price: `${100 + i}.00`,
      description: 'A friendly dog who enjoys walks and naps.',
    });
  }
  const list = (await (await fetch(`${gateway.url}/v1/pets?species=dog&limit=20`)).json()) as {
    data: { id: string }[];
  };
  if (list.data.length !== 20) throw new Error(`expected a full page of 20 dogs, got ${list.data.length}`);
  const petId = list.data[0]?.id as string;
  const endpoint = `${gateway.url}/v1/graphql`;

  const rows = [
    await measure({
      name: 'bare graphql-js, constant data',
      url: bare.url,
      query: '{ pet { id name species price } }',
    }),
    await measure({ name: 'REST GET /v1/pets/{id}', url: `${gateway.url}/v1/pets/${petId}` }),
    await measure({
      name: 'GraphQL pet(id)',
      url: endpoint,
      query: `{ pet(id: "${petId}") { ${PET_FIELDS} } }`,
    }),
    await measure({
      name: 'REST GET /v1/pets?species=dog&limit=20',
      url: `${gateway.url}/v1/pets?species=dog&limit=20`,
    }),
    await measure({
      name: 'GraphQL pets(first: 20, DOG)',
      url: endpoint,
      query: `{ pets(first: 20, filter: { species: DOG }) { edges { cursor node { ${PET_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
    }),
  ];
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up\n`);
  console.log(
    [
      'target'.padEnd(40),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'non-2xx'.padStart(8),
    ].join(' '),
  );
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(40),
        row.requestsPerSecond.toFixed(0).padStart(9),
        row.p50.toFixed(1).padStart(8),
        row.p99.toFixed(1).padStart(8),
        String(row.non2xx).padStart(8),
      ].join(' '),
    );
  }
  const ratio = (graphqlRow: number, restRow: number) =>
    `${(((rows[graphqlRow]?.requestsPerSecond ?? 0) / (rows[restRow]?.requestsPerSecond ?? 1)) * 100).toFixed(1)}%`;
  console.log(`\nGraphQL vs REST req/s: pet(id) ${ratio(2, 1)}, 20-pet page ${ratio(4, 3)} (target >= 80%)`);
} finally {
  await bare.close();
  await gateway.close();
}
