/**
 * What the full REST stack costs over a bare Koa route, in one run and with the same load:
 *   1. a tiny separate Koa app answering a constant JSON body (the floor),
 *   2. `GET /v1/pets/{id}` through the whole gateway (request id, problem mapping, caller
 *      context, authentication, rate limit, router, core, embedded database, presenter),
 *   3. `GET /v1/pets?species=dog&limit=20` (a filtered, sorted, paginated list of 20).
 * The gateway runs on the embedded database in memory, seeded with the demo data plus enough
 * dogs for a full page; rate limits are raised so the bench measures work, not 429s.
 *
 *   npx tsx bench/rest.ts            (BENCH_SECONDS=10 BENCH_CONNECTIONS=32 by default)
 */
import { startBareKoa } from './support/bare-koa.js';
import { DOG_PAGE_PATH, seedDogs } from './support/dogs.js';
import { startBenchGateway } from './support/gateway.js';
import { loadSettings, measure, printFigures } from './support/load.js';

const settings = loadSettings();
const { gateway, seedPassword } = await startBenchGateway();
const bare = await startBareKoa();

try {
  const [petId] = await seedDogs(gateway.url, seedPassword);
  const rows = [
    await measure({ name: 'bare Koa, constant JSON', url: `${bare.url}/` }, settings),
    await measure({ name: 'GET /v1/pets/{id}', url: `${gateway.url}/v1/pets/${petId}` }, settings),
    await measure({ name: `GET ${DOG_PAGE_PATH}`, url: `${gateway.url}${DOG_PAGE_PATH}` }, settings),
  ];
  printFigures(rows, settings, { title: 'vs bare', of: () => rows[0] });
} finally {
  await bare.close();
  await gateway.close();
}
