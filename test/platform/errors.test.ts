import http from 'node:http';
import { beforeAll, describe, expect, test } from 'vitest';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { uniqueUsername } from '../helpers/auth.js';
import { readResponse, type RawResponse } from './http.js';
import { expectProblem } from './problem.js';

let service: TestGateway;

beforeAll(async () => {
  service = await sharedTestGateway();
});

const ONE_MEGABYTE = 1024 * 1024;

function signUpBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const username = uniqueUsername('errors');
  return { username, email: `${username}@example.test`, password: 'a-long-enough-password', ...extra };
}

/** A raw request, for bodies fetch will not send (chunked with no length, lying lengths). */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  write: (req: http.ClientRequest) => void,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // A connection of its own: one the server cut off mid-body is never pooled for later requests.
    const req = http.request(`${service.url}${path}`, { method, headers, agent: false }, (res) => {
      void readResponse(res).then(resolve, reject);
    });
    // The server may answer (413) and close before the whole body is written.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    write(req);
  });
}

describe('every error is an RFC 9457 problem document', () => {
  test('an unknown /v1 route is a 404 problem', async () => {
    const response = await fetch(`${service.url}/v1/no-such-resource?x=1`);
    const problem = await expectProblem(response, 404);
    expect(problem.type).toMatch(/\/problems\/not-found$/);
    // The path alone: the query string is never echoed.
    expect(problem.instance).toBe('/v1/no-such-resource');
  });

  test('an unknown route outside /v1 is a 404 problem too', async () => {
    await expectProblem(await fetch(`${service.url}/no/such/page`), 404);
  });

  test('a known path with a method it does not take is a 405 problem with Allow', async () => {
    const response = await fetch(`${service.url}/v1/users/me`, { method: 'PATCH' });
    const allow = response.headers.get('allow');
    const problem = await expectProblem(response, 405);
    expect(problem.type).toMatch(/\/problems\/method-not-allowed$/);
    expect(allow).toMatch(/\bGET\b/);
  });

  test('OPTIONS on a known path lists the allowed methods', async () => {
    const response = await fetch(`${service.url}/v1/users`, { method: 'OPTIONS' });
    expect(response.status).toBe(200);
    expect(response.headers.get('allow')).toMatch(/\bPOST\b/);
  });

  test('malformed JSON is a 400 problem that names the body', async () => {
    const response = await fetch(`${service.url}/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": "half',
    });
    const problem = await expectProblem(response, 400);
    expect(problem.type).toMatch(/\/problems\/validation-error$/);
    expect(problem.errors?.[0]?.code).toBe('malformed_json');
  });

  test('a schema-invalid body is a 400 problem listing each field', async () => {
    const response = await fetch(`${service.url}/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x', email: 'not-an-email', password: 'short', admin: true }),
    });
    const problem = await expectProblem(response, 400);
    const fields = (problem.errors ?? []).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'email', 'password', 'admin']));
    for (const error of problem.errors ?? []) {
      expect(typeof error.message).toBe('string');
      expect(typeof error.code).toBe('string');
    }
  });

  test('a body in another content type is a 415 problem', async () => {
    const response = await fetch(`${service.url}/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(signUpBody()),
    });
    const problem = await expectProblem(response, 415);
    expect(problem.type).toMatch(/\/problems\/unsupported-media-type$/);
  });

  test('a JSON body over 1 MB is a 413 problem', async () => {
    const response = await fetch(`${service.url}/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signUpBody({ firstName: 'x'.repeat(ONE_MEGABYTE) })),
    });
    const problem = await expectProblem(response, 413);
    expect(problem.type).toMatch(/\/problems\/payload-too-large$/);
  });

  test('a chunked body with no Content-Length is cut off at 1 MB with a 413 problem', async () => {
    const requestId = `chunked-${Date.now()}`;
    const answer = await rawRequest(
      'POST',
      '/v1/users',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked', 'x-request-id': requestId },
      (req) => {
        const piece = Buffer.alloc(64 * 1024, 'a');
        req.write('{"username":"');
        // 1.5 MB in 64 KB chunks, never announcing the total.
        for (let i = 0; i < 24; i += 1) req.write(piece);
        req.end('"}');
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(answer.body) as { status: number; requestId: string; correlationId: string };
    expect(problem.status).toBe(413);
    expect(problem.correlationId).toBe(requestId);
    expect(answer.headers['x-request-id']).toBe(requestId);
    expect(problem.requestId).toBe(answer.headers['x-server-request-id']);
  });

  test('a body that is exactly at the limit is read, not refused as too large', async () => {
    const body = JSON.stringify(signUpBody());
    const padded = body.slice(0, -1) + ' '.repeat(ONE_MEGABYTE - Buffer.byteLength(body)) + '}';
    expect(Buffer.byteLength(padded)).toBe(ONE_MEGABYTE);
    const response = await fetch(`${service.url}/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: padded,
    });
    expect(response.status).toBe(201);
  });

  test("the caller's X-Request-ID is echoed as the correlation id; the request id is the service's", async () => {
    const response = await fetch(`${service.url}/v1/nothing`, {
      headers: { 'x-request-id': 'trace-abc.123' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-abc.123');
    const problem = await expectProblem(response, 404);
    expect(problem.correlationId).toBe('trace-abc.123');
    expect(problem.requestId).not.toBe('trace-abc.123');
    expect(problem.requestId).toBe(response.headers.get('x-server-request-id'));
  });

  test('an unsafe X-Request-ID is replaced by a fresh id rather than echoed', async () => {
    const response = await fetch(`${service.url}/v1/nothing`, {
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    const problem = await expectProblem(response, 404);
    expect(problem.requestId).not.toContain('<');
    expect(problem.requestId.length).toBeGreaterThan(0);
    expect(problem).not.toHaveProperty('correlationId');
    expect(response.headers.get('x-request-id')).toBe(problem.requestId);
  });

  test('NoSQL operators and prototype keys in a body are refused and create nothing', async () => {
    const username = uniqueUsername('inject');
    for (const body of [
      `{"username": {"$gt": ""}, "email": "${username}@example.test", "password": "a-long-enough-password"}`,
      `{"username": "${username}", "email": "${username}@example.test", "password": "a-long-enough-password", "__proto__": {"role": "ADMIN"}}`,
      `{"username": "${username}", "email": "${username}@example.test", "password": "a-long-enough-password", "a.b": 1}`,
    ]) {
      const response = await fetch(`${service.url}/v1/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await expectProblem(response, 400);
    }
    // The username is still free: nothing was created by the refused attempts.
    const response = await fetch(`${service.url}/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        email: `${username}@example.test`,
        password: 'a-long-enough-password',
      }),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { role: string }).role).toBe('CUSTOMER');
  });

  test('deeply nested JSON (arrays and objects, to the body limit) is a 400 problem, never a 500', async () => {
    // The GraphQL door's deep documents have their REST twin: nesting as deep as 1 MB allows.
    const levels = [5000, Math.floor((ONE_MEGABYTE - 200) / 2)];
    for (const depth of levels) {
      for (const nested of [
        '['.repeat(depth) + ']'.repeat(depth),
        '{"a":'.repeat(Math.floor(depth / 5)) + '1' + '}'.repeat(Math.floor(depth / 5)),
      ]) {
        const response = await fetch(`${service.url}/v1/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(signUpBody()).replace(/}$/, `,"firstName":${nested}}`),
        });
        const problem = await expectProblem(response, 400);
        expect(problem.errors).toEqual([expect.objectContaining({ code: 'too_deep' })]);
        // The field named is bounded by the depth limit, not as long as the nesting.
        expect(JSON.stringify(problem).length).toBeLessThan(2000);
      }
    }
  });

  test('a bad bearer token is a 401 problem with a Bearer challenge', async () => {
    const response = await fetch(`${service.url}/v1/users/me`, {
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    const challenge = response.headers.get('www-authenticate');
    await expectProblem(response, 401);
    expect(challenge).toMatch(/^Bearer\b/);
  });
});
