import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { createAccount, type TestAccount } from '../helpers/auth.js';
import { rateLimitOf, requestFrom } from './http.js';

const ANONYMOUS_PER_MINUTE = 5;
const AUTHENTICATED_PER_MINUTE = 4;

let service: TestGateway;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  service = await startTestGateway({
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(ANONYMOUS_PER_MINUTE),
    RATE_LIMIT_AUTHENTICATED_PER_MINUTE: String(AUTHENTICATED_PER_MINUTE),
    RATE_LIMIT_LOGIN_PER_MINUTE: '100',
  });
  const tenantId = service.gateway.core.tenants.defaultTenantId();
  // Two logins from 127.0.0.1: two points of that address's anonymous budget.
  alice = await createAccount(service, tenantId, 'CUSTOMER');
  bob = await createAccount(service, tenantId, 'CUSTOMER');
});

afterAll(async () => {
  await service?.close();
});

describe('rate limits', () => {
  test('every /v1 response carries the RateLimit headers, success and error alike', async () => {
    const client = '127.0.0.10';
    const answers = [
      await requestFrom(client, `${service.url}/v1/openapi.json`),
      await requestFrom(client, `${service.url}/v1/no-such-thing`),
      await requestFrom(client, `${service.url}/v1/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 400]);
    answers.forEach((answer, index) => {
      const rate = rateLimitOf(answer.headers);
      expect(rate.limit).toBe(ANONYMOUS_PER_MINUTE);
      expect(rate.remaining).toBe(ANONYMOUS_PER_MINUTE - 1 - index);
      expect(rate.reset).toBeGreaterThanOrEqual(0);
      expect(rate.reset).toBeLessThanOrEqual(60);
      expect(rate.policy).toBe(`${ANONYMOUS_PER_MINUTE};w=60`);
    });
  });

  test('an anonymous caller past its budget gets 429 with Retry-After; another address does not', async () => {
    const client = '127.0.0.11';
    for (let i = 0; i < ANONYMOUS_PER_MINUTE; i += 1) {
      expect((await requestFrom(client, `${service.url}/v1/openapi.json`)).status).toBe(200);
    }
    const refused = await requestFrom(client, `${service.url}/v1/openapi.json`);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(refused.body) as { type: string; status: number; requestId: string };
    expect(problem.type).toMatch(/\/problems\/rate-limited$/);
    expect(problem.status).toBe(429);
    expect(problem.requestId).toBe(refused.headers['x-request-id']);
    const rate = rateLimitOf(refused.headers);
    expect(rate.remaining).toBe(0);
    expect(rate.retryAfter).toBeGreaterThanOrEqual(1);
    expect(rate.retryAfter).toBeLessThanOrEqual(60);

    const neighbour = await requestFrom('127.0.0.12', `${service.url}/v1/openapi.json`);
    expect(neighbour.status).toBe(200);
  });

  test('a malformed X-Tenant-ID is counted before it is refused: no free 400s past the budget', async () => {
    const client = '127.0.0.14';
    const malformed = () =>
      requestFrom(client, `${service.url}/v1/pets`, { headers: { 'x-tenant-id': '{}' } });
    for (let i = 0; i < ANONYMOUS_PER_MINUTE; i += 1) {
      const answer = await malformed();
      expect(answer.status).toBe(400);
      expect(rateLimitOf(answer.headers).remaining).toBe(ANONYMOUS_PER_MINUTE - 1 - i);
    }
    const refused = await malformed();
    expect(refused.status).toBe(429);
    expect(rateLimitOf(refused.headers).remaining).toBe(0);
  });

  test('health, metrics and the docs page are never throttled', async () => {
    const client = '127.0.0.13';
    for (let i = 0; i <= ANONYMOUS_PER_MINUTE; i += 1) {
      await requestFrom(client, `${service.url}/v1/openapi.json`);
    }
    for (const path of ['/healthz', '/readyz', '/metrics', '/docs/']) {
      const answer = await requestFrom(client, `${service.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['ratelimit-limit'], path).toBeUndefined();
    }
  });

  test('authenticated callers are counted per user, not per address', async () => {
    const me = (account: TestAccount) =>
      requestFrom('127.0.0.1', `${service.url}/v1/users/me`, {
        headers: { authorization: `Bearer ${account.accessToken}` },
      });
    for (let i = 0; i < AUTHENTICATED_PER_MINUTE; i += 1) {
      const answer = await me(alice);
      expect(answer.status).toBe(200);
      expect(rateLimitOf(answer.headers).limit).toBe(AUTHENTICATED_PER_MINUTE);
      expect(rateLimitOf(answer.headers).remaining).toBe(AUTHENTICATED_PER_MINUTE - 1 - i);
    }
    const refused = await me(alice);
    expect(refused.status).toBe(429);
    expect(rateLimitOf(refused.headers).retryAfter).toBeGreaterThanOrEqual(1);

    // Same address, another user: a budget of its own.
    const other = await me(bob);
    expect(other.status).toBe(200);
    expect(rateLimitOf(other.headers).remaining).toBe(AUTHENTICATED_PER_MINUTE - 1);

    // Alice's requests did not spend the address's anonymous budget (only the two logins did).
    const anonymous = await requestFrom('127.0.0.1', `${service.url}/v1/openapi.json`);
    expect(anonymous.status).toBe(200);
    expect(rateLimitOf(anonymous.headers).limit).toBe(ANONYMOUS_PER_MINUTE);
    expect(rateLimitOf(anonymous.headers).remaining).toBe(ANONYMOUS_PER_MINUTE - 3);
  });
});
