import { buildClientSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COMPILE_AFTER } from '../../src/adapters/graphql/apollo-server.js';
import { createAccount, createTenantWithStaff, signUp, type TestAccount } from '../helpers/auth.js';
import { startGatewayBeside, startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet, placeOrder } from '../store/store-api.js';
import { graphql, onlyError, PET_FIELDS, type GraphqlAnswer, type GraphqlRequest } from './client.js';

/**
 * With GRAPHQL_EXECUTOR=compiled an operation runs on graphql-js until it has been asked
 * `COMPILE_AFTER` times, then compiled (graphql-jit): the same query sent again must get the same
 * answer, errors, paths and status included, whichever executed it, and the same answer as a
 * gateway on the default executor (`standard`, Apollo's own graphql-js execution) over the same
 * database. The catalog cache is off, so catalog queries run every time instead of being answered
 * from the response cache (test/graphql/catalog-response-cache.test.ts).
 */
const METRICS_TOKEN = 'compiled-execution-scrape';
let service: TestGateway;
let standard: TestGateway;
let tenantId: string;
let staff: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  // One deployment of two processes: one public URL, so each accepts the other's tokens.
  const settings = { METRICS_TOKEN, CATALOG_CACHE_TTL_MS: '0', PUBLIC_URL: 'http://pets.example' };
  service = await startTestGateway({ ...settings, GRAPHQL_EXECUTOR: 'compiled' });
  standard = await startGatewayBeside(service, settings);
  ({ tenantId, account: staff } = await createTenantWithStaff(service));
  customer = await signUp(service.url, {}, tenantId);
  for (const name of ['Ada', 'Bo']) {
    const pet = await createPet(service.url, staff.accessToken, { name });
    await placeOrder(service.url, customer.accessToken, { petId: pet['id'] });
  }
});
afterAll(async () => {
  await standard?.close();
  await service?.close();
});

async function executions(on: TestGateway = service): Promise<Record<string, number>> {
  const response = await fetch(`${on.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const counts: Record<string, number> = { compiled: 0, 'graphql-js': 0 };
  for (const line of (await response.text()).split('\n')) {
    const match = /^petstore_graphql_executions_total\{executor="([^"]+)"\} (\d+)$/.exec(line);
    if (match !== null) counts[match[1] as string] = Number(match[2]);
  }
  return counts;
}

/** What must not differ between two runs: everything but the request's own id. */
function comparable(answer: GraphqlAnswer<unknown>): unknown {
  return {
    status: answer.status,
    data: answer.data,
    errors: answer.errors?.map(({ extensions: { requestId, ...extensions }, ...error }) => {
      expect(requestId).toEqual(expect.any(String));
      return { ...error, extensions };
    }),
  };
}

/** How the runs of one query are executed: compiled from the run after `COMPILE_AFTER`, or never. */
type Expected = 'compiled' | 'graphql-js';

/**
 * Sends the query until it would have run compiled once, then once to the gateway on the standard
 * executor; checks by the executions counters what executed it and that every answer is the
 * first one; returns the last answer of the compiling gateway.
 */
async function sameWhenCompiled<T>(
  query: string,
  request: GraphqlRequest = {},
  expected: Expected = 'compiled',
): Promise<GraphqlAnswer<T>> {
  const before = await executions();
  const standardBefore = await executions(standard);
  const answers: GraphqlAnswer<T>[] = [];
  for (let run = 0; run <= COMPILE_AFTER; run += 1)
    answers.push(await graphql<T>(service.url, query, request));
  const onStandard = await graphql<T>(standard.url, query, request);
  const after = await executions();
  expect(await executions(standard)).toEqual({
    compiled: 0,
    'graphql-js': (standardBefore['graphql-js'] ?? 0) + 1,
  });
  const runs =
    expected === 'compiled'
      ? { compiled: 1, 'graphql-js': COMPILE_AFTER }
      : { compiled: 0, 'graphql-js': COMPILE_AFTER + 1 };
  expect(after['compiled']).toBe((before['compiled'] ?? 0) + runs.compiled);
  expect(after['graphql-js']).toBe((before['graphql-js'] ?? 0) + runs['graphql-js']);
  const [first, ...later] = [...answers, onStandard].map(comparable);
  for (const answer of later) expect(answer).toEqual(first);
  return answers.at(-1) as GraphqlAnswer<T>;
}

test('a page of pets: scalars, enums, DateTime, lists, nested objects, nulls, cursors, __typename', async () => {
  const answer = await sameWhenCompiled<{ pets: { edges: { node: Record<string, unknown> }[] } }>(
    `{ pets(first: 5, sort: NAME, filter: { species: DOG, minAgeMonths: 0, q: null }) {
       __typename edges { cursor node { __typename ${PET_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
    { headers: { 'x-tenant-id': tenantId } },
  );
  expect(answer.errors).toBeUndefined();
  const rest = await api(service.url, 'GET', '/v1/pets?species=dog&minAgeMonths=0&sort=name&limit=5', {
    headers: { 'x-tenant-id': tenantId },
  });
  const nodes = answer.data?.pets.edges.map(({ node: { __typename, etag: _etag, ...node } }) => node);
  expect(nodes).toEqual(rest.body['data']);
});

test('an error inside a list keeps its code, message and path; the rest of each item is there', async () => {
  const scoped = await api(service.url, 'POST', '/v1/auth/tokens', {
    headers: { 'x-tenant-id': tenantId },
    body: { username: customer.username, password: customer.password, scope: 'read:orders' },
  });
  expect(scoped.status, JSON.stringify(scoped.body)).toBe(201);
  const answer = await sameWhenCompiled<{ orders: { edges: { node: Record<string, unknown> }[] } }>(
    '{ orders(first: 10) { edges { node { id petId pet { id name } user { id } } } } }',
    { token: scoped.body['accessToken'] as string },
  );
  const nodes = answer.data?.orders.edges.map((edge) => edge.node) ?? [];
  expect(nodes).toHaveLength(2);
  expect(answer.errors?.map((error) => [error.extensions.code, error.path])).toEqual([
    ['FORBIDDEN', ['orders', 'edges', 0, 'node', 'user']],
    ['FORBIDDEN', ['orders', 'edges', 1, 'node', 'user']],
  ]);
  for (const node of nodes) {
    expect(node['user']).toBeNull();
    expect((node['pet'] as { id: string }).id).toBe(node['petId']);
  }
});

test('an unknown pet is null; a refused mutation is FORBIDDEN with its path and changes nothing', async () => {
  const unknown = await sameWhenCompiled('query ($id: ID!) { pet(id: $id) { id name } }', {
    variables: { id: '0192f5b4-3c1e-7000-8000-000000000000' },
  });
  expect(unknown.data).toEqual({ pet: null });

  const before = await api(service.url, 'GET', '/v1/pets?limit=100', { token: staff.accessToken });
  const refused = await sameWhenCompiled(
    'mutation ($input: CreatePetInput!) { createPet(input: $input) { id } }',
    { token: customer.accessToken, variables: { input: { name: 'Nope', species: 'DOG', price: '1.00' } } },
  );
  expect(onlyError(refused, 'FORBIDDEN').path).toEqual(['createPet']);
  expect(refused.data).toBeNull();
  const after = await api(service.url, 'GET', '/v1/pets?limit=100', { token: staff.accessToken });
  expect(after.body['data']).toEqual(before.body['data']);
});

test("the admin API's custom shapes: the JSON of audit changes, mapped scope names, nested figures", async () => {
  const admin = await createAccount(service, tenantId, 'ADMIN');
  const registered = await api(service.url, 'POST', '/v1/admin/oauth-clients', {
    token: admin.accessToken,
    body: {
      name: 'Compiled app',
      kind: 'public',
      redirectUris: ['https://app.example/cb'],
      scopes: ['read:pets'],
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const answer = await sameWhenCompiled<{
    auditLogs: { edges: { node: { changes: { after: unknown } } }[] };
    oauthClients: { scopes: string[] }[];
  }>(
    `{ auditLogs(first: 3, filter: {action: "oauth_client.register"}) {
         edges { node { action actor { role } changes { before after } timestamp } } }
       oauthClients { clientId scopes grantTypes kind }
       adminUser(id: "${customer.userId}") { user { username } orderCount totalSpent { amount } lastLoginAt } }`,
    { token: admin.accessToken },
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.auditLogs.edges[0]?.node.changes.after).toMatchObject({ name: 'Compiled app' });
  expect(answer.data?.oauthClients[0]?.scopes).toEqual(['READ_PETS']);
});

test('string literals stay data in the compiled code, whatever quotes they hold', async () => {
  // The test gateway runs in this process: code smuggled into the compiled function would run here.
  const quoted = String.raw`"x\"); globalThis.smuggled = true; (\""`;
  const blockString = '""" "); globalThis.smuggled = 1; (" """';
  const answer = await sameWhenCompiled(`{ a: pet(id: ${quoted}) { id } b: pet(id: ${blockString}) { id } }`);
  expect(answer.errors).toBeUndefined();
  expect(answer.data).toEqual({ a: null, b: null });
  expect((globalThis as { smuggled?: unknown }).smuggled).toBeUndefined();
});

test('a variable of the wrong type is 400 BAD_USER_INPUT in graphql-js words; a page size beyond 100 too', async () => {
  const page = 'query ($first: Int) { pets(first: $first) { edges { cursor } } }';
  // graphql-jit checks variables too: when they do not fit, graphql-js answers, in its own words.
  const notANumber = await sameWhenCompiled(page, { variables: { first: 'many' } }, 'graphql-js');
  expect(notANumber.status, notANumber.text).toBe(400);
  expect(onlyError(notANumber, 'BAD_USER_INPUT').message).toBe(
    'Variable "$first" got invalid value "many"; Int cannot represent non-integer value: "many"',
  );

  // Another query text: each text is compiled on its own (from its third run).
  const tooMany = await sameWhenCompiled(`${page} `, { variables: { first: 101 } });
  expect(tooMany.status).toBe(200);
  const error = onlyError(tooMany, 'BAD_USER_INPUT');
  expect(error.path).toEqual(['pets']);
  expect(error.extensions['errors']).toEqual([
    { field: 'first', message: 'Must be between 1 and 100.', code: 'out_of_range' },
  ]);
});

test('a mutation that applies is applied once per request, compiled or not, on either executor', async () => {
  const created = await sameWhenCompiled<{ createPet: Record<string, unknown> }>(
    'mutation ($input: CreatePetInput!) { createPet(input: $input) { name species price status } }',
    { token: staff.accessToken, variables: { input: { name: 'Thrice', species: 'CAT', price: '3.00' } } },
  );
  expect(created.data?.createPet).toEqual({
    name: 'Thrice',
    species: 'CAT',
    price: '3.00',
    status: 'AVAILABLE',
  });
  const listed = await api(service.url, 'GET', '/v1/pets?limit=100', { token: staff.accessToken });
  const named = (listed.body['data'] as { name: string }[]).filter((pet) => pet.name === 'Thrice');
  // The compiling gateway's runs and the standard gateway's one.
  expect(named).toHaveLength(COMPILE_AFTER + 2);
});

test('introspection stays on graphql-js and answers a client the schema', async () => {
  const answer = await sameWhenCompiled<IntrospectionQuery>(getIntrospectionQuery(), {}, 'graphql-js');
  expect(answer.errors).toBeUndefined();
  const schema = printSchema(buildClientSchema(answer.data as IntrospectionQuery));
  expect(schema).toMatch(
    /pets\(first: Int, after: String, filter: PetFilter, sort: PetSort\): PetConnection!/,
  );
});
