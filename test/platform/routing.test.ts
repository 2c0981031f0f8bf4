import { beforeAll, describe, expect, test } from 'vitest';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { expectProblem } from './problem.js';

let service: TestGateway;

beforeAll(async () => {
  service = await sharedTestGateway();
});

/** The Prometheus text (open to scrapers while no METRICS_TOKEN is set). */
async function scrape(): Promise<string> {
  return (await fetch(`${service.url}/metrics`)).text();
}

function countOf(text: string, labels: string): number {
  const series = `petstore_http_requests_total{${labels}}`;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

async function somePetId(): Promise<string> {
  const page = (await (await fetch(`${service.url}/v1/pets?limit=1`)).json()) as { data: { id: string }[] };
  const pet = page.data[0];
  if (pet === undefined) throw new Error('the demo catalog is empty');
  return pet.id;
}

// All routes go through one routing step per side of admission; these pin what the routers did.
describe('routing', () => {
  test('paths match whatever their case and with a trailing slash, labelled by the route template', async () => {
    const petId = await somePetId();
    const labels = 'method="GET",route="/v1/pets/:petId",status="200"';
    const before = countOf(await scrape(), labels);
    const upper = await fetch(`${service.url}/V1/PETS/${petId}`);
    expect(upper.status).toBe(200);
    expect(((await upper.json()) as { id: string }).id).toBe(petId);
    const slashed = await fetch(`${service.url}/v1/pets/${petId}/`);
    expect(slashed.status).toBe(200);
    expect(countOf(await scrape(), labels)).toBe(before + 2);
    expect((await fetch(`${service.url}/HEALTHZ`)).status).toBe(200);
  });

  test('a path one route names outright takes only that route’s methods', async () => {
    // PUT /v1/users/:userId exists, but /v1/users/me is its own resource.
    const response = await fetch(`${service.url}/v1/users/me`, { method: 'PUT' });
    expect(response.headers.get('allow')).toBe('HEAD, GET, OPTIONS');
    const problem = await expectProblem(response, 405);
    expect(problem['allow']).toEqual(['HEAD', 'GET', 'OPTIONS']);
  });

  test('a route before admission keeps its 405 and OPTIONS answers', async () => {
    const post = await fetch(`${service.url}/healthz`, { method: 'POST' });
    expect(post.headers.get('allow')).toBe('HEAD, GET, OPTIONS');
    await expectProblem(post, 405);
    const options = await fetch(`${service.url}/healthz`, { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('HEAD, GET, OPTIONS');
  });

  test('a literal route wins over a parameter route of the same router', async () => {
    const labels = 'method="GET",route="/v1/users/me",status="401"';
    const before = countOf(await scrape(), labels);
    await expectProblem(await fetch(`${service.url}/v1/users/me`), 401);
    expect(countOf(await scrape(), labels)).toBe(before + 1);
  });

  test('an empty segment is no parameter: /v1/pets// names no pet and takes no method', async () => {
    await expectProblem(await fetch(`${service.url}/v1/pets//`, { method: 'OPTIONS' }), 404);
    await expectProblem(await fetch(`${service.url}/v1/pets//`, { method: 'DELETE' }), 404);
  });

  test('a percent-encoded letter is the letter (RFC 3986 §6.2.2.2); a malformed escape is a 404', async () => {
    const labels = 'method="GET",route="/v1/pets",status="200"';
    const before = countOf(await scrape(), labels);
    expect((await fetch(`${service.url}/v1/p%65ts?limit=1`)).status).toBe(200);
    expect(countOf(await scrape(), labels)).toBe(before + 1);
    await expectProblem(await fetch(`${service.url}/v1/pets/%E0%A4%A`, { method: 'OPTIONS' }), 404);
  });

  test('HEAD is answered by the GET route', async () => {
    const response = await fetch(`${service.url}/healthz`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
