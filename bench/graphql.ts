/**
 * What the GraphQL door costs beside REST for the same data, in one run and with the same load:
 *   1. a bare graphql-js execution behind a tiny Koa app (constant data: the floor of GraphQL),
 *   2. `GET /v1/pets/{id}` and `{ pet(id) { ... } }` (the same fields),
 *   3. `GET /v1/pets?species=dog&limit=20` and `pets(first: 20, filter: { species: DOG })`.
 * The gateway runs on the embedded database in memory, seeded with the demo data plus enough
 * dogs for a full page; rate limits are raised so the bench measures work, not 429s. Each REST
 * read is measured right before its GraphQL twin, so both see the same machine; with
 * BENCH_ROUNDS=n the pairs are measured n times over (warmed up in the first round only) and
 * every round's ratio is printed with their median: on a shared machine the load drifts, and a
 * ratio is only meaningful between neighbours. `cpu µs/req` is the process's CPU time per request.
 *
 *   npx tsx bench/graphql.ts         (BENCH_SECONDS=10 BENCH_CONNECTIONS=32 BENCH_ROUNDS=1)
 *
 * To profile one target, load it alone (BENCH_ONLY=bare|rest-pet|graphql-pet|rest-page|
 * graphql-page, comma-separated) under `node --cpu-prof --import tsx bench/graphql.ts`, then
 * `npx tsx bench/support/profile-summary.ts <file>.cpuprofile`.
 */
// First: graphql-js reads NODE_ENV when it is loaded.
import './support/production-mode.js';
import { buildSchema, graphql as execute } from 'graphql';
import Koa from 'koa';
import { DOG_PAGE_PATH, seedDogs } from './support/dogs.js';
import { startBenchGateway } from './support/gateway.js';
import {
  listen,
  loadSettings,
  measure,
  printFigures,
  type Figures,
  type LoadTarget,
} from './support/load.js';

const PET_FIELDS = `id tenantId name species breed ageMonths size color gender goodWithKids price currency
  description status photos createdAt updatedAt medicalInfo { vaccinated healthNotes }`;
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 1);
const ONLY = process.env['BENCH_ONLY']?.split(',');
/** Each GraphQL read and the REST read of the same data. */
const REST_TWIN: Record<string, string> = { 'graphql-pet': 'rest-pet', 'graphql-page': 'rest-page' };

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
  return listen(app);
}

const settings = loadSettings();
const { gateway, seedPassword } = await startBenchGateway();
const bare = await startBareGraphql();

try {
  const [petId] = await seedDogs(gateway.url, seedPassword);
  const endpoint = `${gateway.url}/v1/graphql`;
  const targets: Record<string, LoadTarget> = {
    bare: {
      name: 'bare graphql-js, constant data',
      url: `${bare.url}/`,
      body: { query: '{ pet { id name species price } }' },
    },
    'rest-pet': { name: 'REST GET /v1/pets/{id}', url: `${gateway.url}/v1/pets/${petId}` },
    'graphql-pet': {
      name: 'GraphQL pet(id)',
      url: endpoint,
      body: { query: `{ pet(id: "${petId}") { ${PET_FIELDS} } }` },
    },
    'rest-page': { name: `REST GET ${DOG_PAGE_PATH}`, url: `${gateway.url}${DOG_PAGE_PATH}` },
    'graphql-page': {
      name: 'GraphQL pets(first: 20, DOG)',
      url: endpoint,
      body: {
        query: `{ pets(first: 20, filter: { species: DOG }) { edges { cursor node { ${PET_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
      },
    },
  };
  const order = Object.keys(targets).filter((key) => ONLY === undefined || ONLY.includes(key));
  const rounds: Map<string, Figures>[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const figures = new Map<string, Figures>();
    for (const key of order) figures.set(key, await measure(targets[key] as LoadTarget, settings, round > 0));
    rounds.push(figures);
  }
  for (const [index, figures] of rounds.entries()) {
    if (ROUNDS > 1) console.log(`\nround ${index + 1} of ${ROUNDS}`);
    const restTwin = new Map<Figures | undefined, Figures | undefined>();
    for (const [graphqlKey, restKey] of Object.entries(REST_TWIN)) {
      restTwin.set(figures.get(graphqlKey), figures.get(restKey));
    }
    printFigures([...figures.values()], settings, { title: 'vs REST', of: (row) => restTwin.get(row) });
  }
  /** Each round's GraphQL figure over its REST twin's, and their median. */
  const ratios = (graphqlKey: string, of: (row: Figures) => number) => {
    const shares = rounds.flatMap((figures) => {
      const [graphqlRow, restRow] = [figures.get(graphqlKey), figures.get(REST_TWIN[graphqlKey] ?? '')];
      return graphqlRow === undefined || restRow === undefined ? [] : [of(graphqlRow) / of(restRow)];
    });
    if (shares.length === 0) return 'n/a';
    const median = [...shares].sort((a, b) => a - b)[Math.floor(shares.length / 2)] as number;
    const each = shares.map((share) => `${(share * 100).toFixed(1)}%`).join(', ');
    return shares.length === 1 ? each : `${each} (median ${(median * 100).toFixed(1)}%)`;
  };
  const throughput = (row: Figures) => row.requestsPerSecond;
  const cpu = (row: Figures) => row.cpuPerRequest;
  console.log(
    `\nGraphQL vs REST req/s by round: pet(id) ${ratios('graphql-pet', throughput)}; 20-pet page ${ratios('graphql-page', throughput)} (target >= 80%)`,
  );
  console.log(
    `GraphQL vs REST cpu µs/req by round: pet(id) ${ratios('graphql-pet', cpu)}; 20-pet page ${ratios('graphql-page', cpu)}`,
  );
} finally {
  await bare.close();
  await gateway.close();
}
