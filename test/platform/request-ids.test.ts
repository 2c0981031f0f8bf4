import { validate, version } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';

let service: TestGateway;

beforeAll(async () => {
  service = await sharedTestGateway();
});

describe('request ids the service makes', () => {
  test('are distinct UUID v7 whose time is the time of the request', async () => {
    const before = Date.now();
    const ids = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await fetch(`${service.url}/healthz`);
        await response.arrayBuffer();
        return response.headers.get('x-request-id') as string;
      }),
    );
    const after = Date.now();
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(validate(id), id).toBe(true);
      expect(version(id)).toBe(7);
      // RFC 9562: variant bits 10 in the first hex digit of the fourth group.
      expect(id[19], id).toMatch(/[89ab]/);
      const millis = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
      expect(millis).toBeGreaterThanOrEqual(before);
      expect(millis).toBeLessThanOrEqual(after);
    }
  });
});
