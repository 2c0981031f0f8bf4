import { describe, expect, it } from 'vitest';
import { PublicUrls } from '../../src/adapters/shared/public-url.js';

const config = { publicUrl: undefined, host: '0.0.0.0', port: 8080 };

describe('the base of absolute URLs, for every door', () => {
  it('is PUBLIC_URL when configured, whatever the caller reached', () => {
    const urls = PublicUrls.fromConfig({ ...config, publicUrl: 'https://pets.example' });
    expect(urls.base({ protocol: 'http', host: 'internal:8080' })).toBe('https://pets.example');
    expect(urls.base()).toBe('https://pets.example');
  });

  it('is the scheme and host the caller reached, for doors that know them (HTTP)', () => {
    const urls = PublicUrls.fromConfig(config);
    expect(urls.base({ protocol: 'https', host: 'shelter.test' })).toBe('https://shelter.test');
  });

  it('is the HTTP server’s address for doors whose requests name no host (gRPC)', () => {
    expect(PublicUrls.fromConfig(config).base()).toBe('http://localhost:8080');
    expect(PublicUrls.fromConfig({ ...config, host: '10.0.0.5' }).base()).toBe('http://10.0.0.5:8080');
    const listening = PublicUrls.fromConfig({ ...config, port: 0 }, () => 'http://127.0.0.1:41234');
    expect(listening.base()).toBe('http://127.0.0.1:41234');
  });
});
