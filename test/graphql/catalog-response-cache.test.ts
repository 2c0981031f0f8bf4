import { setTimeout as sleep } from 'node:timers/promises';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getNamedType, isObjectType, type GraphQLNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../../src/adapters/graphql/schema.js';
import { createTenantWithStaff, login, tokensFor, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { OTHER_PROCESS_TTL_MS, startCatalogGateways } from '../pets/catalog-gateways.js';
import { api } from '../helpers/json-api.js';
import { metricValue } from '../helpers/metrics.js';
import { createPet, petInput } from '../pets/pet-api.js';
import { graphql, onlyError, PET_FIELDS, type GraphqlAnswer } from './client.js';

/**
 * Answers to public catalog queries are kept by Apollo's response cache under the core's catalog
 * version (src/adapters/graphql/catalog-response-cache.ts): given again to the same query, never
 * staler than the catalog cache. The first gateway keeps its catalog for a minute, so only this process's
 * changes can move it; the second shares its database with a short time-to-live.
 */
const PET_QUERY = `query Pet($id: ID!) { pet(id: $id) { ${PET_FIELDS} } }`;
const PAGE_QUERY = `{ pets(first: 5) { edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }`;
const HITS = 'petstore_graphql_catalog_answers_total{event="hit"}';

let service: TestGateway;
let second: TestGateway;
let tenantId: string;
let staff: TestAccount;

beforeAll(async () => {
  ({ service, second } = await startCatalogGateways());
  ({ tenantId, account: staff } = await createTenantWithStaff(service));
});
afterAll(async () => {
  await second?.close();
  await service?.close();
});

/** An anonymous read in the test tenant. */
function readAnonymously<T = { pet: Record<string, unknown> | null }>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> {
  return graphql<T>(url, query, {
    ...(variables === undefined ? {} : { variables }),
    headers: { 'x-tenant-id': tenantId, ...headers },
  });
}

async function newPet(name: string): Promise<string> {
  return String((await createPet(service.url, staff.accessToken, { name }))['id']);
}

async function renameOverRest(petId: string, name: string): Promise<void> {
  const response = await api(service.url, 'PUT', `/v1/pets/${petId}`, {
    token: staff.accessToken,
    body: petInput({ name }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

const nameIn = (answer: GraphqlAnswer<{ pet: Record<string, unknown> | null }>) => answer.data?.pet?.['name'];

describe('a repeated catalog query', () => {
  it('is answered again from memory as it was made, charged to the budget and counted', async () => {
    const petId = await newPet('Remembered');
    const operations = 'petstore_graphql_operations_total{operation="pet",type="query",outcome="success"}';
    const first = await readAnonymously(service.url, PET_QUERY, { id: petId });
    const [hitsBefore, operationsBefore] = [
      await metricValue(service.url, HITS),
      await metricValue(service.url, operations),
    ];

    const again = await readAnonymously(service.url, PET_QUERY, { id: petId });

    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await metricValue(service.url, HITS)).toBe(hitsBefore + 1);
    expect(await metricValue(service.url, operations)).toBe(operationsBefore + 1);
    expect(Number(again.headers.get('ratelimit-remaining'))).toBeLessThan(
      Number(first.headers.get('ratelimit-remaining')),
    );
    // What a caller who reads the stored catalog (and runs the query) is told is the same.
    const fresh = await graphql(service.url, PET_QUERY, {
      variables: { id: petId },
      token: staff.accessToken,
    });
    expect(fresh.data).toEqual(again.data);
  });

  it('is answered in the media type each request asks for', async () => {
    const petId = await newPet('Typed');
    const graphqlResponse = 'application/graphql-response+json';
    await readAnonymously(service.url, PET_QUERY, { id: petId });
    await readAnonymously(service.url, PET_QUERY, { id: petId });
    const asked = await readAnonymously(service.url, PET_QUERY, { id: petId }, { accept: graphqlResponse });
    expect(asked.headers.get('content-type')).toContain(graphqlResponse);
    const plain = await readAnonymously(
      service.url,
      PET_QUERY,
      { id: petId },
      { accept: 'application/json' },
    );
    expect(plain.headers.get('content-type')).toContain('application/json');
    expect(nameIn(asked)).toBe('Typed');
    expect(nameIn(plain)).toBe('Typed');
  });

  it('is never given to another tenant', async () => {
    const petId = await newPet('Ours');
    expect(nameIn(await readAnonymously(service.url, PET_QUERY, { id: petId }))).toBe('Ours');
    expect(nameIn(await readAnonymously(service.url, PET_QUERY, { id: petId }))).toBe('Ours');
    const { tenantId: otherTenant } = await createTenantWithStaff(service);
    const theirs = await readAnonymously(
      service.url,
      PET_QUERY,
      { id: petId },
      { 'x-tenant-id': otherTenant },
    );
    expect(theirs.status).toBe(200);
    expect(theirs.data?.pet).toBeNull();
  });
});

describe('freshness', () => {
  it('a change made on this process shows in the next answer, whichever door made it', async () => {
    const petId = await newPet('Before');
    await readAnonymously(service.url, PET_QUERY, { id: petId });
    expect(nameIn(await readAnonymously(service.url, PET_QUERY, { id: petId }))).toBe('Before');

    await renameOverRest(petId, 'After REST');
    expect(nameIn(await readAnonymously(service.url, PET_QUERY, { id: petId }))).toBe('After REST');

    const updated = await graphql(
      service.url,
      'mutation Rename($id: ID!) { updatePet(id: $id, input: { name: "After GraphQL", species: DOG, price: "10.00" }) { id } }',
      { variables: { id: petId }, token: staff.accessToken },
    );
    expect(updated.errors, updated.text).toBeUndefined();
    expect(nameIn(await readAnonymously(service.url, PET_QUERY, { id: petId }))).toBe('After GraphQL');
  });

  it('a page shows a pet created after it was remembered', async () => {
    type Page = { pets: { edges: { node: { id: string } }[] } };
    const idsOf = (answer: GraphqlAnswer<Page>) => answer.data?.pets.edges.map((edge) => edge.node.id);
    await readAnonymously<Page>(service.url, PAGE_QUERY);
    const before = await readAnonymously<Page>(service.url, PAGE_QUERY);
    const petId = await newPet('Newest');
    const after = await readAnonymously<Page>(service.url, PAGE_QUERY);
    expect(idsOf(before)).not.toContain(petId);
    expect(idsOf(after)?.[0]).toBe(petId);
  });

  it("another process's change shows once the catalog cache time has passed; pet writers see it at once", async () => {
    const petId = await newPet('Shared');
    await readAnonymously(second.url, PET_QUERY, { id: petId });
    expect(nameIn(await readAnonymously(second.url, PET_QUERY, { id: petId }))).toBe('Shared');

    await renameOverRest(petId, 'Changed elsewhere');
    // Tokens are signed by each process's own keys: the second one issues its own.
    const { accessToken } = await login(second.url, staff.username, staff.password, tenantId);
    const writer = await graphql<{ pet: Record<string, unknown> }>(second.url, PET_QUERY, {
      variables: { id: petId },
      token: accessToken,
    });
    expect(writer.data?.pet['name'], writer.text).toBe('Changed elsewhere');

    await sleep(OTHER_PROCESS_TTL_MS + 50);
    expect(nameIn(await readAnonymously(second.url, PET_QUERY, { id: petId }))).toBe('Changed elsewhere');
  });
});

describe('what is not remembered', () => {
  async function hitsAfterTwice(send: () => Promise<unknown>): Promise<number> {
    await send();
    const before = await metricValue(service.url, HITS);
    await send();
    return (await metricValue(service.url, HITS)) - before;
  }

  it('a query that reads anything besides the catalog', async () => {
    const petId = await newPet('Mixed');
    const mixed = `query Mixed($id: ID!) { pet(id: $id) { id name } inventory { total } }`;
    expect(await hitsAfterTwice(() => readAnonymously(service.url, mixed, { id: petId }))).toBe(0);
    const introspection = '{ __schema { queryType { name } } }';
    expect(await hitsAfterTwice(() => readAnonymously(service.url, introspection))).toBe(0);
  });

  it('an answer with errors, each with its own request id', async () => {
    const tooLarge = '{ pets(first: 101) { edges { node { id } } } }';
    const answers: GraphqlAnswer<unknown>[] = [];
    const hits = await hitsAfterTwice(async () => answers.push(await readAnonymously(service.url, tooLarge)));
    expect(hits).toBe(0);
    const [first, second] = answers.map((answer) => onlyError(answer, 'BAD_USER_INPUT').extensions.requestId);
    expect(first).not.toBe(second);
  });

  it('a query by a caller who reads the stored catalog (a pet writer)', async () => {
    const petId = await newPet('Written');
    const asWriter = () =>
      graphql(service.url, PET_QUERY, { variables: { id: petId }, token: staff.accessToken });
    expect(await hitsAfterTwice(asWriter)).toBe(0);
  });

  it("a signed-in caller's own data, even beside the catalog", async () => {
    const { accessToken } = await tokensFor(service.url, 'customer');
    const petId = await newPet('Beside');
    const own = `query Own($id: ID!) { pet(id: $id) { id name } me { id } }`;
    const read = () => graphql(service.url, own, { variables: { id: petId }, token: accessToken });
    expect(await hitsAfterTwice(read)).toBe(0);
  });
});

it('a batch of catalog queries reads remembered answers, each operation charged', async () => {
  const petId = await newPet('Batched');
  const batch = () =>
    fetch(`${service.url}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': tenantId },
      body: JSON.stringify([
        { query: PET_QUERY, variables: { id: petId } },
        { query: PET_QUERY, variables: { id: petId } },
      ]),
    });
  const first = await batch();
  const firstText = await first.text();
  const before = await metricValue(service.url, HITS);
  const again = await batch();
  expect(await again.text()).toBe(firstText);
  expect(await metricValue(service.url, HITS)).toBe(before + 2);
  expect(Number(again.headers.get('ratelimit-remaining'))).toBe(
    Number(first.headers.get('ratelimit-remaining')) - 2,
  );
});

it('the types with cache hints are exactly what the catalog root fields reach', () => {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
  const hinted = Object.values(schema.getTypeMap())
    .filter((type) => type.astNode?.directives?.some((directive) => directive.name.value === 'cacheControl'))
    .map((type) => type.name);
  const fieldHints = Object.values(schema.getTypeMap()).flatMap((type) =>
    isObjectType(type)
      ? Object.values(type.getFields()).filter((field) =>
          field.astNode?.directives?.some((directive) => directive.name.value === 'cacheControl'),
        )
      : [],
  );
  expect(fieldHints).toEqual([]);
  const reached = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (!isObjectType(type) || reached.has(type.name)) return;
    reached.add(type.name);
    for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
  };
  const queryFields = schema.getQueryType()?.getFields() ?? {};
  for (const name of ['pet', 'pets']) {
    const field = queryFields[name];
    expect(field, name).toBeDefined();
    if (field !== undefined) visit(getNamedType(field.type));
  }
  expect([...reached].sort()).toEqual(hinted.sort());
});
