import { afterAll, beforeAll, expect, test } from 'vitest';
import { startGatewayBeside, startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { rateLimitOf, requestFrom } from './http.js';

const ANONYMOUS_PER_MINUTE = 6;

// Two gateway processes' worth of service over one database: the second connects to the first's
// embedded server as it would to any MongoDB, and both keep their counters there.
let first: TestGateway;
let second: TestGateway;

beforeAll(async () => {
  const limits = { RATE_LIMIT_STORE: 'mongo', RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(ANONYMOUS_PER_MINUTE) };
  first = await startTestGateway(limits);
  second = await startGatewayBeside(first, limits);
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

test('with RATE_LIMIT_STORE=mongo two gateways on one database share one budget per caller', async () => {
  const client = '127.0.0.21';
  const remaining: number[] = [];
  for (let i = 0; i < ANONYMOUS_PER_MINUTE; i += 1) {
    const gateway = i % 2 === 0 ? first : second;
    const answer = await requestFrom(client, `${gateway.url}/v1/openapi.json`);
    expect(answer.status).toBe(200);
    remaining.push(rateLimitOf(answer.headers).remaining);
  }
  expect(remaining).toEqual([5, 4, 3, 2, 1, 0]);

  // The budget is spent on both doors, whichever one the caller tries next.
  for (const gateway of [first, second]) {
    const refused = await requestFrom(client, `${gateway.url}/v1/openapi.json`);
    expect(refused.status).toBe(429);
    expect(rateLimitOf(refused.headers).retryAfter).toBeGreaterThanOrEqual(1);
  }
});

test('the shared counters still tell callers apart', async () => {
  const answer = await requestFrom('127.0.0.22', `${second.url}/v1/openapi.json`);
  expect(answer.status).toBe(200);
  expect(rateLimitOf(answer.headers).remaining).toBe(ANONYMOUS_PER_MINUTE - 1);
});
