import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';

const METRICS_TOKEN = 'scrape-token-for-tests';

let service: TestGateway;

beforeAll(async () => {
  service = await startTestGateway({ METRICS_TOKEN });
});

afterAll(async () => {
  await service?.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${service.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
}

/** The value of one series, e.g. `petstore_http_requests_total{method="GET",route="/healthz",status="200"}`. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('Prometheus metrics', () => {
  test('with METRICS_TOKEN set, /metrics refuses a scraper without the token', async () => {
    const anonymous = await fetch(`${service.url}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const wrong = await fetch(`${service.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
  });

  test('the process metrics are exposed', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE petstore_process_cpu_user_seconds_total counter');
    expect(text).toContain('petstore_nodejs_heap_size_used_bytes');
  });

  test('requests are counted by route template, never by raw path', async () => {
    const userId = randomUUID();
    const series = 'petstore_http_requests_total{method="GET",route="/v1/users/:userId",status="401"}';
    const before = valueOf(await scrape(), series);
    await fetch(`${service.url}/v1/users/${userId}`);
    await fetch(`${service.url}/v1/users/${randomUUID()}`);
    await fetch(`${service.url}/v1/unknown-${userId}`);

    const text = await scrape();
    expect(valueOf(text, series)).toBe(before + 2);
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain(userId);
  });

  test('request durations are a histogram with the same labels', async () => {
    await fetch(`${service.url}/healthz`);
    const text = await scrape();
    const labels = 'method="GET",route="/healthz",status="200"';
    expect(text).toMatch(
      new RegExp(`petstore_http_request_duration_seconds_bucket\\{le="\\+Inf",${labels}\\} [1-9]`),
    );
    expect(valueOf(text, `petstore_http_request_duration_seconds_count{${labels}}`)).toBeGreaterThanOrEqual(
      1,
    );
  });

  test('an area can add its own series to the registry', async () => {
    const adoptions = service.gateway.core.metrics.counter(
      'test_adoptions_total',
      'Adoptions in this test.',
      ['species'],
    );
    adoptions.inc({ species: 'CAT' }, 2);
    expect(valueOf(await scrape(), 'petstore_test_adoptions_total{species="CAT"}')).toBe(2);
  });
});
