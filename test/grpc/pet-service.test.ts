import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { tinyImage, uploadImage } from '../pets/pet-api.js';
import {
  failedCall,
  metadataOf,
  petstoreClients,
  unaryCall,
  withToken,
  type PetstoreClients,
} from './grpc-client.js';

let service: TestGateway;
let clients: PetstoreClients;
let staff: string;
let customer: string;

const newPet = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pixel',
  species: 'SPECIES_CAT',
  breed: 'Siamese',
  ageMonths: 20,
  size: 'SIZE_SMALL',
  gender: 'GENDER_FEMALE',
  goodWithKids: true,
  price: '120.50',
  currency: 'EUR',
  medicalInfo: { vaccinated: true },
  ...overrides,
});

async function createPet(overrides: Record<string, unknown> = {}) {
  return (await unaryCall(clients.pets, 'CreatePet', { pet: newPet(overrides) }, withToken(staff))).response;
}

beforeAll(async () => {
  service = await sharedTestGateway();
  clients = petstoreClients(service.grpcAddress);
  staff = (await tokensFor(service.url, 'staff')).accessToken;
  customer = (await tokensFor(service.url, 'customer')).accessToken;
});
afterAll(async () => {
  clients.close();
});

describe('PetService', () => {
  it('creates a pet and reads it back, with the request id echoed in the trailers', async () => {
    const { response: created } = await unaryCall(
      clients.pets,
      'CreatePet',
      { pet: newPet({ id: 'ignored', status: 'PET_STATUS_ADOPTED' }) },
      withToken(staff, { 'x-request-id': 'create-pixel-1' }),
    );
    expect(created).toMatchObject({
      name: 'Pixel',
      species: 'SPECIES_CAT',
      size: 'SIZE_SMALL',
      gender: 'GENDER_FEMALE',
      price: '120.50',
      currency: 'EUR',
      status: 'PET_STATUS_AVAILABLE',
      version: 1,
      medicalInfo: { vaccinated: true },
    });
    expect(created['id']).not.toBe('ignored');
    const { response, trailers } = await unaryCall(
      clients.pets,
      'GetPet',
      { petId: created['id'] },
      metadataOf({ 'x-request-id': 'get-pixel-1' }),
    );
    expect(response).toEqual(created);
    expect(trailers.get('x-request-id')).toEqual(['get-pixel-1']);
  });

  it('lists with the catalog filters, a page at a time', async () => {
    const tag = `Zebra${Date.now()}`;
    for (const age of [3, 30, 60])
      await createPet({ name: `${tag} ${age}`, ageMonths: age, species: 'SPECIES_RABBIT' });
    const first = await unaryCall(clients.pets, 'ListPets', {
      species: 'SPECIES_RABBIT',
      minAgeMonths: 10,
      query: tag,
      pageSize: 1,
      orderBy: 'name',
    });
    expect((first.response['pets'] as { name: string }[]).map((pet) => pet.name)).toEqual([`${tag} 30`]);
    expect(first.response['nextPageToken']).toBeTruthy();
    const second = await unaryCall(clients.pets, 'ListPets', {
      species: 'SPECIES_RABBIT',
      minAgeMonths: 10,
      query: tag,
      pageSize: 1,
      orderBy: 'name',
      pageToken: first.response['nextPageToken'],
    });
    expect((second.response['pets'] as { name: string }[]).map((pet) => pet.name)).toEqual([`${tag} 60`]);
    expect(second.response['nextPageToken'] ?? '').toBe('');
  });

  it('updates only the fields named in update_mask, and clears a masked field left unset', async () => {
    const pet = await createPet();
    const { response } = await unaryCall(
      clients.pets,
      'UpdatePet',
      {
        pet: { id: pet['id'], name: 'Renamed', price: '999.00', status: 'PET_STATUS_NOT_AVAILABLE' },
        updateMask: { paths: ['name', 'status', 'breed'] },
      },
      withToken(staff),
    );
    expect(response).toMatchObject({
      name: 'Renamed',
      price: '120.50',
      status: 'PET_STATUS_NOT_AVAILABLE',
      version: 2,
    });
    expect(response['breed']).toBeUndefined();
    expect(response['size']).toBe('SIZE_SMALL');
  });

  it('refuses a stale expected_version and an unknown mask path', async () => {
    const pet = await createPet();
    const stale = await failedCall(
      clients.pets,
      'UpdatePet',
      { pet: { id: pet['id'], name: 'Late' }, updateMask: { paths: ['name'] }, expectedVersion: 7 },
      withToken(staff),
    );
    expect(stale.code).toBe(grpc.status.FAILED_PRECONDITION);
    const unknown = await failedCall(
      clients.pets,
      'UpdatePet',
      { pet: { id: pet['id'] }, updateMask: { paths: ['tenant_id'] } },
      withToken(staff),
    );
    expect(unknown.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(unknown.rich.badRequest?.fieldViolations.map((violation) => violation.field)).toEqual([
      'update_mask',
    ]);
  });

  it('deletes a pet, which is then NOT_FOUND', async () => {
    const pet = await createPet();
    const { response } = await unaryCall(clients.pets, 'DeletePet', { petId: pet['id'] }, withToken(staff));
    expect(response).toEqual({});
    const gone = await failedCall(clients.pets, 'GetPet', { petId: pet['id'] });
    expect(gone.code).toBe(grpc.status.NOT_FOUND);
    expect(gone.rich.errorInfo?.reason).toBe('NOT_FOUND');
  });

  it('answers an invalid CreatePet with INVALID_ARGUMENT and BadRequest field violations, storing nothing', async () => {
    const name = `Invalid${Date.now()}`;
    const refused = await failedCall(
      clients.pets,
      'CreatePet',
      { pet: newPet({ name, price: '12.5', ageMonths: 9999, species: undefined }) },
      withToken(staff, { 'x-request-id': 'bad-create-1' }),
    );
    expect(refused.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(refused.rich.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(refused.rich.errorInfo).toMatchObject({
      reason: 'VALIDATION_ERROR',
      domain: 'petstore-gateway.dev',
      metadata: {
        type: 'https://petstore-gateway.dev/problems/validation-error',
        requestId: refused.trailers.get('x-server-request-id')[0],
        correlationId: 'bad-create-1',
      },
    });
    const fields = refused.rich.badRequest?.fieldViolations.map((violation) => violation.field).sort();
    expect(fields).toEqual(['pet.age_months', 'pet.price', 'pet.species']);
    expect(refused.trailers.get('x-request-id')).toEqual(['bad-create-1']);
    const listed = await unaryCall(clients.pets, 'ListPets', { query: name });
    expect(listed.response['pets'] ?? []).toEqual([]);
  });

  it("refuses a customer's CreatePet with PERMISSION_DENIED and an anonymous one with UNAUTHENTICATED", async () => {
    const denied = await failedCall(clients.pets, 'CreatePet', { pet: newPet() }, withToken(customer));
    expect(denied.code).toBe(grpc.status.PERMISSION_DENIED);
    expect(denied.rich.errorInfo?.reason).toBe('FORBIDDEN');
    const anonymous = await failedCall(clients.pets, 'CreatePet', { pet: newPet() });
    expect(anonymous.code).toBe(grpc.status.UNAUTHENTICATED);
    const badToken = await failedCall(
      clients.pets,
      'GetPet',
      { petId: 'x' },
      metadataOf({ authorization: 'Basic abc' }),
    );
    expect(badToken.code).toBe(grpc.status.UNAUTHENTICATED);
  });

  it('refuses a malformed x-tenant-id with a field violation naming it', async () => {
    const refused = await failedCall(
      clients.pets,
      'ListPets',
      {},
      metadataOf({ 'x-tenant-id': 'not-a-uuid' }),
    );
    expect(refused.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(refused.rich.badRequest?.fieldViolations[0]?.field).toBe('x-tenant-id');
  });

  it('names photo URLs after the host the call reached (:authority), on the HTTP port', async () => {
    const pet = await createPet();
    const petId = String(pet['id']);
    const uploaded = await uploadImage(service.url, staff, petId, await tinyImage('png'), {
      type: 'image/png',
      filename: 'rex.png',
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const httpPort = new URL(service.url).port;
    const grpcPort = service.grpcAddress.split(':').at(-1);
    for (const host of ['localhost', '127.0.0.1']) {
      const byName = petstoreClients(`${host}:${grpcPort}`);
      try {
        const { response } = await unaryCall(byName.pets, 'GetPet', { petId });
        const photos = (response['photos'] ?? []) as string[];
        expect(photos).toHaveLength(1);
        expect(photos[0]?.startsWith(`http://${host}:${httpPort}/`), photos[0]).toBe(true);
        // Fetched where it points: the HTTP server on that host.
        expect((await fetch(photos[0]!)).status).toBe(200);
      } finally {
        byName.close();
      }
    }
  });

  it('serves photo URLs on the HTTP address, where they are fetched', async () => {
    const pet = await createPet();
    const rest = await api(service.url, 'GET', `/v1/pets/${String(pet['id'])}`);
    expect(rest.status).toBe(200);
    expect(pet['photos'] ?? []).toEqual(rest.body['photos']);
  });
});
