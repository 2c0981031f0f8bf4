import { beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api, type ApiResponse } from '../helpers/json-api.js';
import { createPet, expectProblem } from './pet-api.js';

interface ListedPet {
  id: string;
  name: string;
  price: string;
  status: string;
}

interface Collection {
  data: ListedPet[];
  pagination: { limit: number; nextCursor: string | null; hasMore: boolean };
  links: { self: string; next: string | null };
}

// A tenant of its own, so the catalog holds exactly these pets (created in this order).
const PETS = [
  {
    name: 'Alpha',
    species: 'dog',
    size: 'large',
    gender: 'male',
    goodWithKids: true,
    ageMonths: 24,
    price: '150.00',
    medicalInfo: { vaccinated: true, microchipped: true, spayedNeutered: true, specialNeeds: false },
  },
  {
    name: 'bella',
    species: 'cat',
    size: 'small',
    gender: 'female',
    goodWithKids: true,
    ageMonths: 6,
    price: '80.00',
  },
  {
    name: 'Charlie',
    species: 'dog',
    size: 'medium',
    gender: 'male',
    goodWithKids: false,
    ageMonths: 96,
    price: '40.00',
    medicalInfo: { vaccinated: true, microchipped: false, specialNeeds: true },
  },
  {
    name: 'Dotty',
    species: 'rabbit',
    size: 'small',
    gender: 'female',
    goodWithKids: true,
    ageMonths: 12,
    price: '25.50',
    description: 'Loves carrots.',
  },
  { name: 'Echo', species: 'bird', size: 'small', gender: 'unknown', ageMonths: 3, price: '15.00' },
  {
    name: 'Fang',
    species: 'reptile',
    size: 'medium',
    gender: 'male',
    goodWithKids: false,
    ageMonths: 48,
    price: '110.00',
    breed: 'Bearded Dragon',
  },
  {
    name: 'Ginger',
    species: 'cat',
    size: 'medium',
    gender: 'female',
    goodWithKids: false,
    ageMonths: 30,
    price: '80.00',
  },
  {
    name: 'Hazel',
    species: 'dog',
    size: 'small',
    gender: 'female',
    goodWithKids: true,
    ageMonths: 2,
    price: '300.00',
  },
];
const ON_HOLD = {
  name: 'Iggy',
  species: 'dog',
  size: 'large',
  gender: 'male',
  ageMonths: 60,
  price: '95.00',
};
/** Clears the defaults of `petInput` so each pet has only the traits listed. */
const BARE = { breed: null, color: null, description: null, goodWithKids: null };
const AVAILABLE_NAMES = PETS.map((pet) => pet.name);

let service: TestGateway;
let tenantId: string;
let staffToken: string;

beforeAll(async () => {
  service = await sharedTestGateway();
  const tenant = await createTenantWithStaff(service);
  tenantId = tenant.tenantId;
  staffToken = tenant.account.accessToken;
  for (const pet of PETS) await createPet(service.url, staffToken, { ...BARE, ...pet });
  const held = await createPet(service.url, staffToken, { ...BARE, ...ON_HOLD });
  const response = await api(service.url, 'PUT', `/v1/pets/${String(held['id'])}`, {
    token: staffToken,
    body: { ...ON_HOLD, status: 'not_available' },
  });
  expect(response.status).toBe(200);
});

async function list(query = ''): Promise<ApiResponse<Collection>> {
  return api<Collection>(service.url, 'GET', `/v1/pets${query === '' ? '' : `?${query}`}`, {
    headers: { 'x-tenant-id': tenantId },
  });
}

async function names(query: string): Promise<string[]> {
  const response = await list(query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.map((pet) => pet.name);
}

/** Follows `links.next` to the end; returns the pages. */
async function walk(query: string): Promise<Collection[]> {
  const pages: Collection[] = [];
  let response = await list(query);
  for (;;) {
    expect(response.status).toBe(200);
    pages.push(response.body);
    const next = response.body.links.next;
    if (next === null) return pages;
    const nextResponse = await fetch(next, { headers: { 'x-tenant-id': tenantId } });
    response = {
      status: nextResponse.status,
      headers: nextResponse.headers,
      body: (await nextResponse.json()) as Collection,
    };
  }
}

describe('listing the catalog (GET /v1/pets)', () => {
  it('shows AVAILABLE pets by default, newest first, as a PetCollection', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body.data.map((pet) => pet.name)).toEqual([...AVAILABLE_NAMES].reverse());
    expect(response.body.data.every((pet) => pet.status === 'AVAILABLE')).toBe(true);
    expect(response.body.pagination).toEqual({ limit: 20, nextCursor: null, hasMore: false });
    expect(response.body.links).toEqual({ self: `${service.url}/v1/pets`, next: null });
  });

  it('filters by species, in either case', async () => {
    expect((await names('species=dog&sort=name')).sort()).toEqual(['Alpha', 'Charlie', 'Hazel']);
    expect(await names('species=DOG&sort=name')).toEqual(['Alpha', 'Charlie', 'Hazel']);
    expect(await names('species=reptile')).toEqual(['Fang']);
  });

  it('filters by size', async () => {
    expect(await names('size=small&sort=name')).toEqual(['bella', 'Dotty', 'Echo', 'Hazel']);
  });

  it('filters by gender', async () => {
    expect(await names('gender=female&sort=name')).toEqual(['bella', 'Dotty', 'Ginger', 'Hazel']);
    expect(await names('gender=unknown')).toEqual(['Echo']);
  });

  it('filters by goodWithKids', async () => {
    expect(await names('goodWithKids=true&sort=name')).toEqual(['Alpha', 'bella', 'Dotty', 'Hazel']);
    expect(await names('goodWithKids=false&sort=name')).toEqual(['Charlie', 'Fang', 'Ginger']);
  });

  it('filters by an age range, bounds included', async () => {
    expect(await names('minAgeMonths=12&maxAgeMonths=48&sort=name')).toEqual([
      'Alpha',
      'Dotty',
      'Fang',
      'Ginger',
    ]);
    expect(await names('minAgeMonths=60&sort=name')).toEqual(['Charlie']);
    expect(await names('maxAgeMonths=3&sort=name')).toEqual(['Echo', 'Hazel']);
  });

  it('searches name, breed and description with q, ignoring case', async () => {
    expect(await names('q=dragon')).toEqual(['Fang']);
    expect(await names('q=CARROT')).toEqual(['Dotty']);
    expect(await names('q=BELL')).toEqual(['bella']);
    expect(await names('q=nothing-like-this')).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await names('species=dog&size=small&goodWithKids=true')).toEqual(['Hazel']);
  });

  it('shows other statuses when asked, alone or as a list', async () => {
    expect(await names('status=not_available')).toEqual(['Iggy']);
    expect((await names('status=available,NOT_AVAILABLE&sort=name')).length).toBe(PETS.length + 1);
  });

  it('sorts by price, both ways, ties in a fixed order', async () => {
    const ascending = (await list('sort=price')).body.data.map((pet) => Number(pet.price));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await list('sort=-price')).body.data.map((pet) => Number(pet.price));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(await names('sort=price')).toEqual(await names('sort=price'));
  });

  it('sorts by name ignoring case, and by creation time both ways', async () => {
    expect(await names('sort=name')).toEqual([
      'Alpha',
      'bella',
      'Charlie',
      'Dotty',
      'Echo',
      'Fang',
      'Ginger',
      'Hazel',
    ]);
    expect(await names('sort=createdAt')).toEqual(AVAILABLE_NAMES);
    expect(await names('sort=-createdAt')).toEqual([...AVAILABLE_NAMES].reverse());
  });
});

describe('cursor pagination', () => {
  for (const sort of ['createdAt', '-createdAt', 'price', '-price', 'name']) {
    it(`walks every page of sort=${sort} without duplicates or gaps`, async () => {
      const pages = await walk(`limit=3&sort=${sort}`);
      expect(pages.map((page) => page.data.length)).toEqual([3, 3, 2]);
      expect(pages.map((page) => page.pagination.hasMore)).toEqual([true, true, false]);
      expect(pages.at(-1)?.pagination.nextCursor).toBeNull();
      const walked = pages.flatMap((page) => page.data.map((pet) => pet.name));
      expect(walked).toEqual(await names(`sort=${sort}`));
    });
  }

  it('next links keep the filters and carry the cursor', async () => {
    const response = await list('species=dog&limit=2&sort=name');
    const next = new URL(response.body.links.next as string);
    expect(next.searchParams.get('species')).toBe('dog');
    expect(next.searchParams.get('sort')).toBe('name');
    expect(next.searchParams.get('cursor')).toBe(response.body.pagination.nextCursor);
    expect(response.body.links.self).toBe(`${service.url}/v1/pets?species=dog&limit=2&sort=name`);
  });

  it('the same page asked in other words links to itself in those words', async () => {
    // One canonical query, so one cached page: each answer still carries its own request's links.
    const queries = ['species=dog&limit=2&sort=name', 'sort=name&limit=2&species=dog'];
    for (const query of [...queries, ...queries]) {
      const response = await list(query);
      expect(response.body.links.self).toBe(`${service.url}/v1/pets?${query}`);
      expect(new URL(response.body.links.next as string).searchParams.get('species')).toBe('dog');
    }
  });

  it('is stable when a pet is added between pages', async () => {
    const first = await list('limit=3');
    const late = await createPet(service.url, staffToken, { name: 'Latecomer' });
    const rest = await walk(`limit=3&cursor=${first.body.pagination.nextCursor as string}`);
    const seen = [...first.body.data, ...rest.flatMap((page) => page.data)].map((pet) => pet.name);
    expect(seen).toEqual([...AVAILABLE_NAMES].reverse());
    await api(service.url, 'DELETE', `/v1/pets/${String(late['id'])}`, { token: staffToken });
  });

  it('limit must be 1..100', async () => {
    for (const limit of ['0', '101', 'abc', '', '2.5', '-1'])
      expectProblem(await list(`limit=${limit}`), 400);
    expect((await list('limit=100')).body.pagination.limit).toBe(100);
    expect((await list('limit=1')).body.data).toHaveLength(1);
  });

  it('a malformed cursor, or one from another sort, is 400', async () => {
    expectProblem(await list('cursor=garbage'), 400);
    const forged = Buffer.from(JSON.stringify(['name', { $gt: '' }, 'x'])).toString('base64url');
    expectProblem(await list(`sort=name&cursor=${forged}`), 400);
    const priceCursor = (await list('sort=price&limit=2')).body.pagination.nextCursor as string;
    const response = await list(`sort=name&cursor=${priceCursor}`);
    expectProblem(response, 400);
    expect((response.body as unknown as { errors: { field: string }[] }).errors[0]?.field).toBe('cursor');
  });
});

describe('bad list queries (400)', () => {
  for (const query of [
    'minAgeMonths=48&maxAgeMonths=12',
    'minAgeMonths=abc',
    'maxAgeMonths=601',
    'species=dragon',
    'status=sold',
    'goodWithKids=maybe',
    'sort=age',
    'color=black',
    'status=available&status=pending',
    'limit=5&limit=6',
  ]) {
    it(query, async () => expectProblem(await list(query), 400));
  }

  it('is refused every time it is asked, not only the first', async () => {
    for (let round = 0; round < 2; round++) {
      expectProblem(await list('species=dragon&limit=7'), 400);
      expectProblem(await list('status=available&status=pending&limit=7'), 400);
    }
    expect((await list('species=dog&limit=7')).status).toBe(200);
  });

  it('name each offending parameter with a message about its value, all at once', async () => {
    const response = await list('goodWithKids=maybe&minAgeMonths=abc&status=available,sold&species=dragon');
    expectProblem(response, 400);
    const errors = (response.body as unknown as { errors: { field: string; message: string }[] }).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'goodWithKids', message: 'Must be true or false.' }),
        expect.objectContaining({ field: 'minAgeMonths', message: 'Must be a whole number.' }),
        expect.objectContaining({
          field: 'status[1]',
          message: 'Each status must be one of: available, pending, adopted, not_available.',
        }),
        expect.objectContaining({ field: 'species' }),
      ]),
    );
    expect(errors).toHaveLength(4);
  });
});

describe("the chat advisor's view of the catalog", () => {
  it('sees only AVAILABLE pets of the tenant, filtered, with prices as strings', async () => {
    const catalog = service.gateway.core.petCatalog;
    const dogs = await catalog.searchAvailable(tenantId, { species: 'dog', limit: 10 });
    expect(dogs.map((pet) => pet.name).sort()).toEqual(['Alpha', 'Charlie', 'Hazel']);
    const kidFriendlySmall = await catalog.searchAvailable(tenantId, {
      size: 'small',
      goodWithKids: true,
      limit: 10,
    });
    expect(kidFriendlySmall.map((pet) => pet.name).sort()).toEqual(['Dotty', 'Hazel', 'bella']);
    const young = await catalog.searchAvailable(tenantId, { maxAgeMonths: 6, limit: 10 });
    expect(young.map((pet) => pet.name).sort()).toEqual(['Echo', 'Hazel', 'bella']);
    expect(dogs.find((pet) => pet.name === 'Alpha')).toMatchObject({
      species: 'DOG',
      price: '150.00',
      currency: 'USD',
    });
    expect(await catalog.searchAvailable(tenantId, { limit: 2 })).toHaveLength(2);
  });

  it('filters on the medical facts asked for, never counting an unrecorded fact as a match', async () => {
    const catalog = service.gateway.core.petCatalog;
    const names = async (medical: Record<string, boolean>) =>
      (await catalog.searchAvailable(tenantId, { medical, limit: 10 })).map((pet) => pet.name).sort();
    expect(await names({ vaccinated: true })).toEqual(['Alpha', 'Charlie']);
    expect(await names({ vaccinated: true, microchipped: true })).toEqual(['Alpha']);
    expect(await names({ specialNeeds: true })).toEqual(['Charlie']);
    expect(await names({ spayedNeutered: false })).toEqual([]);
  });

  it('leaves out the species a request excludes ("anything but dogs or cats")', async () => {
    const catalog = service.gateway.core.petCatalog;
    const others = await catalog.searchAvailable(tenantId, { excludeSpecies: ['dog', 'cat'], limit: 10 });
    expect(others.map((pet) => pet.name).sort()).toEqual(['Dotty', 'Echo', 'Fang']);
  });

  it('orders by price or age and bounds the price, so "cheapest" and "youngest" are answered exactly', async () => {
    const catalog = service.gateway.core.petCatalog;
    const names = (pets: Array<{ name: string }>) => pets.map((pet) => pet.name);
    const cheapestDogs = await catalog.searchAvailable(tenantId, {
      species: 'dog',
      sort: 'price-asc',
      limit: 2,
    });
    expect(names(cheapestDogs)).toEqual(['Charlie', 'Alpha']);
    const upTo80 = await catalog.searchAvailable(tenantId, {
      maxPriceMinor: 8000,
      sort: 'price-desc',
      limit: 10,
    });
    expect(names(upTo80).slice(2)).toEqual(['Charlie', 'Dotty', 'Echo']);
    expect(names(upTo80).slice(0, 2).sort()).toEqual(['Ginger', 'bella']);
    expect(names(await catalog.searchAvailable(tenantId, { sort: 'age-asc', limit: 2 }))).toEqual([
      'Hazel',
      'Echo',
    ]);
  });

  it('finds a pet by name whatever its status, with its record facts', async () => {
    const catalog = service.gateway.core.petCatalog;
    const [iggy] = await catalog.findByName(tenantId, 'IGGY');
    expect(iggy).toMatchObject({ name: 'Iggy', status: 'NOT_AVAILABLE', goodWithKids: null, price: '95.00' });
    expect(iggy?.medical).toEqual({
      vaccinated: null,
      spayedNeutered: null,
      microchipped: null,
      specialNeeds: null,
      healthNotes: null,
    });
    expect(await catalog.findByName(tenantId, 'Nobody')).toEqual([]);
  });
});

describe('inventory counts for the store', () => {
  it("counts the tenant's pets by species and status", async () => {
    const counts = await service.gateway.core.pets.inventory({
      principal: null,
      tenantId,
      tenantSource: 'system',
      requestId: 'test',
      protocol: 'system',
      ip: '127.0.0.1',
    });
    const count = (species: string, status: string) =>
      counts.find((entry) => entry.species === species && entry.status === status)?.count ?? 0;
    expect(count('DOG', 'AVAILABLE')).toBe(3);
    expect(count('DOG', 'NOT_AVAILABLE')).toBe(1);
    expect(count('CAT', 'AVAILABLE')).toBe(2);
    expect(counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(PETS.length + 1);
  });
});
