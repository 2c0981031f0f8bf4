import { beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { authorizationRequest, authorizeUnknownClient, CookieJar, discover } from './helpers.js';

/**
 * Every HTML answer under /oauth, the gateway's pages and oidc-provider's own, carries a
 * Content-Security-Policy that limits forms and <base> and forbids framing, and X-Frame-Options.
 */
let service: TestGateway;
const redirectUri = 'http://127.0.0.1:7400/callback';

beforeAll(async () => {
  service = await sharedTestGateway();
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: Response): Map<string, string> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name !== '')
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

function expectLockedDown(response: Response): Map<string, string> {
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  const policy = directives(response);
  expect(policy.get('default-src')).toBe("'none'");
  expect(policy.get('base-uri')).toBe("'none'");
  expect(policy.get('frame-ancestors')).toBe("'none'");
  expect(policy.get('form-action')).toMatch(/^'self'/);
  return policy;
}

describe('OAuth HTML answers', () => {
  it("the login page: forms only to this service and the client's redirect origin", async () => {
    const demo = await discover(service, 'petstore-demo');
    const request = await authorizationRequest(demo, redirectUri, 'read:pets');
    const jar = new CookieJar();
    const started = await fetch(request.url, { redirect: 'manual' });
    jar.take(started);
    const page = await fetch(`${service.url}${started.headers.get('location') ?? ''}`, {
      headers: { cookie: jar.header() },
    });
    expect(page.status).toBe(200);
    expect(expectLockedDown(page).get('form-action')).toBe("'self' http://127.0.0.1:7400");
  });

  it("oidc-provider's error page (an unknown client)", async () => {
    const response = await authorizeUnknownClient(service);
    expect(response.status).toBe(400);
    const policy = expectLockedDown(response);
    expect(policy.get('form-action')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'none'");
  });

  it("oidc-provider's form_post answer: its one inline script by hash, its post to the client", async () => {
    const demo = await discover(service, 'petstore-demo');
    const request = await authorizationRequest(demo, redirectUri, 'read:pets', {
      response_mode: 'form_post',
      code_challenge_method: 'plain',
    });
    const response = await fetch(request.url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`action="${redirectUri}"`);
    const policy = expectLockedDown(response);
    expect(policy.get('form-action')).toBe("'self' http://127.0.0.1:7400");
    expect(policy.get('script-src')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});
