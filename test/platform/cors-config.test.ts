import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { CorsOrigins } from '../../src/adapters/shared/cors.js';

/** CORS_ORIGINS and CORS_ALLOW_LOOPBACK: validated at start, development's loopback rule. */
describe('CORS configuration', () => {
  it('takes exact origins, and refuses a path, a trailing slash or a bare host, naming the variable', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://app.example.com, http://localhost:5173' });
    expect(config.cors.origins).toEqual(['https://app.example.com', 'http://localhost:5173']);
    for (const bad of ['https://app.example.com/', 'https://app.example.com/app', 'app.example.com']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS: Use origins like/);
    }
  });

  it('allows loopback pages unless NODE_ENV is production; CORS_ALLOW_LOOPBACK overrides it', () => {
    expect(loadConfig({}).cors).toEqual({ origins: [], allowLoopback: true });
    expect(loadConfig({ NODE_ENV: 'production' }).cors.allowLoopback).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', CORS_ALLOW_LOOPBACK: 'true' }).cors.allowLoopback).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', CORS_ALLOW_LOOPBACK: 'no' }).cors.allowLoopback).toBe(false);
  });

  it('answers a listed origin with itself, any origin with * when listed so, and loopback only by the rule', () => {
    const production = new CorsOrigins({ origins: ['https://app.example.com'], allowLoopback: false });
    expect(production.allowOriginFor('https://app.example.com')).toBe('https://app.example.com');
    expect(production.allowOriginFor('http://localhost:5173')).toBe('');
    expect(production.allowOriginFor('https://app.example.com.evil.test')).toBe('');
    const development = new CorsOrigins({ origins: [], allowLoopback: true });
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:8000', 'http://[::1]:3000']) {
      expect(development.allowOriginFor(origin)).toBe(origin);
    }
    expect(development.allowOriginFor('https://localhost:5173')).toBe('');
    expect(development.allowOriginFor('http://localhost.evil.test')).toBe('');
    expect(new CorsOrigins({ origins: ['*'], allowLoopback: false }).allowOriginFor('https://x.test')).toBe(
      '*',
    );
  });
});
