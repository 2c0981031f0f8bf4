import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/core/context.js';
import { createAccount } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';

let service: TestGateway;
let basic: string;

beforeAll(async () => {
  service = await startTestGateway({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
  const { core } = service.gateway;
  const tenantId = core.tenants.defaultTenantId();
  const account = await createAccount(service, tenantId, 'STAFF');
  const registered = await core.oauth.clients.register(systemContext(tenantId, 'test'), {
    name: 'Door checks',
    kind: 'confidential',
    grantTypes: ['client_credentials'],
    scopes: ['read:pets'],
    serviceAccount: account.username,
  });
  basic = `Basic ${Buffer.from(`${registered.client._id}:${registered.clientSecret ?? ''}`).toString('base64')}`;
});
afterAll(() => service?.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('the authorization server behind the one admission step', () => {
  it('serves its metadata and keys whatever credential comes along (credentials ignored)', async () => {
    for (const path of ['/.well-known/oauth-authorization-server', '/oauth/jwks']) {
      const response = await fetch(`${service.url}${path}`, {
        headers: { authorization: 'Bearer not-a-jwt' },
      });
      expect(response.status, path).toBe(200);
      // Counted like every public document.
      expect(response.headers.get('ratelimit-policy'), path).toMatch(/^\d+;w=60$/);
    }
    const metadata = (await (
      await fetch(`${service.url}/.well-known/oauth-authorization-server`)
    ).json()) as {
      issuer: string;
      token_endpoint: string;
    };
    expect(metadata.issuer).toBe(service.url);
    expect(metadata.token_endpoint).toBe(`${service.url}/oauth/token`);
  });

  it('answers 405 with Allow for a method the provider does not serve on its paths', async () => {
    const cases: [string, string, string[]][] = [
      ['PUT', '/oauth/authorize', ['GET', 'POST']],
      ['DELETE', '/oauth/interaction/abc', ['GET']],
      ['GET', '/oauth/introspect', ['POST']],
      ['POST', '/.well-known/oauth-authorization-server', ['GET']],
      ['PATCH', '/oauth/consents/petstore-demo', ['DELETE']],
    ];
    for (const [method, path, allowed] of cases) {
      const response = await fetch(`${service.url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      const allow = (response.headers.get('allow') ?? '').split(', ');
      for (const name of allowed) expect(allow, `${method} ${path}`).toContain(name);
    }
    expect((await fetch(`${service.url}/oauth/no-such-endpoint`)).status).toBe(404);
  });

  it("takes HTTP Basic on /oauth/... for the client's authentication, not a malformed bearer", async () => {
    const response = await fetch(`${service.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ grant_type: 'client_credentials', scope: 'read:pets' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { token_type: string }).token_type).toBe('Bearer');
    // Elsewhere HTTP Basic is no credential of this service.
    const elsewhere = await fetch(`${service.url}/v1/users/me`, { headers: { authorization: basic } });
    expect(elsewhere.status).toBe(401);
  });

  it("spends the login bucket on the clients' token and introspection requests, by address", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 4; attempt++) {
      last = await fetch(`${service.url}/oauth/introspect`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ token: 'opaque-token' }),
      });
      statuses.push(last.status);
    }
    // One budget is left of the 3 after the previous test's token request.
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    const token = await fetch(`${service.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ grant_type: 'client_credentials', scope: 'read:pets' }),
    });
    expect(token.status).toBe(429);
  });
});
