import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot inline; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** How much work one password hash costs (PASSWORD_HASH_COST). */
export type PasswordHashCost = 'owasp' | 'minimal';

const COSTS: Record<PasswordHashCost, Options> = {
  /** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~20-40 ms per hash on one core. */
  owasp: { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  /**
   * 1 MiB and one pass, about 1 ms: for test suites, which hash and verify a thousand passwords
   * a run. Never for real accounts (the configuration refuses it when NODE_ENV is production).
   */
  minimal: { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

/**
 * Argon2id hashing of account passwords at the configured cost. A stored hash carries its own
 * parameters, so hashes made at another cost still verify.
 */
export class PasswordHasher {
  private readonly options: Options;
  private dummyHash: Promise<string> | undefined;

  constructor(cost: PasswordHashCost = 'owasp') {
    this.options = COSTS[cost];
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  /**
   * Verifies a password against a stored hash. With no hash (unknown or deleted user) it verifies
   * against a throwaway hash anyway, so "no such user" costs the same time as "wrong password".
   */
  async verify(storedHash: string | undefined, password: string): Promise<boolean> {
    if (storedHash === undefined || storedHash === '') {
      this.dummyHash ??= this.hash(randomBytes(16).toString('base64url'));
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  }
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A strong random password for seeded accounts when none is configured: 24 characters without
 * look-alikes or punctuation (about 140 bits), easy to copy from a terminal.
 */
export function generatePassword(length = 24): string {
  let password = '';
  while (password.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // Rejection sampling keeps every character equally likely.
      if (byte < 256 - (256 % PASSWORD_ALPHABET.length) && password.length < length) {
        password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
      }
    }
  }
  return password;
}
