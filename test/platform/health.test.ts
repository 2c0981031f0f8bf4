import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';

let service: TestGateway;

beforeAll(async () => {
  // Its own embedded server, even on a caller's MONGODB_URI: the last tests stop it.
  service = await startTestGateway({ EMBEDDED_DB_MEMORY: 'true' });
});

afterAll(async () => {
  await service?.close();
});

test('/healthz answers 200 while the process runs', async () => {
  const response = await fetch(`${service.url}/healthz`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('/readyz answers 200 while the database answers', async () => {
  const response = await fetch(`${service.url}/readyz`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'up' } });
});

// Last in the file: it takes the database away from under the running gateway.
test('/readyz answers 503 once the database is gone, while /healthz stays 200', async () => {
  const embedded = service.gateway.database.embedded;
  if (embedded === undefined) throw new Error('the test gateway runs the embedded database');
  await embedded.stop();

  const ready = await fetch(`${service.url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });

  const live = await fetch(`${service.url}/healthz`);
  expect(live.status).toBe(200);
});

test('a request that needs the database gone answers a 503 problem without internals', async () => {
  const response = await fetch(`${service.url}/v1/pets`);
  const text = await response.text();
  expect(response.status).toBe(503);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const problem = JSON.parse(text) as { type: string; detail: string; requestId: string };
  expect(problem.type).toMatch(/\/problems\/service-unavailable$/);
  expect(problem.requestId).toBe(response.headers.get('x-request-id'));
  expect(text).not.toMatch(/ECONNREFUSED|Mongo|127\.0\.0\.1|\bat\s/);
});
