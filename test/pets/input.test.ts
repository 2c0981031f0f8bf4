import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { countStoredPets, createPet, expectProblem, fieldErrors, petInput } from './pet-api.js';

let service: TestGateway;
let staff: string;

beforeAll(async () => {
  service = await sharedTestGateway();
  staff = (await tokensFor(service.url, 'staff')).accessToken;
});

async function createExpecting400(body: unknown, field: string, code?: string): Promise<void> {
  const before = await countStoredPets(service);
  const response = await api(service.url, 'POST', '/v1/pets', { token: staff, body });
  expectProblem(response, 400);
  expect(fieldErrors(response)).toContain(field);
  if (code !== undefined) {
    const errors = response.body['errors'] as { field: string; code: string }[];
    expect(errors.find((error) => error.field === field)?.code).toBe(code);
  }
  expect(await countStoredPets(service)).toBe(before);
}

describe('create validation (400, nothing stored)', () => {
  it('a missing name', () => createExpecting400(petInput({ name: undefined }), 'name'));
  it('an empty name', () => createExpecting400(petInput({ name: '   ' }), 'name'));
  it('a name of 101 characters', () => createExpecting400(petInput({ name: 'x'.repeat(101) }), 'name'));
  it('a missing species', () => createExpecting400(petInput({ species: undefined }), 'species'));
  it('a missing price', () => createExpecting400(petInput({ price: undefined }), 'price'));
  it('a price with one decimal ("12.5")', () => createExpecting400(petInput({ price: '12.5' }), 'price'));
  it('a price as a number', () => createExpecting400(petInput({ price: 12.5 }), 'price'));
  it('a negative price', () => createExpecting400(petInput({ price: '-1.00' }), 'price'));
  it('a price of eight digits', () => createExpecting400(petInput({ price: '10000000.00' }), 'price'));
  it('an unknown species', () => createExpecting400(petInput({ species: 'dragon' }), 'species'));
  it('an unknown size', () => createExpecting400(petInput({ size: 'huge' }), 'size'));
  it('an unknown gender', () => createExpecting400(petInput({ gender: 'other' }), 'gender'));
  it('ageMonths 601', () => createExpecting400(petInput({ ageMonths: 601 }), 'ageMonths'));
  it('ageMonths -1', () => createExpecting400(petInput({ ageMonths: -1 }), 'ageMonths'));
  it('ageMonths 1.5', () => createExpecting400(petInput({ ageMonths: 1.5 }), 'ageMonths'));
  it('goodWithKids as a string', () => createExpecting400(petInput({ goodWithKids: 'yes' }), 'goodWithKids'));
  it('a description over 5000 characters', () =>
    createExpecting400(petInput({ description: 'x'.repeat(5001) }), 'description'));
  it('a lowercase currency', () => createExpecting400(petInput({ currency: 'usd' }), 'currency'));
  it('a currency that is not ISO 4217', () => createExpecting400(petInput({ currency: 'XYZ' }), 'currency'));
  it('a JPY price with decimals ("1.50"): the yen has no minor unit', () =>
    createExpecting400(petInput({ price: '1.50', currency: 'JPY' }), 'price', 'invalid_minor_units'));
  it('a JPY price with cents on a replace too', async () => {
    const pet = await createPet(service.url, staff, { price: '1500.00', currency: 'JPY' });
    const response = await api(service.url, 'PUT', `/v1/pets/${String(pet['id'])}`, {
      token: staff,
      body: petInput({ price: '1500.05', currency: 'JPY' }),
    });
    expectProblem(response, 400);
    expect(response.body['errors']).toEqual([
      {
        field: 'price',
        code: 'invalid_minor_units',
        message: expect.stringMatching(/JPY has no minor unit/),
      },
    ]);
  });
  it('an unknown field', () => createExpecting400(petInput({ owner: 'me' }), 'owner', 'unknown_field'));
  it('a status on create', () =>
    createExpecting400(petInput({ status: 'adopted' }), 'status', 'unknown_field'));
  it('an id on create', () =>
    createExpecting400(petInput({ id: crypto.randomUUID() }), 'id', 'unknown_field'));
  it('an unknown medicalInfo field', () =>
    createExpecting400(
      petInput({ medicalInfo: { vaccinated: true, bloodType: 'A' } }),
      'medicalInfo.bloodType',
    ));
  it('a body that is an array', () => createExpecting400([petInput()], ''));

  it('reports every problem at once', async () => {
    const response = await api(service.url, 'POST', '/v1/pets', {
      token: staff,
      body: { species: 'dragon', price: '1', ageMonths: 601 },
    });
    expectProblem(response, 400);
    expect(fieldErrors(response)).toEqual(expect.arrayContaining(['name', 'species', 'price', 'ageMonths']));
  });

  it('malformed JSON is 400 and another content type 415', async () => {
    expectProblem(
      await api(service.url, 'POST', '/v1/pets', {
        token: staff,
        rawBody: '{"name": "Rex",',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
    expectProblem(
      await api(service.url, 'POST', '/v1/pets', {
        token: staff,
        rawBody: 'name=Rex',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
    );
  });
});

describe('NoSQL operator injection and prototype pollution (refused, nothing changes)', () => {
  it('an operator object as the name: {"name": {"$gt": ""}}', () =>
    createExpecting400(petInput({ name: { $gt: '' } }), 'name.$gt', 'forbidden_key'));

  it('a top-level $where', () => createExpecting400({ ...petInput(), $where: 'sleep(1000)' }, '$where'));

  it('a dotted key', () =>
    createExpecting400({ ...petInput(), 'medicalInfo.vaccinated': true }, 'medicalInfo.vaccinated'));

  it('__proto__ and constructor.prototype in JSON', async () => {
    const before = await countStoredPets(service);
    for (const rawBody of [
      `{"name":"Rex","species":"dog","price":"1.00","__proto__":{"polluted":"yes","isAdmin":true}}`,
      `{"name":"Rex","species":"dog","price":"1.00","constructor":{"prototype":{"polluted":"yes"}}}`,
      `{"name":"Rex","species":"dog","price":"1.00","medicalInfo":{"__proto__":{"polluted":"yes"}}}`,
    ]) {
      const response = await api(service.url, 'POST', '/v1/pets', {
        token: staff,
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(response, 400);
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
    expect(await countStoredPets(service)).toBe(before);
  });

  it('operators in a PUT body leave the pet unchanged', async () => {
    const pet = await createPet(service.url, staff, { name: 'Steady' });
    const path = `/v1/pets/${String(pet['id'])}`;
    const response = await api(service.url, 'PUT', path, {
      token: staff,
      body: { ...petInput({ name: 'Steady' }), price: { $set: '0.00' }, $inc: { version: 1 } },
    });
    expectProblem(response, 400);
    expect((await api(service.url, 'GET', path)).body).toEqual(pet);
  });

  it('operators in query parameters are refused: ?species[$ne]=dog, ?q[$regex]=.*', async () => {
    for (const query of ['species[$ne]=dog', 'q[$regex]=.*', 'name[$gt]=', '__proto__[x]=1', 'status.x=1']) {
      expectProblem(await api(service.url, 'GET', `/v1/pets?${query}`), 400);
    }
  });

  it('repeating a filter parameter is a 400, not an $in', async () => {
    expectProblem(await api(service.url, 'GET', '/v1/pets?species=dog&species=cat'), 400);
  });

  it('q is matched literally: ".*" finds only a pet with ".*" in its text', async () => {
    const literal = await createPet(service.url, staff, {
      name: 'Star.*Dust',
      description: 'Named by a programmer.',
    });
    const response = await api(service.url, 'GET', '/v1/pets?q=.*&limit=100');
    expect(response.status).toBe(200);
    expect((response.body['data'] as { id: string }[]).map((pet) => pet.id)).toEqual([literal['id']]);

    const brackets = await api(service.url, 'GET', `/v1/pets?q=${encodeURIComponent('(a+)+$[')}`);
    expect(brackets.status).toBe(200);
    expect(brackets.body['data']).toEqual([]);
  });

  it('an X-Tenant-ID that is not a UUID is 400', async () => {
    expectProblem(
      await api(service.url, 'GET', '/v1/pets', { headers: { 'x-tenant-id': '{"$ne":null}' } }),
      400,
    );
  });
});

describe('prices follow their currency’s ISO 4217 minor units', () => {
  it.each([
    ['1500.00', 'JPY'],
    ['1.50', 'USD'],
    ['1.25', 'KWD'],
    ['0.99', 'EUR'],
  ])('%s %s is accepted', async (price, currency) => {
    const pet = await createPet(service.url, staff, { price, currency });
    expect(pet).toMatchObject({ price, currency });
  });
});

describe('compressed request bodies', () => {
  it('a gzip-encoded body is 415 naming the accepted coding, and stores nothing', async () => {
    const before = await countStoredPets(service);
    const response = await fetch(`${service.url}/v1/pets`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${staff}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      body: gzipSync(JSON.stringify(petInput())),
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.headers.get('accept-encoding')).toBe('identity');
    expect(await response.json()).toMatchObject({ status: 415, supportedEncodings: ['identity'] });
    expect(await countStoredPets(service)).toBe(before);
  });

  it('Content-Encoding: identity is an uncompressed body', async () => {
    const response = await api(service.url, 'POST', '/v1/pets', {
      token: staff,
      headers: { 'content-encoding': 'identity' },
      body: petInput(),
    });
    expect(response.status).toBe(201);
  });
});
