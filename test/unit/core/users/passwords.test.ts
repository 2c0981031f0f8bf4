import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/config.js';
import { PasswordHasher } from '../../../../src/core/users/passwords.js';

describe('password hashing', () => {
  it('hashes with argon2id at OWASP’s baseline by default', async () => {
    const stored = await new PasswordHasher().hash('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies a hash made at either cost, whatever cost the verifier hashes at', async () => {
    const owasp = new PasswordHasher('owasp');
    const minimal = new PasswordHasher('minimal');
    const cheap = await minimal.hash('tabby-cat-on-the-mat');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await owasp.verify(cheap, 'tabby-cat-on-the-mat')).toBe(true);
    expect(await minimal.verify(await owasp.hash('x9-long-password'), 'x9-long-password')).toBe(true);
    expect(await owasp.verify(cheap, 'tabby-cat-on-the-hat')).toBe(false);
  });

  it('refuses an unknown account and a malformed stored hash without throwing', async () => {
    const hasher = new PasswordHasher('minimal');
    expect(await hasher.verify(undefined, 'anything')).toBe(false);
    expect(await hasher.verify('', 'anything')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });

  it('takes the minimal cost only outside production', () => {
    expect(loadConfig({}).passwordHashCost).toBe('owasp');
    expect(loadConfig({ PASSWORD_HASH_COST: 'minimal', NODE_ENV: 'test' }).passwordHashCost).toBe('minimal');
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'minimal', NODE_ENV: 'production' })).toThrow(
      /PASSWORD_HASH_COST=minimal .* refused when NODE_ENV=production/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
  });
});
