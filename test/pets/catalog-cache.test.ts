import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, tokensFor, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { OTHER_PROCESS_TTL_MS, startCatalogGateways } from './catalog-gateways.js';
import { api } from '../helpers/json-api.js';
import { envelope, postSoap } from '../soap/soap-client.js';
import { createPet, petInput } from './pet-api.js';

/**
 * The in-process catalog cache (src/core/pets/cache.ts): exact for this process's own writes,
 * bounded by CATALOG_CACHE_TTL_MS for another process's, never crossing tenants. The first
 * gateway keeps entries for a minute, so only invalidation can make its reads fresh; the second
 * shares its database with a short time-to-live.
 */

let service: TestGateway;
let second: TestGateway;
let staff: string;
let customer: string;
let other: { tenantId: string; account: TestAccount };

beforeAll(async () => {
  ({ service, second } = await startCatalogGateways());
  staff = (await tokensFor(service.url, 'staff')).accessToken;
  customer = (await tokensFor(service.url, 'customer')).accessToken;
  other = await createTenantWithStaff(service);
});
afterAll(async () => {
  await second?.close();
  await service?.close();
});

const read = (url: string, path: string, headers: Record<string, string> = {}) =>
  api(url, 'GET', path, { headers });

async function replaceName(petId: string, name: string): Promise<void> {
  const response = await api(service.url, 'PUT', `/v1/pets/${petId}`, {
    token: staff,
    body: petInput({ name }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('read-your-writes on one process', () => {
  it('a pet read anonymously, then replaced, reads back changed at once', async () => {
    const petId = String((await createPet(service.url, staff, { name: 'Before' }))['id']);
    expect((await read(service.url, `/v1/pets/${petId}`)).body['name']).toBe('Before');
    await replaceName(petId, 'After');
    expect((await read(service.url, `/v1/pets/${petId}`)).body['name']).toBe('After');
  });

  it('a page read anonymously shows a pet created after it', async () => {
    const path = '/v1/pets?species=bird&limit=50';
    const before = (await read(service.url, path)).body['data'] as { id: string }[];
    const created = await createPet(service.url, staff, { species: 'bird', name: 'Newcomer' });
    const after = (await read(service.url, path)).body['data'] as { id: string }[];
    // Newest first: the new pet heads the page.
    expect(after.map((pet) => pet.id)).toEqual([created['id'], ...before.map((pet) => pet.id)]);
  });

  it('reserving, cancelling and deleting show in the next read', async () => {
    const petId = String((await createPet(service.url, staff, { name: 'Reservable' }))['id']);
    const path = `/v1/pets/${petId}`;
    expect((await read(service.url, path)).body['status']).toBe('AVAILABLE');
    const listPath = '/v1/pets?limit=100';
    const listed = async () =>
      ((await read(service.url, listPath)).body['data'] as { id: string }[]).some((pet) => pet.id === petId);
    expect(await listed()).toBe(true);

    const order = await api(service.url, 'POST', '/v1/store/orders', { token: customer, body: { petId } });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect((await read(service.url, path)).body['status']).toBe('PENDING');
    expect(await listed()).toBe(false);

    const orderId = String(order.body['id']);
    const cancelled = await api(service.url, 'DELETE', `/v1/store/orders/${orderId}`, { token: customer });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await read(service.url, path)).body['status']).toBe('AVAILABLE');
    expect(await listed()).toBe(true);

    const deleted = await api(service.url, 'DELETE', path, { token: staff });
    expect(deleted.status).toBe(204);
    expect((await read(service.url, path)).status).toBe(404);
  });
});

describe('renderings kept on the cached record (SOAP element, REST JSON text)', () => {
  /** The pet's name as an anonymous SOAP `GetPet` tells it. */
  async function soapName(url: string, petId: string): Promise<string | undefined> {
    const answer = await postSoap(
      url,
      '1.1',
      'GetPet',
      envelope('1.1', `<p:GetPet><p:id>${petId}</p:id></p:GetPet>`),
    );
    expect(answer.status, answer.text).toBe(200);
    return /<name>([^<]*)<\/name>/.exec(answer.text)?.[1];
  }

  it('a pet read over SOAP, then replaced over REST, reads back changed over SOAP at once', async () => {
    const petId = String((await createPet(service.url, staff, { name: 'Enveloped' }))['id']);
    expect(await soapName(service.url, petId)).toBe('Enveloped');
    expect(await soapName(service.url, petId)).toBe('Enveloped');
    await replaceName(petId, 'Re-enveloped');
    expect(await soapName(service.url, petId)).toBe('Re-enveloped');
    expect((await read(service.url, `/v1/pets/${petId}`)).body['name']).toBe('Re-enveloped');
  });

  it("another process's SOAP answer shows a change once its cache time has passed", async () => {
    const petId = String((await createPet(service.url, staff, { name: 'Far' }))['id']);
    expect(await soapName(second.url, petId)).toBe('Far');
    await replaceName(petId, 'Near');
    await sleep(OTHER_PROCESS_TTL_MS + 50);
    expect(await soapName(second.url, petId)).toBe('Near');
  });
});

describe('loading', () => {
  it('concurrent reads of a pet not yet cached make one database read', async () => {
    const petId = String((await createPet(service.url, staff, { name: 'Popular' }))['id']);
    const connection = service.gateway.database.connection;
    let petQueries = 0;
    connection.set('debug', (collection: string) => {
      if (collection === 'pets') petQueries += 1;
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => read(service.url, `/v1/pets/${petId}`)),
      );
      expect(answers.map((answer) => answer.body['name'])).toEqual(Array(20).fill('Popular'));
      expect(petQueries).toBe(1);
    } finally {
      connection.set('debug', false);
    }
  });
});

describe('another process on the same database', () => {
  it('sees a change once its cache time has passed', async () => {
    const petId = String((await createPet(service.url, staff, { name: 'Original' }))['id']);
    const path = `/v1/pets/${petId}`;
    expect((await read(second.url, path)).body['name']).toBe('Original');
    await replaceName(petId, 'Renamed');
    // Whatever the second process kept was read before the change: expired by now.
    await sleep(OTHER_PROCESS_TTL_MS + 50);
    expect((await read(second.url, path)).body['name']).toBe('Renamed');
  });
});

describe('tenants', () => {
  it('a cached pet is never served to a caller naming another tenant, nor a cached page', async () => {
    const petId = String(
      (await createPet(service.url, staff, { name: 'Homebody', species: 'rabbit' }))['id'],
    );
    const path = `/v1/pets/${petId}`;
    expect((await read(service.url, path)).status).toBe(200);
    expect((await read(service.url, path, { 'x-tenant-id': other.tenantId })).status).toBe(404);

    const listPath = '/v1/pets?species=rabbit&limit=100';
    const ours = (await read(service.url, listPath)).body['data'] as { id: string }[];
    expect(ours.map((pet) => pet.id)).toContain(petId);
    const theirs = (await read(service.url, listPath, { 'x-tenant-id': other.tenantId })).body['data'] as {
      id: string;
    }[];
    expect(theirs.map((pet) => pet.id)).not.toContain(petId);
  });
});

describe('HTTP caching of public reads', () => {
  it('anonymous reads are public with an ETag and answer 304 to it; signed-in reads stay private', async () => {
    const petId = String((await createPet(service.url, staff, { name: 'Tagged' }))['id']);
    const path = `/v1/pets/${petId}`;
    const first = await read(service.url, path);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5');
    expect(first.headers.get('vary')).toMatch(/Authorization/);
    const etag = first.headers.get('etag') as string;
    const again = await read(service.url, path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=5');

    const signedIn = await read(service.url, path, { authorization: `Bearer ${customer}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');

    await replaceName(petId, 'Retagged');
    expect((await read(service.url, path, { 'if-none-match': etag })).status).toBe(200);
  });

  it('a page has a weak ETag that changes with its pets', async () => {
    const path = '/v1/pets?species=reptile&limit=10';
    const first = await read(service.url, path);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5');
    expect((await read(service.url, path, { 'if-none-match': etag })).status).toBe(304);
    await createPet(service.url, staff, { species: 'reptile', name: 'Scales' });
    const changed = await read(service.url, path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
