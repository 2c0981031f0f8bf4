import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { accessTokensFor, signUp } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { rateLimitOf, requestFrom, type RawResponse } from '../platform/http.js';
import { onlyError, type GraphqlAnswer } from './client.js';
import { Collected, wsClient } from './ws-client.js';

const ANONYMOUS_PER_MINUTE = 12;
const AUTHENTICATED_PER_MINUTE = 20;
let service: TestGateway;

beforeAll(async () => {
  service = await startTestGateway({
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(ANONYMOUS_PER_MINUTE),
    RATE_LIMIT_AUTHENTICATED_PER_MINUTE: String(AUTHENTICATED_PER_MINUTE),
  });
});
afterAll(() => service.close());

/** A mutation signing up `count` accounts named `<prefix>-<n>`, each under its own alias. */
function signUps(prefix: string, count: number): string {
  const fields = Array.from(
    { length: count },
    (_, n) =>
      `s${n}: signUp(input: { username: "${prefix}-${n}", email: "${prefix}-${n}@example.test", ` +
      `password: "pw-${prefix}-long-enough" }) { id }`,
  );
  return `mutation { ${fields.join(' ')} }`;
}

function postFrom(client: string, body: unknown): Promise<RawResponse> {
  return requestFrom(client, `${service.url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** How many accounts of the default tenant have a username starting with `prefix`. */
async function accountsNamed(prefix: string): Promise<number> {
  const [admin] = await accessTokensFor(service.url, 'admin');
  const found = await api(service.url, 'GET', `/v1/admin/users?q=${prefix}&limit=100`, { token: admin });
  expect(found.status).toBe(200);
  return (found.body['data'] as unknown[]).length;
}

test('each aliased mutation field spends a point of the general budget, as one REST request would', async () => {
  const client = '127.0.0.61';
  const prefix = `al${randomUUID().slice(0, 8)}`;
  const answer = await postFrom(client, { query: signUps(prefix, 3) });
  expect(answer.status).toBe(200);
  expect(Object.keys((JSON.parse(answer.body) as { data: object }).data)).toEqual(['s0', 's1', 's2']);
  // Three sign-ups, three points: the headers tell what is left after all of them.
  expect(rateLimitOf(answer.headers).remaining).toBe(ANONYMOUS_PER_MINUTE - 3);
  const rest = await requestFrom(client, `${service.url}/v1/pets?limit=1`);
  expect(rateLimitOf(rest.headers).remaining).toBe(ANONYMOUS_PER_MINUTE - 4);
  expect(await accountsNamed(prefix)).toBe(3);
});

test('a mutation with more fields than the budget holds is refused whole with 429, before any runs', async () => {
  const client = '127.0.0.62';
  const prefix = `rf${randomUUID().slice(0, 8)}`;
  const refused = await postFrom(client, { query: signUps(prefix, 30) });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  const answer = { ...(JSON.parse(refused.body) as GraphqlAnswer<unknown>), text: refused.body };
  expect(onlyError(answer, 'RATE_LIMITED').extensions['retryAfterSeconds']).toBeGreaterThanOrEqual(1);
  expect(await accountsNamed(prefix)).toBe(0);
  // The budget asked for is spent, as 30 REST sign-ups would have spent it.
  expect((await requestFrom(client, `${service.url}/v1/pets?limit=1`)).status).toBe(429);
});

test('a batch of aliased mutations spends one point per field over all its operations', async () => {
  const client = '127.0.0.63';
  const prefix = `bt${randomUUID().slice(0, 8)}`;
  const batch = [0, 1, 2, 3, 4].map((n) => ({ query: signUps(`${prefix}-${n}`, 3) }));
  const answered = await postFrom(client, batch);
  // Five operations admitted (5 points), then two further fields each: three fit in 12 points,
  // the other two are refused whole. 15 sign-ups would have cost 15 REST requests.
  const results = JSON.parse(answered.body) as GraphqlAnswer<Record<string, unknown>>[];
  const codes = results.map((result) => result.errors?.[0]?.extensions.code ?? 'ok').sort();
  expect(codes).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'ok', 'ok', 'ok']);
  expect(await accountsNamed(prefix)).toBe(9);
});

test('mutations over graphql-ws are charged per field too', async () => {
  const customer = await signUp(service.url);
  const me = () => api(service.url, 'GET', '/v1/users/me', { token: customer.accessToken });
  const before = rateLimitOf((await me()).headers).remaining;
  const client = wsClient(service.url, { authorization: `Bearer ${customer.accessToken}` });
  try {
    const fields = [0, 1, 2, 3, 4].map((n) => `u${n}: updateMe(input: { firstName: "Name${n}" }) { id }`);
    const run = new Collected(client, `mutation { ${fields.join(' ')} }`);
    await run.end();
    expect(run.errors).toBeUndefined();
    expect(Object.keys(run.results[0]?.data ?? {})).toHaveLength(5);
  } finally {
    await client.dispose();
  }
  // The socket's admission (1), the operation's (1) and its four further fields (4), then this call.
  expect(rateLimitOf((await me()).headers).remaining).toBe(before - 7);
});
