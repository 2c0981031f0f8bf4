import { beforeAll, describe, expect, test } from 'vitest';
import { createTenantWithStaff, signUp, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet, placeOrder } from '../store/store-api.js';
import { graphql, onlyError } from './client.js';

/** Every edge of a connection carries the REST cursor positioned after its node. */
let service: TestGateway;
let tenantId: string;
let staff: TestAccount;
const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];

beforeAll(async () => {
  service = await sharedTestGateway();
  // A tenant of its own: its catalog and orders are only what this file makes.
  ({ tenantId, account: staff } = await createTenantWithStaff(service));
  for (const [index, name] of NAMES.entries()) {
    await createPet(service.url, staff.accessToken, { name, price: `${100 + index}.00` });
  }
});

interface Edge {
  cursor: string;
  node: { id: string; name?: string };
}
type Pets = { pets: { edges: Edge[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };

const PETS = `query Pets($first: Int, $after: String, $sort: PetSort) {
  pets(first: $first, after: $after, sort: $sort) {
    edges { cursor node { id name } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function pets(variables: Record<string, unknown>): Promise<Pets['pets']> {
  const answer = await graphql<Pets>(service.url, PETS, { headers: { 'x-tenant-id': tenantId }, variables });
  expect(answer.errors, answer.text).toBeUndefined();
  return answer.data?.pets as Pets['pets'];
}

const namesOf = (edges: Edge[]) => edges.map((edge) => edge.node.name);

describe('per-edge cursors', () => {
  test.each(['NAME', 'PRICE_DESC', 'CREATED_AT_DESC'])(
    'after edge i of a %s page come the pets after i, over GraphQL and REST',
    async (sort) => {
      const whole = await pets({ first: 10, sort });
      expect(whole.edges).toHaveLength(NAMES.length);
      expect(whole.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
      const restSort = { NAME: 'name', PRICE_DESC: '-price', CREATED_AT_DESC: '-createdAt' }[sort];
      for (const [index, edge] of whole.edges.entries()) {
        expect(edge.cursor).toEqual(expect.any(String));
        const rest = namesOf(whole.edges.slice(index + 1));
        expect(namesOf((await pets({ first: 10, sort, after: edge.cursor })).edges)).toEqual(rest);
        // A REST cursor: the REST listing continues after the same pet.
        const listed = await api(
          service.url,
          'GET',
          `/v1/pets?limit=10&sort=${restSort}&cursor=${edge.cursor}`,
          {
            headers: { 'x-tenant-id': tenantId },
          },
        );
        expect(listed.status).toBe(200);
        expect((listed.body['data'] as { name: string }[]).map((pet) => pet.name)).toEqual(rest);
      }
    },
  );

  test('on a page that has more, the last edge carries endCursor', async () => {
    const page = await pets({ first: 2, sort: 'NAME' });
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.edges.at(-1)?.cursor).toBe(page.pageInfo.endCursor);
    expect(namesOf(page.edges)).toEqual(['Ada', 'Bo']);
    const next = await pets({ first: 2, sort: 'NAME', after: page.edges[0]?.cursor });
    expect(namesOf(next.edges)).toEqual(['Bo', 'Cy']);
  });

  test('each order edge continues the listing after its order', async () => {
    const customer = await signUp(service.url, {}, tenantId);
    const listed = await api(service.url, 'GET', '/v1/pets?limit=4&sort=name', {
      headers: { 'x-tenant-id': tenantId },
    });
    for (const pet of (listed.body['data'] as { id: string }[]).slice(0, 4)) {
      await placeOrder(service.url, customer.accessToken, { petId: pet.id });
    }
    const query = `query O($after: String) { orders(first: 10, after: $after) { edges { cursor node { id } } } }`;
    type Orders = { orders: { edges: Edge[] } };
    const all = await graphql<Orders>(service.url, query, { token: staff.accessToken });
    const edges = all.data?.orders.edges ?? [];
    expect(edges).toHaveLength(4);
    for (const [index, edge] of edges.entries()) {
      const after = await graphql<Orders>(service.url, query, {
        token: staff.accessToken,
        variables: { after: edge.cursor },
      });
      expect(after.data?.orders.edges.map((each) => each.node.id)).toEqual(
        edges.slice(index + 1).map((each) => each.node.id),
      );
    }
  });
});

describe('refusals name the arguments the caller sent', () => {
  test('a bad `after` is named `after` (not REST’s `cursor`); a bad filter field is `filter.<field>`', async () => {
    const query = `query P($after: String, $filter: PetFilter) {
      pets(first: 2, after: $after, filter: $filter) { edges { cursor } }
    }`;
    const headers = { 'x-tenant-id': tenantId };
    const badCursor = await graphql(service.url, query, { headers, variables: { after: 'not-a-cursor' } });
    expect(onlyError(badCursor, 'BAD_USER_INPUT').extensions['errors']).toEqual([
      {
        field: 'after',
        message: 'The cursor is malformed or belongs to another query.',
        code: 'invalid_cursor',
      },
    ]);
    const badFilter = await graphql(service.url, query, {
      headers,
      variables: { filter: { minAgeMonths: 601 } },
    });
    expect(onlyError(badFilter, 'BAD_USER_INPUT').extensions['errors']).toEqual([
      { field: 'filter.minAgeMonths', message: 'Must be at most 600 (50 years).', code: 'too_big' },
    ]);
    const orders = await graphql(
      service.url,
      'query O($after: String) { orders(first: 2, after: $after) { edges { cursor } } }',
      {
        token: staff.accessToken,
        variables: { after: 'not-a-cursor' },
      },
    );
    expect(onlyError(orders, 'BAD_USER_INPUT').extensions['errors']).toEqual([
      {
        field: 'after',
        message: 'The cursor is malformed or belongs to another query.',
        code: 'invalid_cursor',
      },
    ]);
  });
});
