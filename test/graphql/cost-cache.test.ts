import { beforeAll, expect, test } from 'vitest';
import { MAX_COST } from '../../src/adapters/graphql/limits.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { graphql, onlyError } from './client.js';

/** Costs are remembered per query text, but a query's variables still decide what it costs. */
let service: TestGateway;

beforeAll(async () => {
  service = await sharedTestGateway();
});

const PAGES = `query Pages($first: Int) {
  a: pets(first: $first) { edges { node { id medicalInfo { vaccinated } } } }
  b: pets(first: $first) { edges { node { id medicalInfo { vaccinated } } } }
  c: pets(first: $first) { edges { node { id medicalInfo { vaccinated } } } }
  d: pets(first: $first) { edges { node { id medicalInfo { vaccinated } } } }
  e: pets(first: $first) { edges { node { id medicalInfo { vaccinated } } } }
  f: pets(first: $first) { edges { node { id medicalInfo { vaccinated } } } }
}`;

type Answer = { extensions?: { cost: { requested: number; maximum: number } } };

test('the same query costs what its variables ask, each time it is sent', async () => {
  const cheap = await graphql<unknown>(service.url, PAGES, { variables: { first: 2 } });
  expect(cheap.status).toBe(200);
  const cheapCost = (cheap as Answer).extensions?.cost.requested ?? 0;
  // Six connections of `first` nodes, each node an edge, a node and its medical info.
  expect(cheapCost).toBe(6 * (1 + 2 * 3));

  const costly = await graphql(service.url, PAGES, { variables: { first: 100 } });
  expect(costly.status).toBe(400);
  expect(onlyError(costly, 'BAD_USER_INPUT').message).toBe(
    `The operation costs ${6 * (1 + 100 * 3)}, more than the limit of ${MAX_COST}.`,
  );

  const again = await graphql<unknown>(service.url, PAGES, { variables: { first: 2 } });
  expect((again as Answer).extensions?.cost.requested).toBe(cheapCost);
  const refusedAgain = await graphql(service.url, PAGES, { variables: { first: 100 } });
  expect(refusedAgain.status).toBe(400);
});
