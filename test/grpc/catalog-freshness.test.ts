import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet, petInput } from '../pets/pet-api.js';
import { petstoreClients, unaryCall, withToken, type PetstoreClients } from './grpc-client.js';

/**
 * gRPC `GetPet` answers the pet's encoded message remembered on the core's cached record
 * (src/adapters/grpc/messages/pet-bytes.ts). The gateway keeps its catalog for a minute, so only
 * the core's invalidation can make a read fresh: a change over any door must show in the very
 * next anonymous `GetPet`, never the bytes remembered for the pet before it.
 */

let service: TestGateway;
let clients: PetstoreClients;
let staff: string;

beforeAll(async () => {
  service = await startTestGateway({
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10000',
    CATALOG_CACHE_TTL_MS: '60000',
  });
  clients = petstoreClients(service.grpcAddress);
  staff = (await tokensFor(service.url, 'staff')).accessToken;
});
afterAll(async () => {
  clients?.close();
  await service?.close();
});

/** An anonymous read: served from the catalog cache and its remembered bytes. */
async function readOverGrpc(petId: string): Promise<Record<string, unknown>> {
  return (await unaryCall(clients.pets, 'GetPet', { petId })).response;
}

describe('gRPC GetPet after a change', () => {
  it('reads a pet changed over REST, then over gRPC, fresh at once', async () => {
    const petId = String((await createPet(service.url, staff, { name: 'Before' }))['id']);
    // Twice: the second read is the cached record with its bytes already remembered.
    expect(await readOverGrpc(petId)).toMatchObject({ name: 'Before', version: 1 });
    expect(await readOverGrpc(petId)).toMatchObject({ name: 'Before', version: 1 });

    const replaced = await api(service.url, 'PUT', `/v1/pets/${petId}`, {
      token: staff,
      body: petInput({ name: 'Changed over REST', price: '99.00' }),
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await readOverGrpc(petId)).toMatchObject({
      name: 'Changed over REST',
      price: '99.00',
      version: 2,
    });

    await unaryCall(
      clients.pets,
      'UpdatePet',
      { pet: { id: petId, name: 'Changed over gRPC' }, updateMask: { paths: ['name'] } },
      withToken(staff),
    );
    expect(await readOverGrpc(petId)).toMatchObject({
      name: 'Changed over gRPC',
      price: '99.00',
      version: 3,
    });
  });

  it('reads a pet held by an order at once, and the release when it is cancelled', async () => {
    const petId = String((await createPet(service.url, staff, { name: 'Reservable' }))['id']);
    expect(await readOverGrpc(petId)).toMatchObject({ status: 'PET_STATUS_AVAILABLE' });
    const customer = (await tokensFor(service.url, 'customer')).accessToken;
    const order = await api(service.url, 'POST', '/v1/store/orders', { token: customer, body: { petId } });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(await readOverGrpc(petId)).toMatchObject({ status: 'PET_STATUS_PENDING' });
    const cancelled = await api(service.url, 'DELETE', `/v1/store/orders/${String(order.body['id'])}`, {
      token: customer,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await readOverGrpc(petId)).toMatchObject({ status: 'PET_STATUS_AVAILABLE' });
  });
});
