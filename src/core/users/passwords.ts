import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot inline; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~20-40 ms per hash on one core. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no hash (unknown or deleted user) it verifies
 * against a throwaway hash anyway, so "no such user" costs the same time as "wrong password".
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined || storedHash === '') {
    dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
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
