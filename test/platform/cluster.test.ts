import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUp, tokensFor, type TestAccount } from '../helpers/auth.js';
import { TestReceiver } from '../helpers/receiver.js';
import { SseClient } from '../helpers/sse.js';
import { metadataOf, petstoreClients, unaryCall } from '../grpc/grpc-client.js';
import { ClusterService } from './cluster-service.js';
import { rateLimitOf, requestFrom, type RawResponse } from './http.js';

// WEB_CONCURRENCY=2 as `npm start` runs it: a primary hosting the embedded database in a temporary
// data directory, two workers sharing the HTTP and gRPC ports. Each request below goes over a
// fresh connection, which the primary hands to the workers in turn; the request log line (with
// the request id the test chose) says which worker answered.
const ANONYMOUS_PER_MINUTE = 12;

let service: ClusterService;
let receiver: TestReceiver;
let staff: string;
let customer: TestAccount;

beforeAll(async () => {
  [service, receiver] = await Promise.all([
    ClusterService.start({
      WEB_CONCURRENCY: '2',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(ANONYMOUS_PER_MINUTE),
      RATE_LIMIT_AUTHENTICATED_PER_MINUTE: '10000',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      // Both workers' dispatchers look for due deliveries all the time, so a claim that is not
      // atomic would send some deliveries twice.
      WEBHOOK_POLL_INTERVAL_MS: '20',
      CHAT_STREAM_DELAY_MS: '0',
      // Debug adds one line per webhook delivery attempt, naming the worker that made it.
      LOG_LEVEL: 'debug',
      SHUTDOWN_GRACE_MS: '2000',
    }),
    new TestReceiver().start(),
  ]);
  staff = (await tokensFor(service.url, 'staff')).accessToken;
  customer = await signUp(service.url);
}, 180_000);

afterAll(async () => {
  await receiver?.close();
  await service?.stop();
});

/** One request on its own connection, with a request id of the test's choosing. */
async function send(
  path: string,
  options: { method?: string; token?: string; body?: unknown; from?: string } = {},
): Promise<RawResponse & { requestId: string; json: Record<string, unknown> }> {
  const requestId = `cluster-${randomUUID()}`;
  const answer = await requestFrom(options.from ?? '127.0.0.1', `${service.url}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      'x-request-id': requestId,
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { ...answer, requestId, json };
}

/**
 * `count` orders, each for a new pet. The pets are created first and then the orders, each on its
 * own connection, so the orders alternate between the workers; returns each order's request id.
 */
async function placeOrders(count: number): Promise<{ orderId: string; requestId: string }[]> {
  const petIds: unknown[] = [];
  for (let i = 0; i < count; i += 1) {
    const pet = await send('/v1/pets', {
      method: 'POST',
      token: staff,
      body: { name: 'Biscuit', species: 'dog', price: '150.00' },
    });
    expect(pet.status, pet.body).toBe(201);
    petIds.push(pet.json['id']);
  }
  const placed = [];
  for (const petId of petIds) {
    const order = await send('/v1/store/orders', {
      method: 'POST',
      token: customer.accessToken,
      body: { petId },
    });
    expect(order.status, order.body).toBe(201);
    placed.push({ orderId: order.json['id'] as string, requestId: order.requestId });
  }
  return placed;
}

test('a rate limit is one budget across both workers', async () => {
  const client = '127.0.0.41';
  const answers = [];
  for (let i = 0; i < ANONYMOUS_PER_MINUTE; i += 1)
    answers.push(await send('/v1/openapi.json', { from: client }));
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  expect(answers.map((answer) => rateLimitOf(answer.headers).remaining)).toEqual(
    answers.map((_, i) => ANONYMOUS_PER_MINUTE - 1 - i),
  );
  // The next request is refused whichever worker takes it.
  const refused = [
    await send('/v1/openapi.json', { from: client }),
    await send('/v1/openapi.json', { from: client }),
  ];
  expect(refused.map((answer) => answer.status)).toEqual([429, 429]);

  const workers = await Promise.all(
    [...answers, ...refused].map((answer) => service.workerThatServed(answer.requestId)),
  );
  expect(new Set(workers)).toEqual(new Set([1, 2]));
  expect(new Set(refused.map((_, i) => workers[ANONYMOUS_PER_MINUTE + i]))).toEqual(new Set([1, 2]));
});

test('an event published by one worker reaches an event stream served by the other', async () => {
  const streamRequestId = `cluster-sse-${randomUUID()}`;
  const stream = await SseClient.open(`${service.url}/v1/events`, {
    authorization: `Bearer ${staff}`,
    'x-request-id': streamRequestId,
  });
  expect(stream.status).toBe(200);
  const placed = await placeOrders(4);
  const orderIds = new Set(placed.map((order) => order.orderId));
  await stream.waitFor(
    (events) =>
      new Set(events.map((event) => (JSON.parse(event.data) as { orderId?: string }).orderId)).size >= 4 &&
      placed.every((order) =>
        events.some((event) => (JSON.parse(event.data) as { orderId?: string }).orderId === order.orderId),
      ),
  );
  stream.close();
  expect(orderIds.size).toBe(4);

  const streamWorker = await service.workerThatServed(streamRequestId);
  const placingWorkers = await Promise.all(placed.map((order) => service.workerThatServed(order.requestId)));
  expect(placingWorkers.filter((worker) => worker !== streamWorker).length).toBeGreaterThan(0);
});

test('each webhook delivery is sent once, though both workers run a dispatcher', async () => {
  const path = `/hooks/${randomUUID()}`;
  const subscription = await send('/v1/webhooks', {
    method: 'POST',
    token: staff,
    body: { url: `${receiver.url}${path}`, events: ['order.status_changed'] },
  });
  expect(subscription.status, subscription.body).toBe(201);
  const orders = await placeOrders(8);
  await receiver.waitFor((requests) => requests.filter((request) => request.path === path).length >= 8);
  // Both dispatchers keep polling; give a duplicate time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const received = receiver.at(path);
  expect(received.map((request) => request.json['orderId']).sort()).toEqual(
    orders.map((order) => order.orderId).sort(),
  );
  const eventIds = new Set(received.map((request) => String(request.headers['webhook-id'])));
  expect(eventIds.size).toBe(8);
  // The senders' side: one attempt per event in the two workers' logs together.
  const attempts = service.lines.filter(
    (line) => line.msg === 'webhook delivery attempt' && eventIds.has(String(line['eventId'])),
  );
  expect(attempts.map((line) => line['eventId']).sort()).toEqual([...eventIds].sort());
  expect(attempts.every((line) => line['status'] === 'succeeded' && typeof line.worker === 'number')).toBe(
    true,
  );
  const placingWorkers = await Promise.all(orders.map((order) => service.workerThatServed(order.requestId)));
  expect(new Set(placingWorkers)).toEqual(new Set([1, 2]));
});

test('gRPC is served by both workers on the shared port', async () => {
  const workers = [];
  for (let i = 0; i < 4; i += 1) {
    // A fresh client per call: a new HTTP/2 connection, handed to the next worker.
    const clients = petstoreClients(service.grpcAddress);
    const requestId = `cluster-grpc-${randomUUID()}`;
    try {
      const { response } = await unaryCall(
        clients.pets,
        'ListPets',
        { pageSize: 1 },
        metadataOf({ 'x-request-id': requestId }),
      );
      expect(Array.isArray(response['pets'])).toBe(true);
    } finally {
      clients.close();
    }
    workers.push(await service.workerThatServed(requestId));
  }
  expect(new Set(workers)).toEqual(new Set([1, 2]));
});

test('/metrics counts the requests of both workers, whichever worker the scrape reaches', async () => {
  const series = /^petstore_http_requests_total\{method="GET",route="\/v1\/users\/me",status="200"\} (\d+)$/m;
  const scrape = async () => {
    // An address of its own: the anonymous budget of this file's other clients is not spent here.
    const answer = await send('/metrics', { from: '127.0.0.42' });
    expect(answer.status, answer.body).toBe(200);
    return {
      count: Number(series.exec(answer.body)?.[1] ?? 0),
      worker: await service.workerThatServed(answer.requestId),
    };
  };
  const before = await scrape();
  const servedBy = [];
  for (let i = 0; i < 6; i += 1) {
    const answer = await send('/v1/users/me', { token: staff });
    expect(answer.status, answer.body).toBe(200);
    servedBy.push(await service.workerThatServed(answer.requestId));
  }
  expect(new Set(servedBy)).toEqual(new Set([1, 2]));
  const scrapes = [];
  for (let i = 0; i < 4; i += 1) scrapes.push(await scrape());
  // Scraped on either worker, the figure is the whole service's: six more than before.
  expect(new Set(scrapes.map((each) => each.worker))).toEqual(new Set([1, 2]));
  expect(scrapes.map((each) => each.count)).toEqual(scrapes.map(() => before.count + 6));
});

test('a worker that dies is replaced while the other keeps serving', { timeout: 150_000 }, async () => {
  const before = service.lines.length;
  const [victim, pid] = [...service.workerPids()][0] as [number, number];
  process.kill(pid, 'SIGKILL');
  const died = await service.waitForLine((line) => line.msg === 'worker died; restarting it', 10_000, before);
  expect(died).toMatchObject({ role: 'primary', level: 'error', worker: victim, signal: 'SIGKILL' });
  for (let i = 0; i < 3; i += 1) expect((await send('/healthz')).status).toBe(200);
  const replaced = await service.waitForLine(
    (line) => line.msg === 'worker listening' && line.role === 'primary',
    120_000,
    before,
  );
  expect(replaced.worker).toBeGreaterThan(2);
  expect(service.workerPids().size).toBe(2);
});

test('SIGTERM to the primary drains the workers, stops the database and exits 0', async () => {
  const workers = [...service.workerPids().keys()];
  const exited = new Promise<number | null>((resolve) => service.child.once('exit', (code) => resolve(code)));
  service.child.kill('SIGTERM');
  expect(await exited).toBe(0);
  await expect(fetch(`${service.url}/healthz`)).rejects.toThrow();
  const stopped = service.lines.filter((line) => line.msg === 'stopped cleanly');
  expect(stopped.map((line) => line.role ?? `worker ${line.worker}`).sort()).toEqual(
    ['primary', ...workers.map((worker) => `worker ${worker}`)].sort(),
  );
  const problems = service.lines.filter(
    (line) => (line.level === 'error' || line.level === 'fatal') && line.msg !== 'worker died; restarting it',
  );
  expect(problems).toEqual([]);
});
