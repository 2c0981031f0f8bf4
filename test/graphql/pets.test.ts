import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { accessTokensFor, createTenantWithStaff } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { countStoredPets, createPet, petInput } from '../pets/pet-api.js';
import { auditEntriesOf, graphql, onlyError, PET_FIELDS } from './client.js';

/** Request ids of this run: files share the worker's gateway and its audit trail. */
const RUN = randomUUID();

/** Pets over GraphQL, read and written through the same core as REST, and compared with it. */
let service: TestGateway;
let staff: string;
let customer: string;

beforeAll(async () => {
  service = await sharedTestGateway();
  [staff, customer] = await accessTokensFor(service.url, 'staff', 'customer');
});

const PET = `query Pet($id: ID!) { pet(id: $id) { ${PET_FIELDS} } }`;
const CREATE = `mutation Create($input: CreatePetInput!) { createPet(input: $input) { ${PET_FIELDS} } }`;
const PAGE = `query Page($first: Int, $after: String, $filter: PetFilter, $sort: PetSort) {
  pets(first: $first, after: $after, filter: $filter, sort: $sort) {
    edges { cursor node { id name } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** The GraphQL input of `petInput()`: enums by name, as the schema types them. */
function graphqlPetInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...petInput(), species: 'DOG', size: 'SMALL', gender: 'MALE', ...overrides };
}

describe('reads agree with REST', () => {
  test('the same pet read over REST and GraphQL agrees field by field', async () => {
    const created = await createPet(service.url, staff, {
      medicalInfo: { vaccinated: true, healthNotes: 'Fine.' },
    });
    const rest = await api(service.url, 'GET', `/v1/pets/${created['id'] as string}`);
    const answer = await graphql<{ pet: Record<string, unknown> }>(service.url, PET, {
      variables: { id: created['id'] },
    });
    expect(answer.errors).toBeUndefined();
    const { etag, ...fields } = answer.data?.pet ?? {};
    expect(fields).toEqual(rest.body);
    expect(etag).toBe(rest.headers.get('etag'));
  });

  test('an unknown pet is null, not an error', async () => {
    const answer = await graphql(service.url, PET, {
      variables: { id: '0192f5b4-3c1e-7000-8000-000000000000' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ pet: null });
  });

  test('a pagination walk meets every pet of the tenant once, in REST order, on REST cursors', async () => {
    const { tenantId, account } = await createTenantWithStaff(service);
    const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed'];
    for (const name of names) await createPet(service.url, account.accessToken, { name });
    const headers = { 'x-tenant-id': tenantId };
    const seen: string[] = [];
    const cursors: (string | null)[] = [];
    let after: string | null = null;
    for (let pageNumber = 0; pageNumber < 5; pageNumber += 1) {
      type Page = {
        pets: {
          edges: { cursor: string | null; node: { name: string } }[];
          pageInfo: Record<string, unknown>;
        };
      };
      const answer: Awaited<ReturnType<typeof graphql<Page>>> = await graphql<Page>(service.url, PAGE, {
        headers,
        variables: { first: 2, after, sort: 'NAME' },
      });
      expect(answer.errors, answer.text).toBeUndefined();
      const pets = answer.data?.pets;
      seen.push(...(pets?.edges ?? []).map((edge) => edge.node.name));
      after = (pets?.pageInfo['endCursor'] as string | null) ?? null;
      cursors.push(after);
      // The last edge's cursor is the next page's, when there is one.
      if (after !== null) expect(pets?.edges.at(-1)?.cursor).toBe(after);
      if (pets?.pageInfo['hasNextPage'] !== true) break;
    }
    expect(seen).toEqual(names);
    expect(cursors.at(-1)).toBeNull();
    // The first cursor is the one REST gives for the same page.
    const rest = await api(service.url, 'GET', '/v1/pets?limit=2&sort=name', { headers });
    expect((rest.body['pagination'] as Record<string, unknown>)['nextCursor']).toBe(cursors[0]);
  });

  test('a filter narrows the connection like REST query parameters', async () => {
    const { tenantId, account } = await createTenantWithStaff(service);
    await createPet(service.url, account.accessToken, { name: 'Whiskers', species: 'cat' });
    await createPet(service.url, account.accessToken, { name: 'Rex', species: 'dog' });
    const answer = await graphql<{ pets: { edges: { node: { name: string } }[] } }>(service.url, PAGE, {
      headers: { 'x-tenant-id': tenantId },
      variables: { filter: { species: 'CAT', status: ['AVAILABLE'], q: null } },
    });
    expect(answer.data?.pets.edges.map((edge) => edge.node.name)).toEqual(['Whiskers']);
  });

  test('first beyond 100 is BAD_USER_INPUT, never a silent huge page', async () => {
    for (const first of [0, 101]) {
      const answer = await graphql(service.url, PAGE, { variables: { first } });
      const error = onlyError(answer, 'BAD_USER_INPUT');
      expect(error.extensions['errors']).toEqual([
        { field: 'first', message: 'Must be between 1 and 100.', code: 'out_of_range' },
      ]);
    }
  });
});

describe('writes', () => {
  test('a pet created over GraphQL is read over REST, audited with protocol graphql and the request id', async () => {
    const answer = await graphql<{ createPet: Record<string, unknown> }>(service.url, CREATE, {
      token: staff,
      headers: { 'x-request-id': `gql-create-pet-1-${RUN}` },
      variables: { input: graphqlPetInput({ name: 'Gql Biscuit' }) },
    });
    expect(answer.errors, answer.text).toBeUndefined();
    const created = answer.data?.createPet ?? {};
    const rest = await api(service.url, 'GET', `/v1/pets/${created['id'] as string}`);
    expect(rest.status).toBe(200);
    const { etag: _etag, ...fields } = created;
    expect(rest.body).toEqual(fields);
    const entries = await auditEntriesOf(service, `gql-create-pet-1-${RUN}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'pet.create', protocol: 'graphql', outcome: 'success' });
  });

  test("a customer's createPet is FORBIDDEN over GraphQL and 403 over REST, with the same audit and no change", async () => {
    const before = await countStoredPets(service);
    const answer = await graphql(service.url, CREATE, {
      token: customer,
      headers: { 'x-request-id': `gql-forbidden-1-${RUN}` },
      variables: { input: graphqlPetInput() },
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    expect(onlyError(answer, 'FORBIDDEN').path).toEqual(['createPet']);
    const rest = await api(service.url, 'POST', '/v1/pets', {
      token: customer,
      headers: { 'x-request-id': `rest-forbidden-1-${RUN}` },
      body: petInput(),
    });
    expect(rest.status).toBe(403);
    expect(await countStoredPets(service)).toBe(before);
    const outcomes = async (requestId: string) =>
      (await auditEntriesOf(service, requestId)).map((entry) => [entry['action'], entry['outcome']]);
    expect(await outcomes(`gql-forbidden-1-${RUN}`)).toEqual(await outcomes(`rest-forbidden-1-${RUN}`));
  });

  test('invalid input is BAD_USER_INPUT with the field list REST gives, and changes nothing', async () => {
    const bad = { price: '12.5', ageMonths: 9000, name: ' ' };
    const before = await countStoredPets(service);
    const answer = await graphql(service.url, CREATE, {
      token: staff,
      variables: { input: graphqlPetInput(bad) },
    });
    const error = onlyError(answer, 'BAD_USER_INPUT');
    const rest = await api(service.url, 'POST', '/v1/pets', { token: staff, body: petInput(bad) });
    expect(rest.status).toBe(400);
    expect(error.extensions['errors']).toEqual(rest.body['errors']);
    expect((error.extensions['errors'] as unknown[]).length).toBe(3);
    expect(await countStoredPets(service)).toBe(before);
  });

  test('updatePet with the current etag applies; a stale one is PRECONDITION_FAILED; deletePet removes', async () => {
    const created = await createPet(service.url, staff, { name: 'Old name' });
    const id = created['id'] as string;
    const update = `mutation Update($id: ID!, $input: UpdatePetInput!, $ifMatch: String) {
      updatePet(id: $id, input: $input, ifMatch: $ifMatch) { name status etag }
    }`;
    const first = await api(service.url, 'GET', `/v1/pets/${id}`);
    const etag = first.headers.get('etag');
    const updated = await graphql<{ updatePet: Record<string, unknown> }>(service.url, update, {
      token: staff,
      variables: { id, ifMatch: etag, input: graphqlPetInput({ name: 'New name', status: 'NOT_AVAILABLE' }) },
    });
    expect(updated.errors, updated.text).toBeUndefined();
    expect(updated.data?.updatePet).toMatchObject({ name: 'New name', status: 'NOT_AVAILABLE' });
    expect(updated.data?.updatePet['etag']).not.toBe(etag);

    const stale = await graphql(service.url, update, {
      token: staff,
      variables: { id, ifMatch: etag, input: graphqlPetInput({ name: 'Lost update' }) },
    });
    onlyError(stale, 'PRECONDITION_FAILED');
    expect((await api(service.url, 'GET', `/v1/pets/${id}`)).body['name']).toBe('New name');

    const remove = 'mutation D($id: ID!, $ifMatch: String) { deletePet(id: $id, ifMatch: $ifMatch) }';
    const staleDelete = await graphql(service.url, remove, {
      token: staff,
      variables: { id, ifMatch: etag },
    });
    onlyError(staleDelete, 'PRECONDITION_FAILED');
    expect((await api(service.url, 'GET', `/v1/pets/${id}`)).status).toBe(200);

    const deleted = await graphql(service.url, remove, {
      token: staff,
      variables: { id, ifMatch: updated.data?.updatePet['etag'] },
    });
    expect(deleted.data).toEqual({ deletePet: id });
    expect((await api(service.url, 'GET', `/v1/pets/${id}`)).status).toBe(404);
    const again = await graphql(service.url, 'mutation D($id: ID!) { deletePet(id: $id) }', {
      token: staff,
      variables: { id },
    });
    onlyError(again, 'NOT_FOUND');
  });
});
