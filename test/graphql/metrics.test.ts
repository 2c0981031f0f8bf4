import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { accessTokensFor } from '../helpers/auth.js';
import { metricValue } from '../helpers/metrics.js';
import { graphql } from './client.js';

const METRICS_TOKEN = 'graphql-scrape-token';
let service: TestGateway;

beforeAll(async () => {
  service = await startTestGateway({ METRICS_TOKEN });
});
afterAll(() => service.close());

const valueOf = (series: string) => metricValue(service.url, series, METRICS_TOKEN);

test('operations are counted by root field, type and outcome; HTTP series label the route', async () => {
  const [customer] = await accessTokensFor(service.url, 'customer');
  const inventory = 'petstore_graphql_operations_total{operation="inventory",type="query",outcome="success"}';
  const forbidden =
    'petstore_graphql_operations_total{operation="createPet",type="mutation",outcome="FORBIDDEN"}';
  const route = 'petstore_http_requests_total{method="POST",route="/v1/graphql",status="200"}';
  const before = [await valueOf(inventory), await valueOf(forbidden), await valueOf(route)];

  await graphql(service.url, '{ inventory { total } }');
  await graphql(service.url, '{ inventory { total } }');
  await graphql(
    service.url,
    'mutation { createPet(input: { name: "X", species: DOG, price: "1.00" }) { id } }',
    {
      token: customer,
    },
  );

  expect(await valueOf(inventory)).toBe((before[0] ?? 0) + 2);
  expect(await valueOf(forbidden)).toBe((before[1] ?? 0) + 1);
  expect(await valueOf(route)).toBe((before[2] ?? 0) + 3);
});
