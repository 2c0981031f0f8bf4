import { beforeAll, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { getIntrospectionQuery } from 'graphql';
import {
  MAX_ALIASES,
  MAX_COST,
  MAX_DEPTH,
  MAX_FRAGMENT_SPREADS,
  MAX_TOKENS,
  SCHEMA_INTROSPECTION_COST,
} from '../../src/adapters/graphql/limits.js';
import type { TestGateway } from '../helpers/gateway.js';
import { login } from '../helpers/auth.js';
import { freshTenant, sharedTestGateway } from '../helpers/shared-gateway.js';
import { graphql, onlyError, readAnswer, type GraphqlAnswer } from './client.js';
import { Collected, wsClient } from './ws-client.js';

/** Abuse limits: each a clear error before execution. */
let service: TestGateway;

beforeAll(async () => {
  service = await sharedTestGateway();
});

/** A selection `depth` levels deep: introspection types nest as deep as asked. */
function nestedQuery(depth: number): string {
  let selection = 'name';
  for (let level = 1; level < depth; level += 1) selection = `ofType { ${selection} }`;
  return `{ pets(first: 1) { edges { node { id } } } __type(name: "Pet") { fields { type { ${selection} } } } }`;
}

test(`aliases beyond ${MAX_ALIASES} are refused with 400 before execution`, async () => {
  const aliases = (count: number) =>
    `{ ${Array.from({ length: count }, (_, index) => `a${index}: inventory { total }`).join(' ')} }`;
  const allowed = await graphql(service.url, aliases(MAX_ALIASES));
  expect(allowed.status).toBe(200);
  expect(allowed.errors).toBeUndefined();
  const refused = await graphql(service.url, aliases(MAX_ALIASES + 1));
  expect(refused.status).toBe(400);
  expect(refused.data).toBeUndefined();
  expect(onlyError(refused, 'GRAPHQL_VALIDATION_FAILED').message).toMatch(/alias/i);
});

test(`a selection deeper than ${MAX_DEPTH} is refused with 400`, async () => {
  const shallow = await graphql(service.url, nestedQuery(MAX_DEPTH - 4));
  expect(shallow.status).toBe(200);
  expect(shallow.errors).toBeUndefined();
  const refused = await graphql(service.url, nestedQuery(MAX_DEPTH + 2));
  expect(refused.status).toBe(400);
  expect(refused.data).toBeUndefined();
  expect(onlyError(refused, 'GRAPHQL_VALIDATION_FAILED').message).toMatch(/depth/i);
});

test('the cost of an operation is reported in extensions.cost; over the budget it is refused', async () => {
  type Answer = { extensions?: { cost: { requested: number; maximum: number } } };
  const cheap = (await graphql(service.url, '{ pets(first: 5) { edges { node { id name } } } }')) as Answer &
    Awaited<ReturnType<typeof graphql>>;
  expect(cheap.errors).toBeUndefined();
  // pets (1) + 5 x (edges 1 + node 1): scalars are free.
  expect(cheap.extensions?.cost).toEqual({ requested: 11, maximum: MAX_COST });

  // Connection sizes multiply: five aliased pages of 100 pets with their medical info.
  const page = (alias: string) =>
    `${alias}: pets(first: 100) { edges { node { id medicalInfo { vaccinated } } } }`;
  const costly = await graphql(service.url, `{ ${['a', 'b', 'c', 'd'].map(page).join(' ')} }`);
  expect(costly.status).toBe(400);
  expect(costly.data).toBeUndefined();
  const error = onlyError(costly, 'BAD_USER_INPUT');
  expect(error.message).toBe(`The operation costs 1204, more than the limit of ${MAX_COST}.`);
  expect(error.extensions['errors']).toEqual([
    { field: 'query', message: `Cost 1204 exceeds ${MAX_COST}.`, code: 'too_costly' },
  ]);
});

test("the admin API's lists cost their page size as the catalog does, whoever asks", async () => {
  type Answer = { extensions?: { cost: { requested: number; maximum: number } } };
  const tenant = await freshTenant(service);
  const { accessToken } = await login(service.url, 'admin', undefined, tenant.tenantId);
  const query =
    '{ auditLogs(first: 2) { edges { node { id actor { role } } } } adminUsers(first: 3) { edges { node { id } } } }';
  const cheap = (await graphql(service.url, query, { token: accessToken })) as Answer &
    Awaited<ReturnType<typeof graphql>>;
  expect(cheap.errors, cheap.text).toBeUndefined();
  // auditLogs (1) + 2 x (edges 1 + node 1 + actor 1), adminUsers (1) + 3 x (edges 1 + node 1).
  expect(cheap.extensions?.cost).toEqual({ requested: 14, maximum: MAX_COST });

  // Pages of 100 multiply what a node costs: 301 + 301 + 301 + 201, refused before anything runs.
  const costly = await graphql(
    service.url,
    `
      {
        auditLogs(first: 100) {
          edges {
            node {
              actor {
                role
              }
            }
          }
        }
        a: auditLogs(first: 100) {
          edges {
            node {
              resource {
                id
              }
            }
          }
        }
        adminOrders(first: 100) {
          edges {
            node {
              user {
                id
              }
            }
          }
        }
        adminUsers(first: 100) {
          edges {
            node {
              id
            }
          }
        }
      }
    `,
    { token: accessToken },
  );
  expect(costly.status).toBe(400);
  expect(costly.data).toBeUndefined();
  expect(onlyError(costly, 'BAD_USER_INPUT').extensions['errors']).toEqual([
    { field: 'query', message: `Cost 1104 exceeds ${MAX_COST}.`, code: 'too_costly' },
  ]);
});

test('variables that do not fit their types are 400 BAD_USER_INPUT, each told, not a failure of the cost', async () => {
  const answer = await graphql(
    service.url,
    'query ($first: Int, $sort: PetSort) { pets(first: $first, sort: $sort) { edges { cursor } } }',
    { variables: { first: 'many', sort: 'SIDEWAYS' } },
  );
  expect(answer.status, answer.text).toBe(400);
  expect(answer.data).toBeUndefined();
  expect(answer.errors?.map((error) => [error.extensions.code, error.message])).toEqual([
    [
      'BAD_USER_INPUT',
      'Variable "$first" got invalid value "many"; Int cannot represent non-integer value: "many"',
    ],
    [
      'BAD_USER_INPUT',
      'Variable "$sort" got invalid value "SIDEWAYS"; Value "SIDEWAYS" does not exist in "PetSort" enum.',
    ],
  ]);
  for (const error of answer.errors ?? []) expect(error.extensions.requestId).toEqual(expect.any(String));
});

test('aliases of __typename count against the alias limit like any other field', async () => {
  const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, index) => `t${index}: __typename`);
  // Inside the introspection answer each alias would be repeated for every field of every type.
  const refused = await graphql(
    service.url,
    `{ __schema { types { fields { type { ${aliases.join(' ')} } } } } }`,
  );
  expect(refused.status).toBe(400);
  expect(refused.data).toBeUndefined();
  expect(onlyError(refused, 'GRAPHQL_VALIDATION_FAILED').message).toMatch(/alias/i);
});

/** Ten thousand spreads of one fragment; five thousand inline fragments nested in each other. */
const SPREADS = `query { ${'...F '.repeat(10_000)}} fragment F on Query { __typename }`;
const NESTED = `query { ${'... on Query { '.repeat(5000)}__typename${' }'.repeat(5000)} }`;

test(`documents past ${MAX_TOKENS} tokens, ${MAX_FRAGMENT_SPREADS} fragment spreads or the depth are refused with 400, over HTTP and graphql-ws`, async () => {
  for (const query of [SPREADS, NESTED]) {
    const refused = await graphql(service.url, query);
    expect(refused.status, refused.text).toBe(400);
    expect(onlyError(refused, 'GRAPHQL_PARSE_FAILED').message).toMatch(/more that 2000 tokens/);
  }
  const spreads = (count: number) => `query { ${'...F '.repeat(count)}} fragment F on Query { __typename }`;
  expect((await graphql(service.url, spreads(MAX_FRAGMENT_SPREADS))).data).toEqual({ __typename: 'Query' });
  const tooManySpreads = await graphql(service.url, spreads(MAX_FRAGMENT_SPREADS + 1));
  expect(tooManySpreads.status).toBe(400);
  expect(onlyError(tooManySpreads, 'GRAPHQL_VALIDATION_FAILED').message).toMatch(/fragment spread/i);
  // Inline fragments are a level of depth each.
  const nested = (count: number) =>
    `query { ${'... on Query { '.repeat(count)}__typename${' }'.repeat(count)} }`;
  const tooDeep = await graphql(service.url, nested(MAX_DEPTH + 1));
  expect(tooDeep.status).toBe(400);
  expect(onlyError(tooDeep, 'GRAPHQL_VALIDATION_FAILED').message).toMatch(/depth/i);

  const client = wsClient(service.url);
  try {
    for (const query of [SPREADS, NESTED]) {
      const run = new Collected(client, query);
      await run.end();
      expect(run.errors?.map((error) => error.extensions?.['code'])).toEqual(['GRAPHQL_PARSE_FAILED']);
    }
  } finally {
    await client.dispose();
  }
});

test('persisted queries: a wrong hash or version is 400 BAD_REQUEST, an unknown hash PERSISTED_QUERY_NOT_FOUND', async () => {
  const post = async (body: unknown) =>
    readAnswer<Record<string, unknown>>(
      await fetch(`${service.url}/v1/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  const query = '{ inventory { total } }';
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const persisted = (hash: string, version = 1) => ({ persistedQuery: { version, sha256Hash: hash } });

  const wrongHash = await post({ query, extensions: persisted('0'.repeat(64)) });
  expect(wrongHash.status).toBe(400);
  expect(onlyError(wrongHash, 'BAD_REQUEST').message).toBe('provided sha does not match query');
  const wrongVersion = await post({ query, extensions: persisted(sha256Hash, 2) });
  expect(wrongVersion.status).toBe(400);
  expect(onlyError(wrongVersion, 'BAD_REQUEST').message).toBe('Unsupported persisted query version');

  // Apollo's protocol: an unknown hash asks the client to send the query with it, which registers it.
  const unknown = await post({ extensions: persisted(sha256Hash) });
  expect(onlyError(unknown, 'PERSISTED_QUERY_NOT_FOUND').message).toBe('PersistedQueryNotFound');
  expect((await post({ query, extensions: persisted(sha256Hash) })).errors).toBeUndefined();
  const byHash = await post({ extensions: persisted(sha256Hash) });
  expect(byHash.errors).toBeUndefined();
  expect(byHash.data).toEqual({ inventory: { total: expect.any(Number) } });
});

test('the schema introspection is costly, and the operations of a batch share one cost limit', async () => {
  const introspection = getIntrospectionQuery({ descriptions: true });
  const once = await graphql(service.url, introspection);
  expect(once.errors).toBeUndefined();
  const perRequest = Math.floor(MAX_COST / SCHEMA_INTROSPECTION_COST);
  const aliased = Array.from({ length: perRequest + 1 }, (_, n) => `s${n}: __schema { types { name } }`);
  expect(onlyError(await graphql(service.url, `{ ${aliased.join(' ')} }`), 'BAD_USER_INPUT').message).toMatch(
    /^The operation costs \d+, more than the limit/,
  );

  const batch = await fetch(`${service.url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(Array.from({ length: 10 }, () => ({ query: introspection }))),
  });
  const text = await batch.text();
  const results = JSON.parse(text) as GraphqlAnswer[];
  expect(results.filter((result) => result.errors === undefined)).toHaveLength(perRequest);
  for (const refused of results.slice(perRequest)) {
    expect(refused.errors?.[0]?.message).toMatch(/^The batch costs \d+, more than the limit/);
    expect(refused.errors?.[0]?.extensions['errors']).toEqual([
      expect.objectContaining({ code: 'too_costly' }),
    ]);
  }
  // The answer holds what the limit allows, not ten copies of the schema.
  expect(text.length).toBeLessThan((perRequest + 1) * once.text.length);
});
