import { beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../src/core/ids.js';
import { accessTokensFor, signUp } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet, placeOrder } from '../store/store-api.js';
import { Collected, streamsOpen, streamsOpened, wsClient } from './ws-client.js';

/** `petStatusChanged` over graphql-ws: the catalog's read rules, fed by the durable event log. */
let service: TestGateway;
let staff: string;
let tenantId: string;

beforeAll(async () => {
  service = await sharedTestGateway();
  [staff] = await accessTokensFor(service.url, 'staff');
  tenantId = service.gateway.core.tenants.defaultTenantId();
});

const WATCH = `subscription Watch($petId: ID) {
  petStatusChanged(petId: $petId) { id petId previousStatus status orderId occurredAt pet { id name status } }
}`;

interface Change {
  petStatusChanged: Record<string, unknown> & { pet: Record<string, unknown> | null };
}

describe('petStatusChanged', () => {
  test("an anonymous caller naming the tenant follows one pet's changes: an order reserves it, cancelling releases it", async () => {
    const pet = await createPet(service.url, staff, { name: 'Nugget' });
    const petId = pet['id'] as string;
    const client = wsClient(service.url, { 'x-tenant-id': tenantId });
    try {
      const before = await streamsOpened(service.gateway.core.metrics.registry, 'petStatusChanged');
      const watch = new Collected<Change>(client, WATCH, { petId });
      // The subscription starts at the newest event once it is set up: changes come after that.
      await streamsOpen(service.gateway.core.metrics.registry, 'petStatusChanged', before + 1);
      const alice = await signUp(service.url);
      const order = await placeOrder(service.url, alice.accessToken, { petId });
      const [reserved] = await watch.waitFor(1);
      expect(reserved?.petStatusChanged).toMatchObject({
        petId,
        previousStatus: 'AVAILABLE',
        status: 'PENDING',
        orderId: order['id'],
        pet: { id: petId, name: 'Nugget', status: 'PENDING' },
      });

      const cancel = await api(service.url, 'DELETE', `/v1/store/orders/${order['id'] as string}`, {
        token: alice.accessToken,
      });
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      const released = (await watch.waitFor(2))[1];
      expect(released?.petStatusChanged).toMatchObject({ previousStatus: 'PENDING', status: 'AVAILABLE' });
      expect(watch.ended).toBe(false);
    } finally {
      await client.dispose();
    }
  });

  test('with no petId every pet of the tenant, and changes written by another process arrive too', async () => {
    const client = wsClient(service.url, { authorization: `Bearer ${staff}` });
    try {
      const before = await streamsOpened(service.gateway.core.metrics.registry, 'petStatusChanged');
      const watch = new Collected<Change>(client, WATCH);
      await streamsOpen(service.gateway.core.metrics.registry, 'petStatusChanged', before + 1);
      const pet = await createPet(service.url, staff, { name: 'Pebble' });
      const update = await api(service.url, 'PUT', `/v1/pets/${pet['id'] as string}`, {
        token: staff,
        body: { name: 'Pebble', species: 'dog', price: '150.00', status: 'NOT_AVAILABLE' },
      });
      expect(update.status, JSON.stringify(update.body)).toBe(200);
      const [edited] = await watch.waitFor(1);
      expect(edited?.petStatusChanged).toMatchObject({
        petId: pet['id'],
        previousStatus: 'AVAILABLE',
        status: 'NOT_AVAILABLE',
        orderId: null,
      });

      // Another process appends to the shared log (this process's bus hears nothing of it): the
      // feed finds it by polling, as SSE does.
      const db = service.gateway.database.connection.db;
      if (db === undefined) throw new Error('no database');
      const counter = await db
        .collection<{ _id: string; seq: number }>('counters')
        .findOneAndUpdate({ _id: `events:${tenantId}` }, { $inc: { seq: 1 } }, { returnDocument: 'after' });
      const eventId = newId();
      await db.collection('domain_events').insertOne({
        _id: eventId as never,
        type: 'pet.status_changed',
        tenantId,
        seq: counter?.seq,
        occurredAt: new Date(),
        audienceUserId: null,
        data: { petId: pet['id'], previousStatus: 'NOT_AVAILABLE', status: 'AVAILABLE', orderId: null },
        createdAt: new Date(),
      });
      const remote = (await watch.waitFor(2))[1];
      expect(remote?.petStatusChanged).toMatchObject({
        id: eventId,
        previousStatus: 'NOT_AVAILABLE',
        status: 'AVAILABLE',
      });
    } finally {
      await client.dispose();
    }
  });

  test('an unknown pet is NOT_FOUND, as the catalog read', async () => {
    const client = wsClient(service.url, { 'x-tenant-id': tenantId });
    try {
      const watch = new Collected<Change>(client, WATCH, { petId: newId() });
      await watch.end();
      const error = (watch.errors ?? watch.results[0]?.errors ?? [])[0];
      expect(error?.extensions).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
    } finally {
      await client.dispose();
    }
  });
});
