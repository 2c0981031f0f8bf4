import { ValidationError } from '../errors.js';
import { PasswordSchema } from '../users/schemas.js';
import { assertStrongPassword } from '../users/password-strength.js';

/** What the demo accounts are known by: a password built from these is refused, as at sign-up. */
export const DEMO_ACCOUNT_WORDS = ['admin', 'staff', 'customer', 'petstore.example', 'Ada', 'Sam', 'Cora'];

/**
 * Why `password` cannot be the demo accounts' password, in words an operator can act on, or
 * undefined when it can. The same rules as any account's password (length, then strength), so a
 * weak SEED_PASSWORD stops the start with the rule named instead of failing half-way through seeding.
 */
export function seedPasswordProblem(password: string): string | undefined {
  const shape = PasswordSchema.safeParse(password);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    if (issue?.code === 'too_small') return 'must be at least 12 characters long.';
    if (issue?.code === 'too_big') return 'must be at most 128 characters long.';
    return issue?.message ?? 'is not a valid password.';
  }
  try {
    assertStrongPassword(password, DEMO_ACCOUNT_WORDS);
  } catch (error) {
    if (error instanceof ValidationError) {
      const advice = error.fields?.[0]?.message ?? '';
      return `is too easy to guess (strength rule: zxcvbn score 3 or more). ${advice}`.trim();
    }
    throw error;
  }
  return undefined;
}
