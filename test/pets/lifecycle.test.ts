import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/core/context.js';
import { accessTokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet, expectProblem, petInput, tinyImage, uploadImage } from './pet-api.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PET_FIELDS = [
  'id',
  'species',
  'name',
  'breed',
  'ageMonths',
  'size',
  'color',
  'gender',
  'goodWithKids',
  'price',
  'currency',
  'description',
  'status',
  'createdAt',
  'updatedAt',
  'tenantId',
  'photos',
  'medicalInfo',
];

const UNKNOWN_MEDICAL_INFO = {
  spayedNeutered: null,
  vaccinated: null,
  microchipped: null,
  specialNeeds: null,
  healthNotes: null,
};
let service: TestGateway;
let staff: string;
let admin: string;
let customer: string;

beforeAll(async () => {
  service = await startTestGateway({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10000' });
  [staff, admin, customer] = await accessTokensFor(service.url, 'staff', 'admin', 'customer');
});
afterAll(() => service.close());

function systemCtx() {
  return systemContext(service.gateway.core.tenants.defaultTenantId(), 'test');
}

describe('the demo catalog', () => {
  it('the default tenant starts with at least 12 varied sample pets, one of them on hold', async () => {
    const response = await api(
      service.url,
      'GET',
      '/v1/pets?status=available,not_available&sort=createdAt&limit=100',
    );
    const pets = response.body['data'] as { species: string; size: string; status: string }[];
    expect(pets.length).toBeGreaterThanOrEqual(12);
    expect(new Set(pets.map((pet) => pet.species))).toEqual(
      new Set(['DOG', 'CAT', 'RABBIT', 'BIRD', 'REPTILE', 'OTHER']),
    );
    expect(new Set(pets.map((pet) => pet.size))).toEqual(new Set(['SMALL', 'MEDIUM', 'LARGE']));
    expect(pets.filter((pet) => pet.status === 'NOT_AVAILABLE').length).toBeGreaterThanOrEqual(1);
  });
});

describe('creating a pet', () => {
  it('staff get 201, a Location and the Pet of the interface document, status AVAILABLE', async () => {
    const response = await api(service.url, 'POST', '/v1/pets', {
      token: staff,
      body: petInput({
        name: 'Buddy',
        species: 'dog',
        size: 'large',
        gender: 'male',
        price: '150.00',
        medicalInfo: { vaccinated: true, spayedNeutered: false, healthNotes: 'Healthy.' },
      }),
    });

    expect(response.status).toBe(201);
    const pet = response.body;
    expect(Object.keys(pet).sort()).toEqual([...PET_FIELDS].sort());
    expect(pet).toMatchObject({
      species: 'DOG',
      name: 'Buddy',
      breed: 'Beagle',
      ageMonths: 14,
      size: 'LARGE',
      color: 'tricolor',
      gender: 'MALE',
      goodWithKids: true,
      price: '150.00',
      currency: 'USD',
      description: 'Loves walks.',
      status: 'AVAILABLE',
      tenantId: service.gateway.core.tenants.defaultTenantId(),
      photos: [],
      medicalInfo: {
        spayedNeutered: false,
        vaccinated: true,
        microchipped: null,
        specialNeeds: null,
        healthNotes: 'Healthy.',
      },
    });
    expect(String(pet['id'])).toMatch(UUID_V7);
    expect(String(pet['createdAt'])).toMatch(ISO_UTC);
    expect(String(pet['updatedAt'])).toMatch(ISO_UTC);
    expect(response.headers.get('location')).toBe(`${service.url}/v1/pets/${String(pet['id'])}`);
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
  });

  it('accepts uppercase enums, keeps money exact, and defaults gender to UNKNOWN', async () => {
    const pet = await createPet(service.url, admin, {
      species: 'CAT',
      size: 'SMALL',
      gender: undefined,
      price: '9999999.99',
      currency: 'EUR',
    });
    expect(pet).toMatchObject({
      species: 'CAT',
      size: 'SMALL',
      gender: 'UNKNOWN',
      price: '9999999.99',
      currency: 'EUR',
    });
  });

  it('a minimal pet has nulls for what was not given', async () => {
    const response = await api(service.url, 'POST', '/v1/pets', {
      token: staff,
      body: { name: 'Pip', species: 'bird', price: '0.50' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      breed: null,
      ageMonths: null,
      size: null,
      color: null,
      gender: 'UNKNOWN',
      goodWithKids: null,
      description: null,
      medicalInfo: UNKNOWN_MEDICAL_INFO,
      price: '0.50',
    });
  });

  it('medicalInfo is always an object, its fields null when unknown: sent as null, partly, or stored as null', async () => {
    const asNull = await createPet(service.url, staff, { medicalInfo: null });
    expect(asNull['medicalInfo']).toEqual(UNKNOWN_MEDICAL_INFO);
    const partly = await createPet(service.url, staff, { medicalInfo: { vaccinated: true } });
    expect(partly['medicalInfo']).toEqual({ ...UNKNOWN_MEDICAL_INFO, vaccinated: true });
    // A pet written before the rule, with null stored: read back as an object too, alone and listed.
    const id = String(asNull['id']);
    await service.gateway.database.connection
      .db!.collection('pets')
      .updateOne({ _id: id as never }, { $set: { medicalInfo: null } });
    expect((await api(service.url, 'GET', `/v1/pets/${id}`)).body['medicalInfo']).toEqual(
      UNKNOWN_MEDICAL_INFO,
    );
    const listed = await api(service.url, 'GET', '/v1/pets?limit=100');
    const listedPets = listed.body['data'] as Record<string, unknown>[];
    expect(listedPets.find((pet) => pet['id'] === id)?.['medicalInfo']).toEqual(UNKNOWN_MEDICAL_INFO);
    for (const pet of listedPets) expect(pet['medicalInfo']).toEqual(expect.any(Object));
  });

  it('is audited with the actor and the created pet', async () => {
    const pet = await createPet(service.url, staff, { name: 'Audited' });
    const entry = await service.gateway.database.connection
      .db!.collection('audit_logs')
      .findOne({ action: 'pet.create', 'resource.id': pet['id'] });
    expect(entry).toMatchObject({ protocol: 'rest', outcome: 'success', actor: { role: 'STAFF' } });
    expect(entry?.['changes']).toMatchObject({ after: { name: 'Audited', status: 'AVAILABLE' } });
  });

  it('without a token is 401 with WWW-Authenticate, even with a malformed body', async () => {
    const response = await api(service.url, 'POST', '/v1/pets', { body: { nonsense: true } });
    expectProblem(response, 401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('a customer gets 403 creating a pet', async () => {
    expectProblem(await api(service.url, 'POST', '/v1/pets', { token: customer, body: petInput() }), 403);
  });
});

describe('the full lifecycle', () => {
  it('create -> get -> list -> update -> upload image -> fetch image -> delete', async () => {
    const name = `Cycle-${randomUUID().slice(0, 8)}`;
    const created = await createPet(service.url, staff, { name });
    const path = `/v1/pets/${String(created['id'])}`;

    const got = await api(service.url, 'GET', path);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created);
    const etag = got.headers.get('etag') as string;

    const listed = await api(service.url, 'GET', `/v1/pets?q=${name}`);
    expect(listed.status).toBe(200);
    expect((listed.body['data'] as unknown[]).map((pet) => (pet as { id: string }).id)).toEqual([
      created['id'],
    ]);

    const updated = await api(service.url, 'PUT', path, {
      token: staff,
      headers: { 'if-match': etag },
      body: petInput({ name, description: 'Now house-trained.', price: '175.25' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      description: 'Now house-trained.',
      price: '175.25',
      status: 'AVAILABLE',
    });
    expect(updated.body['createdAt']).toBe(created['createdAt']);
    expect(updated.headers.get('etag')).not.toBe(etag);

    const image = await tinyImage('png');
    const uploaded = await uploadImage(service.url, staff, String(created['id']), image, {
      filename: 'buddy.png',
    });
    expect(uploaded.status).toBe(201);
    const photos = uploaded.body['photos'] as string[];
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(new RegExp(`^${service.url}${path}/images/[0-9a-f-]{36}$`));

    const fetched = await fetch(photos[0] as string);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(image)).toBe(true);

    const deleted = await api(service.url, 'DELETE', path, { token: staff });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expectProblem(await api(service.url, 'GET', path), 404);
    expect((await fetch(photos[0] as string)).status).toBe(404);
  });
});

describe('reading one pet', () => {
  it('answers 304 for a matching If-None-Match, and 200 again once the pet changes', async () => {
    const pet = await createPet(service.url, staff);
    const path = `/v1/pets/${String(pet['id'])}`;
    const first = await api(service.url, 'GET', path);
    const etag = first.headers.get('etag') as string;

    const notModified = await fetch(`${service.url}${path}`, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(await notModified.text()).toBe('');

    await api(service.url, 'PUT', path, { token: staff, body: petInput({ name: 'Renamed' }) });
    const changed = await fetch(`${service.url}${path}`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('an unknown pet is 404, and so is an id that is not a UUID', async () => {
    expectProblem(await api(service.url, 'GET', `/v1/pets/${randomUUID()}`), 404);
    expectProblem(await api(service.url, 'GET', '/v1/pets/not-a-uuid'), 404);
    expectProblem(
      await api(service.url, 'PUT', `/v1/pets/${randomUUID()}`, { token: staff, body: petInput() }),
      404,
    );
    expectProblem(await api(service.url, 'DELETE', `/v1/pets/${randomUUID()}`, { token: staff }), 404);
  });
});

describe('replacing a pet (PUT)', () => {
  it('a stale If-Match is 412 and changes nothing', async () => {
    const pet = await createPet(service.url, staff);
    const path = `/v1/pets/${String(pet['id'])}`;
    const stale = (await api(service.url, 'GET', path)).headers.get('etag') as string;
    await api(service.url, 'PUT', path, { token: staff, body: petInput({ name: 'First edit' }) });

    const refused = await api(service.url, 'PUT', path, {
      token: staff,
      headers: { 'if-match': stale },
      body: petInput({ name: 'Lost update' }),
    });
    expectProblem(refused, 412);
    expect((await api(service.url, 'GET', path)).body['name']).toBe('First edit');
  });

  it('of concurrent updates carrying the same If-Match, exactly one wins and the rest get 412', async () => {
    const pet = await createPet(service.url, staff);
    const path = `/v1/pets/${String(pet['id'])}`;
    const etag = (await api(service.url, 'GET', path)).headers.get('etag') as string;
    const responses = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((name) =>
        api(service.url, 'PUT', path, {
          token: staff,
          headers: { 'if-match': etag },
          body: petInput({ name }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 412, 412, 412]);
    const winner = responses.find((response) => response.status === 200);
    expect((await api(service.url, 'GET', path)).body['name']).toBe(winner?.body['name']);
  });

  it('omitted optional fields are cleared: PUT replaces', async () => {
    const pet = await createPet(service.url, staff, { medicalInfo: { vaccinated: true } });
    const response = await api(service.url, 'PUT', `/v1/pets/${String(pet['id'])}`, {
      token: staff,
      body: { name: 'Bare', species: 'dog', price: '150.00' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Bare',
      breed: null,
      size: null,
      description: null,
      medicalInfo: UNKNOWN_MEDICAL_INFO,
    });
  });

  it('staff may put a pet on hold (NOT_AVAILABLE) and back; it leaves the default listing meanwhile', async () => {
    const name = `Hold-${randomUUID().slice(0, 8)}`;
    const pet = await createPet(service.url, staff, { name });
    const path = `/v1/pets/${String(pet['id'])}`;
    const held = await api(service.url, 'PUT', path, {
      token: staff,
      body: petInput({ name, status: 'not_available' }),
    });
    expect(held.body['status']).toBe('NOT_AVAILABLE');
    expect((await api(service.url, 'GET', `/v1/pets?q=${name}`)).body['data']).toEqual([]);
    const onHold = await api(service.url, 'GET', `/v1/pets?q=${name}&status=not_available`);
    expect((onHold.body['data'] as unknown[]).length).toBe(1);

    const back = await api(service.url, 'PUT', path, {
      token: staff,
      body: petInput({ name, status: 'AVAILABLE' }),
    });
    expect(back.body['status']).toBe('AVAILABLE');
  });

  it('cannot set ADOPTED or PENDING directly (400)', async () => {
    const pet = await createPet(service.url, staff);
    for (const status of ['adopted', 'PENDING']) {
      const response = await api(service.url, 'PUT', `/v1/pets/${String(pet['id'])}`, {
        token: staff,
        body: petInput({ status }),
      });
      expectProblem(response, 400);
    }
    expect((await api(service.url, 'GET', `/v1/pets/${String(pet['id'])}`)).body['status']).toBe('AVAILABLE');
  });

  it('a customer gets 403 and an anonymous caller 401', async () => {
    const pet = await createPet(service.url, staff);
    const path = `/v1/pets/${String(pet['id'])}`;
    expectProblem(await api(service.url, 'PUT', path, { token: customer, body: petInput() }), 403);
    expectProblem(await api(service.url, 'PUT', path, { body: petInput() }), 401);
    expectProblem(await api(service.url, 'DELETE', path, { token: customer }), 403);
    expectProblem(await api(service.url, 'DELETE', path), 401);
  });
});

describe('pets held by an order', () => {
  it('a PENDING pet cannot be deleted (409) nor have its status or price changed, but its profile can', async () => {
    const pet = await createPet(service.url, staff, { price: '80.00' });
    const petId = String(pet['id']);
    const orderId = randomUUID();
    const reserved = await service.gateway.core.pets.reserveForOrder(systemCtx(), petId, orderId);
    expect(reserved.status).toBe('PENDING');
    const path = `/v1/pets/${petId}`;

    expectProblem(await api(service.url, 'DELETE', path, { token: staff }), 409);
    const statusChange = await api(service.url, 'PUT', path, {
      token: staff,
      body: petInput({ price: '80.00', status: 'available' }),
    });
    expectProblem(statusChange, 409);
    expectProblem(
      await api(service.url, 'PUT', path, { token: staff, body: petInput({ price: '1.00' }) }),
      409,
    );

    const edited = await api(service.url, 'PUT', path, {
      token: staff,
      body: petInput({ price: '80.00', description: 'Meeting the family on Saturday.' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'PENDING', description: 'Meeting the family on Saturday.' });
    expect((await api(service.url, 'GET', path)).body['status']).toBe('PENDING');
  });

  it('a second order cannot reserve a PENDING pet; releasing makes it AVAILABLE and deletable again', async () => {
    const pet = await createPet(service.url, staff);
    const petId = String(pet['id']);
    const [first, second] = [randomUUID(), randomUUID()];
    await service.gateway.core.pets.reserveForOrder(systemCtx(), petId, first);
    await expect(service.gateway.core.pets.reserveForOrder(systemCtx(), petId, second)).rejects.toMatchObject(
      {
        kind: 'conflict',
      },
    );
    const released = await service.gateway.core.pets.releaseReservation(systemCtx(), petId, first);
    expect(released.status).toBe('AVAILABLE');
    expect((await api(service.url, 'DELETE', `/v1/pets/${petId}`, { token: staff })).status).toBe(204);
  });

  it('of many orders racing for one pet, exactly one reserves it', async () => {
    const pet = await createPet(service.url, staff);
    const orders = Array.from({ length: 8 }, () => randomUUID());
    const outcomes = await Promise.allSettled(
      orders.map((orderId) =>
        service.gateway.core.pets.reserveForOrder(systemCtx(), String(pet['id']), orderId),
      ),
    );
    const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    const losers = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(losers.every((outcome) => (outcome.reason as { kind: string }).kind === 'conflict')).toBe(true);
    const current = await api(service.url, 'GET', `/v1/pets/${String(pet['id'])}`);
    expect(current.body['status']).toBe('PENDING');
  });

  it('an ADOPTED pet is kept: DELETE is 409 and it is listed under status=adopted', async () => {
    const name = `Adopted-${randomUUID().slice(0, 8)}`;
    const pet = await createPet(service.url, staff, { name });
    const petId = String(pet['id']);
    const orderId = randomUUID();
    await service.gateway.core.pets.reserveForOrder(systemCtx(), petId, orderId);
    const adopted = await service.gateway.core.pets.markAdopted(systemCtx(), petId, orderId);
    expect(adopted.status).toBe('ADOPTED');

    expectProblem(await api(service.url, 'DELETE', `/v1/pets/${petId}`, { token: staff }), 409);
    const listed = await api(service.url, 'GET', `/v1/pets?q=${name}&status=adopted`);
    expect((listed.body['data'] as { id: string }[]).map((item) => item.id)).toEqual([petId]);
    expect((await api(service.url, 'GET', `/v1/pets?q=${name}`)).body['data']).toEqual([]);
  });
});
