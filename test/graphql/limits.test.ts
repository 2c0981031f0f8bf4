import { beforeAll, expect, test } from 'vitest';
import { MAX_ALIASES, MAX_COST, MAX_DEPTH } from '../../src/adapters/graphql/limits.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { graphql, onlyError } from './client.js';

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
