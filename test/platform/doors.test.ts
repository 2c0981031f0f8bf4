import http from 'node:http';
import { beforeAll, describe, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { tokensFor } from '../helpers/auth.js';
import { readResponse, requestFrom, type RawResponse } from './http.js';

/** What the HTTP doors answer before any area decides: hosts, methods, credentials, caching. */
let service: TestGateway;
let customerToken: string;

beforeAll(async () => {
  service = await sharedTestGateway();
  customerToken = (await tokensFor(service.url, 'customer')).accessToken;
});

/** One request with exactly the given headers (Host included), from its own loopback address. */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  client = '127.0.0.1',
): Promise<RawResponse> {
  return requestFrom(client, `${service.url}${path}`, { method, headers });
}

const STALE = { authorization: 'Bearer not.a.valid-token' };

describe('methods', () => {
  test('an unknown method is 405 with Allow, whatever the token', async () => {
    for (const headers of [{}, STALE]) {
      const answer = await send('TRACE', '/v1/pets', headers);
      expect(answer.status).toBe(405);
      expect(answer.headers['allow']?.split(', ').sort()).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 405, allow: expect.arrayContaining(['GET']) });
    }
  });

  test('/v1/users/me is its own resource: PUT and DELETE are 405, never "me" read as an id', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const answer = await send(method, '/v1/users/me', { authorization: `Bearer ${customerToken}` });
      expect(answer.status, method).toBe(405);
      expect(answer.headers['allow']).toBe('HEAD, GET, OPTIONS');
    }
    const options = await send('OPTIONS', '/v1/users/me', { authorization: `Bearer ${customerToken}` });
    expect(options.status).toBe(200);
    expect(options.headers['allow']).toBe('HEAD, GET, OPTIONS');
    // A real id still takes PUT and DELETE.
    const byId = await send('OPTIONS', '/v1/users/8d3a8c8e-5b1f-4f49-9c38-0b8f7b1f2d11');
    expect(byId.headers['allow']?.split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PUT']);
  });
});

describe('public documents and stale tokens', () => {
  test('documents and health ignore credentials: a stale token does not break them', async () => {
    for (const path of ['/oauth/jwks', '/v1/openapi.json', '/healthz', '/readyz']) {
      expect((await send('GET', path, STALE)).status, path).toBe(200);
    }
  });

  test('public /v1 reads still tell a client its token is bad (401), as the document declares', async () => {
    const answer = await send('GET', '/v1/pets', STALE);
    expect(answer.status).toBe(401);
    expect(answer.headers['www-authenticate']).toMatch(/^Bearer /);
    const document = JSON.parse((await send('GET', '/v1/openapi.json')).body) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const [path, method] of [
      ['/v1/pets', 'get'],
      ['/v1/pets/{petId}', 'get'],
      ['/v1/store/inventory', 'get'],
      ['/v1/users', 'post'],
    ] as const) {
      expect(document.paths[path]?.[method]?.responses, `${method} ${path}`).toHaveProperty('401');
    }
  });
});

describe('Host header', () => {
  test('a host the service does not answer to is refused before anything else', async () => {
    const answer = await send('GET', '/v1/pets', { host: 'evil.example' });
    expect(answer.status).toBe(400);
    const problem = JSON.parse(answer.body) as { errors: { field: string; code: string }[] };
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'Host', code: 'host_not_allowed' })]);
    expect(answer.headers['ratelimit-limit']).toBeUndefined();
    expect(JSON.stringify(answer)).not.toContain('evil.example');
    // Not even the OpenAPI `servers` entry can be pointed elsewhere.
    expect((await send('GET', '/v1/openapi.json', { host: 'evil.example:80' })).status).toBe(400);
  });

  test('localhost and the listen address answer, on any port', async () => {
    for (const host of ['localhost:1234', '127.0.0.1', 'LOCALHOST']) {
      expect((await send('GET', '/healthz', { host })).status, host).toBe(200);
    }
  });

  test('the WebSocket upgrade checks the host too', async () => {
    const { port } = new URL(service.url);
    const answer = await new Promise<RawResponse>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        path: '/v1/chat/ws',
        headers: {
          host: 'evil.example',
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': Buffer.from('0123456789abcdef').toString('base64'),
          authorization: `Bearer ${customerToken}`,
        },
      });
      req.on('response', (res) => void readResponse(res).then(resolve, reject));
      req.on('upgrade', () => reject(new Error('the upgrade was accepted')));
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(400);
  });

  test('ALLOWED_HOSTS names the hosts, with *.domain for subdomains', async () => {
    const other = await startTestGateway({ ALLOWED_HOSTS: 'api.example.com, *.pets.example' });
    try {
      const at = (host: string) => requestFrom('127.0.0.1', `${other.url}/healthz`, { headers: { host } });
      expect((await at('api.example.com')).status).toBe(200);
      expect((await at('eu.pets.example:8443')).status).toBe(200);
      expect((await at('localhost')).status).toBe(400);
      expect((await at('example.com')).status).toBe(400);
    } finally {
      await other.close();
    }
  });
});

describe('caching of caller-specific answers', () => {
  test('an authenticated answer is private and not stored; answers vary by credentials and tenant', async () => {
    const me = await send('GET', '/v1/users/me', { authorization: `Bearer ${customerToken}` });
    expect(me.status).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-store');
    expect(me.headers['vary']).toMatch(/Authorization/);
    expect(me.headers['vary']).toMatch(/X-Tenant-ID/);
    const anonymous = await send('GET', '/v1/pets');
    expect(anonymous.headers['vary']).toMatch(/Authorization/);
    // The public catalog, read anonymously, may be kept by shared caches (keyed by the Vary above).
    expect(anonymous.headers['cache-control']).toBe('public, max-age=5');
  });
});

describe('problem documents stay small', () => {
  test('the query string is not echoed and the field errors are capped', async () => {
    const query = Array.from({ length: 1500 }, (_, i) => `u${i}`).join('&');
    const answer = await send('GET', `/v1/pets?${query}`, {}, '127.0.0.40');
    expect(answer.status).toBe(400);
    const problem = JSON.parse(answer.body) as { instance: string; errors: unknown[]; errorCount: number };
    expect(problem.instance).toBe('/v1/pets');
    expect(problem.errors).toHaveLength(20);
    expect(problem.errorCount).toBe(1500);
    expect(answer.body.length).toBeLessThan(4000);
  });
});
