import { beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';

let service: TestGateway;

beforeAll(async () => {
  service = await sharedTestGateway();
});

describe('GET / tells a newcomer where everything is', () => {
  it('a browser gets a small page linking the docs, GraphiQL, the WSDL and the admin console', async () => {
    const response = await fetch(`${service.url}/`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('vary')).toMatch(/Accept/);
    const page = await response.text();
    for (const href of ['/docs/', '/v1/graphql', '/v1/soap?wsdl', '/admin/', '/v1/openapi.json']) {
      expect(page).toContain(`href="${service.url}${href}"`);
    }
  });

  it('an API client gets a JSON index of the same entry points, each of which answers', async () => {
    const response = await fetch(`${service.url}/`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    const index = (await response.json()) as { name: string; links: { rel: string; href: string }[] };
    expect(index.name).toBe('Petstore Gateway');
    const rels = index.links.map((link) => link.rel);
    expect(rels).toEqual(
      expect.arrayContaining(['api', 'docs', 'openapi', 'graphql', 'wsdl', 'admin-console']),
    );
    for (const link of index.links.filter((each) => each.rel !== 'api')) {
      const answer = await fetch(link.href, { headers: { accept: 'text/html' } });
      expect(answer.status, link.href).toBe(200);
    }
    const plain = await fetch(`${service.url}/`);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
