import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

test('one process by default, counters in memory as before', () => {
  const config = loadConfig({});
  expect(config.webConcurrency).toBe(1);
  expect(config.rateLimit.store).toBe('memory');
});

test('several workers keep their rate-limit counters in the database: one budget per caller', () => {
  const config = loadConfig({ WEB_CONCURRENCY: '4' });
  expect(config.webConcurrency).toBe(4);
  expect(config.rateLimit.store).toBe('mongo');
});

test('an explicit in-memory store with several workers is refused, naming both variables', () => {
  expect(() => loadConfig({ WEB_CONCURRENCY: '2', RATE_LIMIT_STORE: 'memory' })).toThrow(ConfigError);
  expect(() => loadConfig({ WEB_CONCURRENCY: '2', RATE_LIMIT_STORE: 'memory' })).toThrow(
    /RATE_LIMIT_STORE=memory .*WEB_CONCURRENCY/,
  );
  expect(loadConfig({ WEB_CONCURRENCY: '2', RATE_LIMIT_STORE: 'mongo' }).rateLimit.store).toBe('mongo');
});

test('WEB_CONCURRENCY is a whole number from 1 to 64', () => {
  for (const bad of ['0', '-1', '1.5', 'many', '65']) {
    expect(() => loadConfig({ WEB_CONCURRENCY: bad }), bad).toThrow(/WEB_CONCURRENCY/);
  }
});
