import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { rateLimitOf, requestFrom, type RawResponse } from '../platform/http.js';
import { onlyError, type GraphqlAnswer } from './client.js';

const ANONYMOUS_PER_MINUTE = 4;
let service: TestGateway;

beforeAll(async () => {
  service = await startTestGateway({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(ANONYMOUS_PER_MINUTE) });
});
afterAll(() => service.close());

function graphqlFrom(client: string): Promise<RawResponse> {
  return requestFrom(client, `${service.url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ inventory { total } }' }),
  });
}

test('GraphQL operations spend the same budget as REST requests: switching doors does not double it', async () => {
  const client = '127.0.0.41';
  const rest = (await requestFrom(client, `${service.url}/v1/pets?limit=1`)).status;
  const graphqlAnswers = [await graphqlFrom(client), await graphqlFrom(client)];
  const restAgain = await requestFrom(client, `${service.url}/v1/pets?limit=1`);
  expect([rest, ...graphqlAnswers.map((answer) => answer.status), restAgain.status]).toEqual([
    200, 200, 200, 200,
  ]);
  expect(graphqlAnswers.map((answer) => rateLimitOf(answer.headers).remaining)).toEqual([2, 1]);
  expect(rateLimitOf(restAgain.headers).remaining).toBe(0);

  const refused = await graphqlFrom(client);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  const answer = { ...(JSON.parse(refused.body) as GraphqlAnswer<unknown>), text: refused.body };
  const error = onlyError(answer, 'RATE_LIMITED');
  expect(error.extensions['retryAfterSeconds']).toBe(Number(refused.headers['retry-after']));
  expect((await requestFrom(client, `${service.url}/v1/pets?limit=1`)).status).toBe(429);

  // Another caller's budget is its own.
  expect((await graphqlFrom('127.0.0.42')).status).toBe(200);
});

test('a batch answers each operation and charges each one; more than 10 are refused', async () => {
  const client = '127.0.0.43';
  const batch = (count: number) =>
    requestFrom(client, `${service.url}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Array.from({ length: count }, () => ({ query: '{ inventory { total } }' }))),
    });
  const answered = await batch(3);
  expect(answered.status).toBe(200);
  const results = JSON.parse(answered.body) as { data: unknown }[];
  expect(results).toHaveLength(3);
  expect(results.every((result) => result.data !== undefined)).toBe(true);
  // Three operations spent three points of four: one REST request is left.
  const rest = await requestFrom(client, `${service.url}/v1/pets?limit=1`);
  expect(rest.status).toBe(200);
  expect(rateLimitOf(rest.headers).remaining).toBe(0);

  const tooMany = await requestFrom('127.0.0.44', `${service.url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(Array.from({ length: 11 }, () => ({ query: '{ inventory { total } }' }))),
  });
  expect(tooMany.status).toBe(400);
  const answer = { ...(JSON.parse(tooMany.body) as GraphqlAnswer<unknown>), text: tooMany.body };
  expect(onlyError(answer, 'BAD_USER_INPUT').extensions['errors']).toEqual([
    { field: '', message: '11 operations were sent.', code: 'too_many_operations' },
  ]);
});
