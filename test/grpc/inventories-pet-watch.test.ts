import * as grpc from '@grpc/grpc-js';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/ids.js';
import { login, signUp } from '../helpers/auth.js';
import { TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { freshTenant, sharedTestGateway, type TestTenant } from '../helpers/shared-gateway.js';
import { Collected, streamsOpen, streamsOpened, wsClient } from '../graphql/ws-client.js';
import { createPet, placeOrder } from '../store/store-api.js';
import {
  failedCall,
  metadataOf,
  petstoreClients,
  unaryCall,
  withToken,
  type PetstoreClients,
} from './grpc-client.js';
import { auditShapesOf } from '../helpers/audit-shape.js';

/**
 * `StoreService.ListInventories` and `PetService.WatchPetStatus` beside the doors that had them
 * first: REST's `GET /v1/store/inventories` (the same rows, refusals, budget and audit) and
 * GraphQL's `petStatusChanged` (the same changes, fields and tenant), through a grpc-js client.
 */
let service: TestGateway;
let clients: PetstoreClients;
let shelter: TestTenant;
let other: TestTenant;
let staff: string;
let otherStaff: string;
let customer: string;

beforeAll(async () => {
  service = await sharedTestGateway();
  clients = petstoreClients(service.grpcAddress);
  [shelter, other] = await Promise.all([freshTenant(service), freshTenant(service, 'Other shelter')]);
  const tokens = await Promise.all([
    login(service.url, 'staff', TEST_SEED_PASSWORD, shelter.tenantId),
    login(service.url, 'staff', TEST_SEED_PASSWORD, other.tenantId),
    login(service.url, 'customer', TEST_SEED_PASSWORD, shelter.tenantId),
  ]);
  [staff, otherStaff, customer] = tokens.map((each) => each.accessToken) as [string, string, string];
});
afterAll(() => clients.close());

/** A gRPC inventory row in REST's terms: the species enum as REST's value, counts by status. */
function restRow(row: Record<string, unknown>): Record<string, unknown> {
  return {
    species: String(row['species']).slice('SPECIES_'.length),
    AVAILABLE: row['available'],
    PENDING: row['pending'],
    ADOPTED: row['adopted'],
    NOT_AVAILABLE: row['notAvailable'],
    total: row['total'],
  };
}

/** The audit entries one request left, without the protocol (which names the door). */
async function auditOf(requestId: string): Promise<Record<string, unknown>[]> {
  return (await auditShapesOf(service, requestId)).map(({ protocol: _, ...entry }) => entry);
}

describe('ListInventories answers as GET /v1/store/inventories', () => {
  it('the same rows, one per species with its counts, for the caller’s tenant only', async () => {
    // A cat only this shelter has, so the two tenants' counts differ.
    await createPet(service.url, staff, { name: 'Only here', species: 'cat' });
    const rest = await api(service.url, 'GET', '/v1/store/inventories', { token: staff });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const { response } = await unaryCall(clients.store, 'ListInventories', {}, withToken(staff));
    const rows = response['inventories'] as Record<string, unknown>[];
    expect(rows.map(restRow)).toEqual(rest.body['data']);
    expect(rows.map((row) => row['species'])).toEqual([
      'SPECIES_DOG',
      'SPECIES_CAT',
      'SPECIES_RABBIT',
      'SPECIES_BIRD',
      'SPECIES_REPTILE',
      'SPECIES_OTHER',
    ]);

    const otherRest = await api(service.url, 'GET', '/v1/store/inventories', { token: otherStaff });
    const otherGrpc = await unaryCall(clients.store, 'ListInventories', {}, withToken(otherStaff));
    const otherRows = otherGrpc.response['inventories'] as Record<string, unknown>[];
    expect(otherRows.map(restRow)).toEqual(otherRest.body['data']);
    const cats = (list: Record<string, unknown>[]) => list.find((row) => row['species'] === 'SPECIES_CAT');
    expect(cats(rows)?.['available']).toBe(Number(cats(otherRows)?.['available']) + 1);
  });

  it('refuses a customer and an anonymous caller as REST does, with the same problem and audit', async () => {
    for (const [who, token, status, code] of [
      ['customer', customer, 403, grpc.status.PERMISSION_DENIED],
      ['anonymous', undefined, 401, grpc.status.UNAUTHENTICATED],
    ] as const) {
      const restId = `rest-inventories-${who}-${newId()}`;
      const grpcId = `grpc-inventories-${who}-${newId()}`;
      const rest = await api(service.url, 'GET', '/v1/store/inventories', {
        ...(token === undefined ? {} : { token }),
        headers: { 'x-request-id': restId, 'x-tenant-id': shelter.tenantId },
      });
      const metadata =
        token === undefined
          ? metadataOf({ 'x-request-id': grpcId, 'x-tenant-id': shelter.tenantId })
          : withToken(token, { 'x-request-id': grpcId });
      const refused = await failedCall(clients.store, 'ListInventories', {}, metadata);
      expect(rest.status, who).toBe(status);
      expect(refused.code, who).toBe(code);
      expect(refused.rich.errorInfo?.metadata['type'], who).toBe(rest.body['type']);
      expect(refused.details, who).toBe(rest.body['detail']);
      expect(await auditOf(grpcId), who).toEqual(await auditOf(restId));
    }
  });

  it('a read leaves no audit entry on either door, and spends one call of the budget REST spends', async () => {
    const restId = `rest-inventories-read-${newId()}`;
    const grpcId = `grpc-inventories-read-${newId()}`;
    const first = await api(service.url, 'GET', '/v1/store/inventories', {
      token: staff,
      headers: { 'x-request-id': restId },
    });
    const { trailers } = await unaryCall(
      clients.store,
      'ListInventories',
      {},
      withToken(staff, { 'x-request-id': grpcId }),
    );
    const second = await api(service.url, 'GET', '/v1/store/inventories', { token: staff });
    const remaining = Number(first.headers.get('ratelimit-remaining'));
    expect(trailers.get('ratelimit-limit')).toEqual([first.headers.get('ratelimit-limit')]);
    expect(Number(trailers.get('ratelimit-remaining')[0])).toBe(remaining - 1);
    expect(Number(second.headers.get('ratelimit-remaining'))).toBe(remaining - 2);
    expect(await auditOf(restId)).toEqual([]);
    expect(await auditOf(grpcId)).toEqual([]);
  });
});

/** One `WatchPetStatus` call: its messages as they come, its headers and its end. */
class PetWatch {
  readonly messages: Record<string, unknown>[] = [];
  /** Resolves when the response headers came: the watch has started. */
  readonly started: Promise<void>;
  readonly ended: Promise<{ code: grpc.status; details: string }>;
  private readonly call: grpc.ClientReadableStream<Record<string, unknown>>;

  constructor(request: Record<string, unknown>, metadata: grpc.Metadata) {
    const store = clients.pets as unknown as {
      WatchPetStatus(
        request: object,
        metadata: grpc.Metadata,
      ): grpc.ClientReadableStream<Record<string, unknown>>;
    };
    this.call = store.WatchPetStatus(request, metadata);
    this.started = new Promise((resolve) => this.call.once('metadata', () => resolve()));
    this.call.on('data', (message: Record<string, unknown>) => this.messages.push(message));
    this.ended = new Promise((resolve) => {
      this.call.on('error', (error: grpc.ServiceError) =>
        resolve({ code: error.code, details: error.details }),
      );
      this.call.on('end', () => resolve({ code: grpc.status.OK, details: '' }));
    });
  }

  async waitFor(count: number): Promise<Record<string, unknown>[]> {
    await expect.poll(() => this.messages.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
    return this.messages;
  }

  cancel(): void {
    this.call.cancel();
  }
}

const GRAPHQL_WATCH = `subscription Watch($petId: ID) {
  petStatusChanged(petId: $petId) { id petId previousStatus status orderId occurredAt pet { id name status } }
}`;

/** A gRPC change in GraphQL's terms: enum prefixes off, the timestamp as ISO text, unset as null. */
function asGraphql(message: Record<string, unknown>): Record<string, unknown> {
  const status = (value: unknown) => String(value).slice('PET_STATUS_'.length);
  const { seconds, nanos } = message['occurTime'] as { seconds: number; nanos: number };
  const pet = message['pet'] as Record<string, unknown> | undefined;
  return {
    id: message['id'],
    petId: message['petId'],
    previousStatus: status(message['previousStatus']),
    status: status(message['status']),
    orderId: message['orderId'] ?? null,
    occurredAt: new Date(seconds * 1000 + nanos / 1e6).toISOString(),
    pet: pet === undefined ? null : { id: pet['id'], name: pet['name'], status: status(pet['status']) },
  };
}

describe('WatchPetStatus delivers what petStatusChanged does', () => {
  it('a change made over REST arrives on the gRPC stream and on the GraphQL subscription alike; another tenant’s never', async () => {
    const graphqlClient: Client = wsClient(service.url, { authorization: `Bearer ${staff}` });
    const watch = new PetWatch({}, withToken(staff));
    try {
      const registry = service.gateway.core.metrics.registry;
      const before = await streamsOpened(registry, 'petStatusChanged');
      const subscription = new Collected<{ petStatusChanged: Record<string, unknown> }>(
        graphqlClient,
        GRAPHQL_WATCH,
      );
      await Promise.all([watch.started, streamsOpen(registry, 'petStatusChanged', before + 1)]);

      // The other shelter's change comes first: were it delivered, it would be the first message.
      const elsewhere = await createPet(service.url, otherStaff, { name: 'Elsewhere' });
      await placeOrder(service.url, (await signUp(service.url, {}, other.tenantId)).accessToken, {
        petId: elsewhere['id'],
      });
      const pet = await createPet(service.url, staff, { name: 'Pixel' });
      const alice = await signUp(service.url, {}, shelter.tenantId);
      const order = await placeOrder(service.url, alice.accessToken, { petId: pet['id'] });

      const [reserved] = await watch.waitFor(1);
      const [fromGraphql] = await subscription.waitFor(1);
      expect(reserved).toBeDefined();
      expect(asGraphql(reserved!)).toEqual(fromGraphql?.petStatusChanged);
      expect(asGraphql(reserved!)).toMatchObject({
        petId: pet['id'],
        previousStatus: 'AVAILABLE',
        status: 'PENDING',
        orderId: order['id'],
        pet: { id: pet['id'], name: 'Pixel', status: 'PENDING' },
      });
      expect(reserved?.['pet']).toMatchObject({ tenantId: shelter.tenantId, price: '150.00' });
      expect(watch.messages.map((message) => message['petId'])).not.toContain(elsewhere['id']);
      subscription.unsubscribe();
    } finally {
      watch.cancel();
      await graphqlClient.dispose();
    }
  });

  it('with pet_id, an anonymous caller naming the tenant follows that pet only: a staff edit, then its release', async () => {
    const pet = await createPet(service.url, staff, { name: 'Followed' });
    const bystander = await createPet(service.url, staff, { name: 'Bystander' });
    const watch = new PetWatch({ petId: pet['id'] }, metadataOf({ 'x-tenant-id': shelter.tenantId }));
    try {
      await watch.started;
      const edit = (id: unknown, name: string, status: string) =>
        api(service.url, 'PUT', `/v1/pets/${String(id)}`, {
          token: staff,
          body: { name, species: 'dog', price: '150.00', status },
        });
      expect((await edit(bystander['id'], 'Bystander', 'NOT_AVAILABLE')).status).toBe(200);
      expect((await edit(pet['id'], 'Followed', 'NOT_AVAILABLE')).status).toBe(200);
      expect((await edit(pet['id'], 'Followed', 'AVAILABLE')).status).toBe(200);
      const changes = await watch.waitFor(2);
      expect(changes.map((change) => [change['petId'], change['previousStatus'], change['status']])).toEqual([
        [pet['id'], 'PET_STATUS_AVAILABLE', 'PET_STATUS_NOT_AVAILABLE'],
        [pet['id'], 'PET_STATUS_NOT_AVAILABLE', 'PET_STATUS_AVAILABLE'],
      ]);
      // A staff edit has no order: the optional field is unset, as GraphQL's null.
      expect(changes[0]).not.toHaveProperty('orderId');
    } finally {
      watch.cancel();
    }
  });

  it('an unknown pet, or another tenant’s, is NOT_FOUND as REST’s and GraphQL’s reads of it', async () => {
    const theirs = await createPet(service.url, otherStaff, { name: 'Not yours' });
    for (const petId of [newId(), theirs['id']]) {
      const watch = new PetWatch({ petId }, metadataOf({ 'x-tenant-id': shelter.tenantId }));
      const rest = await api(service.url, 'GET', `/v1/pets/${String(petId)}`, {
        headers: { 'x-tenant-id': shelter.tenantId },
      });
      const graphqlClient = wsClient(service.url, { 'x-tenant-id': shelter.tenantId });
      try {
        const subscription = new Collected(graphqlClient, GRAPHQL_WATCH, { petId });
        await subscription.end();
        const ended = await watch.ended;
        expect(rest.status).toBe(404);
        expect(ended).toEqual({ code: grpc.status.NOT_FOUND, details: rest.body['detail'] });
        const refusal = (subscription.errors ?? subscription.results[0]?.errors ?? [])[0];
        expect(refusal?.extensions).toMatchObject({ code: 'NOT_FOUND' });
        expect(watch.messages).toEqual([]);
      } finally {
        await graphqlClient.dispose();
      }
    }
  });

  it('a revoked token ends the stream with UNAUTHENTICATED, as WatchOrder', async () => {
    const bob = await signUp(service.url, {}, shelter.tenantId);
    const watch = new PetWatch({}, withToken(bob.accessToken));
    await watch.started;
    // Changing the password signs out every session of the account.
    const changed = await api(service.url, 'PUT', `/v1/users/${bob.userId}`, {
      token: bob.accessToken,
      body: { password: `new-${bob.password}-x9!Qz`, currentPassword: bob.password },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // Within one re-check of open streams (STREAM_RECHECK_INTERVAL_MS, 5 s by default).
    expect(await watch.ended).toEqual({
      code: grpc.status.UNAUTHENTICATED,
      details: 'The access token has been revoked.',
    });
  });
});
