/**
 * The store end to end, over HTTP against the whole gateway (embedded database in memory):
 *   1. adoptions per second: `POST /v1/store/orders` then `POST .../payment` (card), by
 *      BENCH_CONCURRENCY customers at once, each pair timed; a webhook subscription to a local
 *      receiver is active, so every adoption also records its three events and their deliveries;
 *   2. webhook deliveries per second: BENCH_DELIVERIES outbox rows released at once, timed until
 *      the local receiver has answered them all (claim, sign, POST, record the attempt).
 * The clients and the receiver run in a worker thread (bench/support/store-load-worker.ts), off
 * the gateway's event loop.
 *
 *   npx tsx bench/orders.ts      (BENCH_ORDERS=400 BENCH_CONCURRENCY=16 BENCH_DELIVERIES=2000)
 */
import { Worker } from 'node:worker_threads';
import { newId } from '../src/core/ids.js';
import type { LoadRequest } from './support/store-load-worker.js';
import { startBenchGateway } from './support/gateway.js';
import { login, postCreated } from './support/http.js';

const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 400);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 16);
const DELIVERIES = Number(process.env['BENCH_DELIVERIES'] ?? 2000);
const PRICE = '95.00';

/** The load generator and receiver, in a worker thread (TypeScript through tsx's loader). */
function startLoadWorker(): { call: <T>(request: LoadRequest) => Promise<T>; stop: () => Promise<number> } {
  const script = new URL('./support/store-load-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`,
    { eval: true },
  );
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.error !== undefined) waiter?.reject(new Error(message.error));
    else waiter?.resolve(message.result);
  });
  return {
    call: <T>(request: LoadRequest) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.postMessage({ id, request });
      }),
    stop: () => worker.terminate(),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const { gateway, config, seedPassword } = await startBenchGateway({
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  WEBHOOK_POLL_INTERVAL_MS: '100',
});
const load = startLoadWorker();

try {
  const base = gateway.url;
  const staff = await login(base, 'staff', seedPassword);
  const customer = await login(base, 'customer', seedPassword);
  const receiverUrl = await load.call<string>({ method: 'startReceiver' });
  const received = () => load.call<number>({ method: 'received' });
  const webhook = await postCreated(`${base}/v1/webhooks`, staff, {
    url: receiverUrl,
    events: ['order.status_changed', 'payment.success'],
  });
  const petIds: string[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const pet = await postCreated(`${base}/v1/pets`, staff, {
      name: `Bench ${i}`,
      species: 'cat',
      price: PRICE,
    });
    petIds.push(pet['id'] as string);
  }

  // 1. Adoptions: order + payment per pet, CONCURRENCY at a time.
  const started = performance.now();
  const adoption = await load.call<{ seconds: number; latencies: number[] }>({
    method: 'adopt',
    base,
    token: customer,
    petIds,
    concurrency: CONCURRENCY,
    price: PRICE,
  });
  // Three events per adoption (PLACED, payment.success, APPROVED) reach the receiver.
  const expectedEvents = ORDERS * 3;
  await until(async () => (await received()) >= expectedEvents, 120_000);
  const drainedSeconds = (performance.now() - started) / 1000;
  const latencies = [...adoption.latencies].sort((a, b) => a - b);

  // 2. Deliveries: outbox rows parked in the future, then released at once.
  const db = gateway.database.connection.db;
  if (db === undefined) throw new Error('not connected');
  const deliveries = db.collection('webhook_deliveries');
  const later = new Date(Date.now() + 3_600_000);
  const tenantId = gateway.core.tenants.defaultTenantId();
  const origin = new URL(receiverUrl).origin;
  const rows = Array.from({ length: DELIVERIES }, () => {
    const eventId = newId();
    const payload = { id: eventId, event: 'payment.success', orderId: newId(), amount: 95, currency: 'USD' };
    return {
      _id: newId(),
      tenantId,
      eventId,
      event: 'payment.success',
      targetKind: 'webhook',
      targetId: webhook['id'] as string,
      origin,
      payload: JSON.stringify({ ...payload, timestamp: String(Math.floor(Date.now() / 1000)) }),
      status: 'pending',
      attemptCount: 0,
      nextAttemptAt: later,
      leaseUntil: null,
      leaseToken: null,
      attempts: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await deliveries.insertMany(rows.slice(i, i + 500) as never[]);
  const before = await received();
  const released = performance.now();
  await deliveries.updateMany({ nextAttemptAt: later }, { $set: { nextAttemptAt: new Date() } });
  await until(async () => (await received()) - before >= DELIVERIES, 300_000);
  const deliverySeconds = (performance.now() - released) / 1000;

  const perSecond = (count: number, seconds: number) => (count / seconds).toFixed(1);
  console.log(`\nstore bench: ${ORDERS} adoptions by ${CONCURRENCY} concurrent customers`);
  console.log(`  adoptions (order + card payment) per second: ${perSecond(ORDERS, adoption.seconds)}`);
  console.log(`    requests per second (2 per adoption):      ${perSecond(ORDERS * 2, adoption.seconds)}`);
  console.log(
    `    per adoption: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `    all ${expectedEvents} webhook events delivered ${(drainedSeconds - adoption.seconds).toFixed(2)} s after the last payment`,
  );
  console.log(
    `  webhook deliveries per second to one local receiver: ${perSecond(DELIVERIES, deliverySeconds)}` +
      ` (${DELIVERIES} deliveries; concurrency ${config.webhooks.concurrency}, ${config.webhooks.perTargetConcurrency} per receiver)`,
  );
} finally {
  await gateway.close();
  await load.stop();
}
