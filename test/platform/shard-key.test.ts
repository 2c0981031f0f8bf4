import { afterAll, beforeAll, expect, test } from 'vitest';
import type { mongo } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongoHandle } from '../../src/db/embedded/index.js';
import { COLLECTION_PLACEMENT, type ShardedCollection } from '../../src/db/shard-keys.js';
import { signUp, tokensFor, type TestAccount } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { TestReceiver } from '../helpers/receiver.js';
import { SseClient } from '../helpers/sse.js';
import { tinyImage, uploadImage } from '../pets/pet-api.js';
import { GOOD_CARD, createPet, pay, placeOrder } from '../store/store-api.js';
import { shardingProblems, type SentCommand } from './shard-key-rules.js';

// The service runs over the embedded server as it would over a sharded cluster (MONGODB_URI),
// with the driver's command monitoring on: every command the core sends is recorded and held
// against src/db/shard-keys.ts, which docs/scaling.md mirrors.
let server: EmbeddedMongoHandle;
let service: TestGateway;
let receiver: TestReceiver;
const sent: SentCommand[] = [];

beforeAll(async () => {
  server = await startEmbeddedMongo({ memory: true });
  receiver = await new TestReceiver().start();
  service = await startTestGateway({
    MONGODB_URI: `${server.uri}/petstore?monitorCommands=true`,
    RATE_LIMIT_STORE: 'mongo',
    RATE_LIMIT_AUTHENTICATED_PER_MINUTE: '10000',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10000',
    WEBHOOK_POLL_INTERVAL_MS: '50',
  });
  service.gateway.database.connection.getClient().on('commandStarted', (event: mongo.CommandStartedEvent) => {
    if (event.databaseName === 'petstore') sent.push({ name: event.commandName, command: event.command });
  });
}, 60_000);

afterAll(async () => {
  await service?.close();
  await receiver?.close();
  await server?.stop();
});

/** A representative day of the service, over real HTTP: catalog, accounts, store, webhooks, chat, admin. */
async function exercise(): Promise<void> {
  const staff = (await tokensFor(service.url, 'staff')).accessToken;
  const admin = (await tokensFor(service.url, 'admin')).accessToken;
  const customer: TestAccount = await signUp(service.url);
  const as = (token: string) => ({ token });
  // Each step must succeed: a refused request would skip the queries it is meant to show.
  const ok = (status: number) => expect(status >= 200 && status < 300, `status ${status}`).toBe(true);

  // Accounts.
  ok((await api(service.url, 'GET', '/v1/users/me', as(customer.accessToken))).status);
  ok(
    (
      await api(service.url, 'PUT', `/v1/users/${customer.userId}`, {
        token: customer.accessToken,
        body: { firstName: 'Ada' },
      })
    ).status,
  );

  // Catalog.
  const pet = await createPet(service.url, staff);
  const petId = String(pet['id']);
  ok((await api(service.url, 'GET', '/v1/pets?limit=5')).status);
  ok((await api(service.url, 'GET', '/v1/pets?species=dog&sort=price&limit=5')).status);
  ok((await api(service.url, 'GET', `/v1/pets/${petId}`)).status);
  ok(
    (
      await api(service.url, 'PUT', `/v1/pets/${petId}`, {
        token: staff,
        body: { name: 'Renamed', species: 'dog', price: '150.00' },
      })
    ).status,
  );
  const uploaded = await uploadImage(service.url, staff, petId, await tinyImage('png'), {
    filename: 'p.png',
  });
  ok(uploaded.status);
  const photo = (uploaded.body['photos'] as string[])[0] as string;
  ok((await fetch(photo)).status);
  ok((await api(service.url, 'DELETE', `${new URL(photo).pathname}`, as(staff))).status);
  const gone = await createPet(service.url, staff);
  ok((await api(service.url, 'DELETE', `/v1/pets/${String(gone['id'])}`, as(staff))).status);

  // Webhooks: a subscription, its test ping, its deliveries.
  const webhook = await api(service.url, 'POST', '/v1/webhooks', {
    token: staff,
    body: { url: `${receiver.url}/hooks`, events: ['order.status_changed', 'payment.success'] },
  });
  ok(webhook.status);
  const webhookId = String(webhook.body['id']);
  ok((await api(service.url, 'GET', '/v1/webhooks', as(staff))).status);
  ok((await api(service.url, 'GET', `/v1/webhooks/${webhookId}`, as(staff))).status);
  ok((await api(service.url, 'POST', `/v1/webhooks/${webhookId}/test`, as(staff))).status);

  // Store: an event stream, orders placed, paid (idempotently), completed and cancelled.
  const stream = await SseClient.open(`${service.url}/v1/events`, {
    authorization: `Bearer ${customer.accessToken}`,
  });
  const order = await placeOrder(service.url, customer.accessToken, {
    petId,
    callbackUrl: `${receiver.url}/callback`,
  });
  const orderId = String(order['id']);
  ok((await api(service.url, 'GET', `/v1/store/orders/${orderId}`, as(customer.accessToken))).status);
  ok((await api(service.url, 'GET', '/v1/store/orders', as(customer.accessToken))).status);
  ok((await pay(service.url, customer.accessToken, orderId, GOOD_CARD, { idempotencyKey: 'pay-1' })).status);
  ok((await pay(service.url, customer.accessToken, orderId, GOOD_CARD, { idempotencyKey: 'pay-1' })).status);
  ok((await api(service.url, 'POST', `/v1/store/orders/${orderId}/complete`, as(staff))).status);
  const other = await placeOrder(service.url, customer.accessToken, {
    petId: String((await createPet(service.url, staff))['id']),
  });
  ok(
    (await api(service.url, 'DELETE', `/v1/store/orders/${String(other['id'])}`, as(customer.accessToken)))
      .status,
  );
  ok((await api(service.url, 'GET', '/v1/store/inventory')).status);
  await stream.waitFor((events) => events.length >= 4);
  stream.close();
  await receiver.waitFor((requests) => requests.filter((request) => request.path === '/hooks').length >= 4);
  await receiver.waitFor((requests) => requests.some((request) => request.path === '/callback'));
  ok((await api(service.url, 'GET', `/v1/webhooks/${webhookId}/deliveries`, as(staff))).status);
  ok((await api(service.url, 'DELETE', `/v1/webhooks/${webhookId}`, as(staff))).status);

  // Chat.
  const chat = await api(service.url, 'POST', '/v1/chat/completions', {
    token: customer.accessToken,
    body: { model: 'pet-advisor-1', messages: [{ role: 'user', content: 'Which dog suits a small flat?' }] },
  });
  ok(chat.status);

  // Administration.
  ok((await api(service.url, 'GET', '/v1/admin/dashboard/stats', as(admin))).status);
  ok((await api(service.url, 'GET', '/v1/admin/users', as(admin))).status);
  ok((await api(service.url, 'GET', '/v1/admin/orders', as(admin))).status);
  ok((await api(service.url, 'GET', '/v1/admin/audit-logs', as(admin))).status);
}

test(
  'every query of a sharded collection carries its shard key; every insert the whole key',
  { timeout: 60_000 },
  async () => {
    await exercise();
    const collections = new Set(sent.map((entry) => String(entry.command[entry.name])));
    // The run reached the sharded collections it is meant to check.
    for (const name of [
      'pets',
      'orders',
      'payments',
      'users',
      'webhooks',
      'domain_events',
      'audit_logs',
      'idempotency_keys',
      'rate_limits',
      'pet_images.chunks',
    ]) {
      expect(collections, name).toContain(name);
    }
    expect(shardingProblems(sent, COLLECTION_PLACEMENT)).toEqual([]);
  },
);

test('every collection the service creates is placed in src/db/shard-keys.ts', async () => {
  const db = service.gateway.database.connection.db as mongo.Db;
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((entry) => entry.name);
  const unplaced = names.filter(
    (name) => !name.startsWith('system.') && COLLECTION_PLACEMENT[name] === undefined,
  );
  expect(unplaced).toEqual([]);
});

test('every unique index of a sharded collection starts with the whole shard key', async () => {
  const db = service.gateway.database.connection.db as mongo.Db;
  const invalid: string[] = [];
  for (const [name, placement] of Object.entries(COLLECTION_PLACEMENT)) {
    if (!placement.sharded) continue;
    const indexes = await db
      .collection(name)
      .indexes()
      .catch(() => []);
    for (const index of indexes) {
      if (index.unique !== true || index.name === '_id_') continue;
      const fields = Object.keys(index.key);
      const key = (placement as ShardedCollection).key;
      if (key.some((field, i) => fields[i] !== field))
        invalid.push(`${name}.${String(index.name)} ${fields.join(',')}`);
    }
  }
  expect(invalid).toEqual([]);
});

test('every write asks for majority acknowledgement (money and order state survive a failover)', () => {
  const writes = sent.filter((entry) => ['insert', 'update', 'delete', 'findAndModify'].includes(entry.name));
  expect(writes.length).toBeGreaterThan(20);
  const weaker = writes
    .filter((entry) => (entry.command['writeConcern'] as { w?: unknown } | undefined)?.w !== 'majority')
    .map((entry) => `${entry.name} ${String(entry.command[entry.name])}`);
  expect(weaker).toEqual([]);
});
