import { connect } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Gateway } from '../../src/gateway.js';
import { startTestGateway, TEST_SEED_PASSWORD } from '../helpers/gateway.js';
import { uniqueUsername } from '../helpers/auth.js';
import { capturedLogLines } from '../helpers/log-lines.js';
import { envelope, postSoap } from '../soap/soap-client.js';

/** Everything the service logs, as parsed JSON lines. */
const { lines, sink } = capturedLogLines();

let gateway: Gateway;

beforeAll(async () => {
  gateway = (await startTestGateway({ LOG_LEVEL: 'info' }, sink)).gateway;
});

afterAll(async () => {
  await gateway?.close();
});

/** The access log line of one request, once the response is done. */
async function logLineOf(requestId: string): Promise<Record<string, unknown>> {
  for (;;) {
    const line = lines.find(
      (candidate) => candidate['msg'] === 'request' && candidate['correlationId'] === requestId,
    );
    if (line !== undefined) return line;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

test('every request is logged once, with its request id, route template, status and caller', async () => {
  const login = await fetch(`${gateway.url}/v1/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'customer', password: TEST_SEED_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const me = await fetch(`${gateway.url}/v1/users/me`, {
    headers: { authorization: `Bearer ${accessToken}`, 'x-request-id': 'log-me-1' },
  });
  const user = (await me.json()) as { id: string; tenantId: string };

  const line = await logLineOf('log-me-1');
  expect(line).toMatchObject({
    level: 'info',
    method: 'GET',
    path: '/v1/users/me',
    route: '/v1/users/me',
    status: 200,
    userId: user.id,
    tenantId: user.tenantId,
    completed: true,
  });
  expect(typeof line['durationMs']).toBe('number');
  expect(
    lines.filter((candidate) => candidate['correlationId'] === 'log-me-1' && candidate['msg'] === 'request'),
  ).toHaveLength(1);
});

test('the access lines of GraphQL and SOAP calls name their caller as REST lines do', async () => {
  const login = await fetch(`${gateway.url}/v1/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'customer', password: TEST_SEED_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const authorization = `Bearer ${accessToken}`;
  const graphql = await fetch(`${gateway.url}/v1/graphql`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', 'x-request-id': 'log-graphql-me' },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  const { data } = (await graphql.json()) as { data: { me: { id: string } } };
  const soap = await postSoap(gateway.url, '1.1', 'GetInventory', envelope('1.1', '<p:GetInventory/>'), {
    authorization,
    'x-request-id': 'log-soap-inventory',
  });
  expect(soap.status).toBe(200);
  const rest = await fetch(`${gateway.url}/v1/users/me`, {
    headers: { authorization, 'x-request-id': 'log-rest-me' },
  });
  const user = (await rest.json()) as { id: string; tenantId: string };
  expect(data.me.id).toBe(user.id);

  const caller = { userId: user.id, tenantId: user.tenantId };
  expect(await logLineOf('log-rest-me')).toMatchObject({ route: '/v1/users/me', status: 200, ...caller });
  expect(await logLineOf('log-graphql-me')).toMatchObject({ route: '/v1/graphql', status: 200, ...caller });
  expect(await logLineOf('log-soap-inventory')).toMatchObject({
    route: '/v1/soap',
    operation: 'GetInventory',
    status: 200,
    ...caller,
  });
});

test('passwords, tokens and query strings never reach the logs', async () => {
  const username = uniqueUsername('logs');
  const password = 'never-log-this-password';
  await fetch(`${gateway.url}/v1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'log-signup' },
    body: JSON.stringify({ username, email: `${username}@example.test`, password }),
  });
  const login = await fetch(`${gateway.url}/v1/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { accessToken, refreshToken } = (await login.json()) as { accessToken: string; refreshToken: string };
  await fetch(`${gateway.url}/v1/users/me?access_token=query-secret-value`, {
    headers: { authorization: `Bearer ${accessToken}`, 'x-request-id': 'log-query' },
  });
  await fetch(`${gateway.url}/oauth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'log-refresh' },
    body: new URLSearchParams({ refresh_token: refreshToken }).toString(),
  });
  await logLineOf('log-signup');
  expect((await logLineOf('log-query'))['path']).toBe('/v1/users/me');
  await logLineOf('log-refresh');

  const everything = JSON.stringify(lines);
  expect(everything).not.toContain(password);
  expect(everything).not.toContain(accessToken);
  expect(everything).not.toContain(refreshToken);
  expect(everything).not.toContain('query-secret-value');
  expect(everything).not.toContain(TEST_SEED_PASSWORD);
});

test('a client that leaves mid-body is logged as an abort (499, no error line) and counted as 499', async () => {
  const { port } = new URL(gateway.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /v1/users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\nX-Request-ID: log-abort\r\n\r\n{"username":',
  );
  // Give the service time to start reading the body, then leave.
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.destroy();

  const line = await logLineOf('log-abort');
  expect(line['status']).toBe(499);
  expect(line['completed']).toBe(false);
  const failures = lines.filter(
    (candidate) => candidate['correlationId'] === 'log-abort' && Number(candidate['level']) >= 40,
  );
  expect(failures).toEqual([]);
  const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
  expect(metrics).toMatch(/petstore_http_requests_total\{method="POST",route="\/v1\/users",status="499"\} 1/);
  expect(metrics).not.toMatch(
    /petstore_http_requests_total\{method="POST",route="\/v1\/users",status="404"\}/,
  );
});
