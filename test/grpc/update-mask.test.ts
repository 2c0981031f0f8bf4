import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { freshTenant, sharedTestGateway } from '../helpers/shared-gateway.js';
import { failedCall, petstoreClients, unaryCall, withToken, type PetstoreClients } from './grpc-client.js';

type Message = Record<string, unknown>;

const NOTHING_KNOWN = {
  spayedNeutered: null,
  vaccinated: null,
  microchipped: null,
  specialNeeds: null,
  healthNotes: null,
};

let service: TestGateway;
let clients: PetstoreClients;
let staff: string;

async function createPet(medicalInfo?: Message): Promise<Message> {
  const pet = { name: 'Mask', species: 'SPECIES_DOG', price: '80.00', ...(medicalInfo && { medicalInfo }) };
  return (await unaryCall(clients.pets, 'CreatePet', { pet }, withToken(staff))).response;
}

async function restPet(id: unknown): Promise<Message> {
  const response = await fetch(`${service.url}/v1/pets/${String(id)}`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Message;
}

beforeAll(async () => {
  // The worker's gateway, in a tenant of this file's own: the pets it changes are nobody else's.
  service = await sharedTestGateway();
  const { tenantId } = await freshTenant(service);
  clients = petstoreClients(service.grpcAddress);
  staff = (await tokensFor(service.url, 'staff', tenantId)).accessToken;
});
afterAll(() => clients.close());

describe('UpdatePet update_mask with nested paths (AIP-134)', () => {
  it('merges medical_info.<field> paths into the stored medical info, clearing a masked one left unset', async () => {
    const pet = await createPet({ vaccinated: false, spayedNeutered: true, healthNotes: 'Old note' });
    const { response } = await unaryCall(
      clients.pets,
      'UpdatePet',
      {
        // microchipped is set here but not masked: it must not be taken.
        pet: { id: pet['id'], medicalInfo: { vaccinated: true, microchipped: true } },
        updateMask: { paths: ['medical_info.vaccinated', 'medical_info.health_notes'] },
      },
      withToken(staff),
    );
    expect(response['version']).toBe(2);
    expect(response['medicalInfo']).toMatchObject({ vaccinated: true, spayedNeutered: true });
    expect(response['medicalInfo']).not.toHaveProperty('healthNotes');
    expect(response['medicalInfo']).not.toHaveProperty('microchipped');
    expect((await restPet(pet['id']))['medicalInfo']).toEqual({
      ...NOTHING_KNOWN,
      spayedNeutered: true,
      vaccinated: true,
    });
  });

  it('sets one fact of a pet whose medical facts are all unknown', async () => {
    const pet = await createPet();
    expect((await restPet(pet['id']))['medicalInfo']).toEqual(NOTHING_KNOWN);
    await unaryCall(
      clients.pets,
      'UpdatePet',
      {
        pet: { id: pet['id'], medicalInfo: { healthNotes: 'Allergic to chicken.' } },
        updateMask: { paths: ['medical_info.health_notes'] },
      },
      withToken(staff),
    );
    expect((await restPet(pet['id']))['medicalInfo']).toEqual({
      ...NOTHING_KNOWN,
      healthNotes: 'Allergic to chicken.',
    });
  });

  it('refuses unknown paths with one BadRequest violation each, and changes nothing', async () => {
    const pet = await createPet({ vaccinated: true });
    const refused = await failedCall(
      clients.pets,
      'UpdatePet',
      {
        pet: { id: pet['id'], name: 'Changed', medicalInfo: { vaccinated: false } },
        updateMask: { paths: ['name', 'medical_info.blood_type', 'name.first', 'medical_info.vaccinated'] },
      },
      withToken(staff),
    );
    expect(refused.code).toBe(grpc.status.INVALID_ARGUMENT);
    const violations = refused.rich.badRequest?.fieldViolations ?? [];
    expect(violations.map((violation) => violation.field)).toEqual(['update_mask', 'update_mask']);
    expect(violations[0]?.description).toMatch(/^"medical_info\.blood_type" cannot be updated/);
    expect(violations[1]?.description).toMatch(/^"name\.first" cannot be updated/);
    expect(violations[0]?.description).toContain('medical_info.vaccinated');
    const { response: stored } = await unaryCall(
      clients.pets,
      'GetPet',
      { petId: pet['id'] },
      withToken(staff),
    );
    expect(stored).toMatchObject({ name: 'Mask', version: 1, medicalInfo: { vaccinated: true } });
  });
});
