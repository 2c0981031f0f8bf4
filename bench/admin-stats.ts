/**
 * The admin dashboard at scale: `GET /v1/admin/dashboard/stats` over HTTP against the whole
 * gateway (embedded database in memory) for a tenant holding BENCH_ORDERS orders (100,000 by
 * default), BENCH_USERS customers and BENCH_PETS pets. Orders and their events are written in
 * bulk through the same models and event log the store uses (placing 100k orders one by one over
 * HTTP would take the bench hours); the stats call then reads them like any other.
 *
 * Reported: the first call (it folds the whole event log into the tenant's figures, once), then
 * BENCH_CALLS calls in a row (the steady state: nothing new to fold), then calls right after a
 * real order was placed and paid over HTTP (a few events to fold each time).
 *
 *   npx tsx bench/admin-stats.ts      (BENCH_ORDERS=100000 BENCH_USERS=5000 BENCH_PETS=5000 BENCH_CALLS=50)
 */
import { performance } from 'node:perf_hooks';
import { createTenantWithFirstAdmin, bulkLoadTenant } from './support/admin-data.js';
import { startBenchGateway } from './support/gateway.js';

const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 100_000);
const USERS = Number(process.env['BENCH_USERS'] ?? 5_000);
const PETS = Number(process.env['BENCH_PETS'] ?? 5_000);
const CALLS = Number(process.env['BENCH_CALLS'] ?? 50);

function summary(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  console.log(
    `${label}: n=${sorted.length} median=${at(0.5).toFixed(1)} ms p95=${at(0.95).toFixed(1)} ms max=${(sorted.at(-1) as number).toFixed(1)} ms`,
  );
}

async function main(): Promise<void> {
  const { gateway } = await startBenchGateway();
  try {
    const tenant = await createTenantWithFirstAdmin(gateway);
    const loadStarted = performance.now();
    await bulkLoadTenant(gateway, tenant, { orders: ORDERS, users: USERS, pets: PETS });
    console.log(
      `loaded ${ORDERS} orders (with their events), ${USERS} customers, ${PETS} pets in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    );

    const stats = async (): Promise<{ ms: number; body: Record<string, unknown> }> => {
      const started = performance.now();
      const response = await fetch(`${gateway.url}/v1/admin/dashboard/stats`, {
        headers: { authorization: `Bearer ${tenant.adminToken}` },
      });
      const body = (await response.json()) as Record<string, unknown>;
      if (response.status !== 200)
        throw new Error(`stats answered ${response.status}: ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, body };
    };

    const first = await stats();
    console.log(`first call (folds the whole event log once): ${first.ms.toFixed(1)} ms`);
    console.log(`orders: ${JSON.stringify(first.body['orders'])}`);
    console.log(`revenue: ${JSON.stringify(first.body['revenue'])}`);

    const steady: number[] = [];
    for (let i = 0; i < CALLS; i += 1) steady.push((await stats()).ms);
    summary('steady state', steady);

    const afterChange: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      await tenant.placeAndPayOrder();
      afterChange.push((await stats()).ms);
    }
    summary('right after an order was placed and paid (3 new events)', afterChange);
  } finally {
    await gateway.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
