import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as Zxcvbn from '@zxcvbn-ts/core';
import type * as Common from '@zxcvbn-ts/language-common';
import type * as English from '@zxcvbn-ts/language-en';
import { ValidationError } from '../errors.js';
import { loadOnFirstUse } from '../load-on-first-use.js';

/**
 * zxcvbn's score 3 ("safely unguessable": about 10^8 guesses or more). NIST SP 800-63B §3.1.1.2
 * asks new passwords to be checked against commonly used, expected or compromised values,
 * repetitive or sequential characters and context-specific words; zxcvbn's common-password and
 * English dictionaries, keyboard patterns, repeats, sequences and dates cover that, and the
 * account's own names are passed as context. No composition rules (NIST advises against them).
 */
const MIN_SCORE = 3;
/**
 * The estimator's cost grows quickly with length (hundreds of ms for 128 characters on a busy
 * core) and a password whose first 64 characters are strong is strong: only those are judged.
 */
const ESTIMATED_CHARS = 64;
/** Words of this service that a user might build a password from. */
const SERVICE_WORDS = ['petstore', 'petstore gateway', 'pet store', 'adopt', 'adoption'];

// Loaded with the estimator: processes that set no password (most operator commands, a
// service restarting on its data) never read the dictionaries.
const zxcvbn = loadOnFirstUse<typeof Zxcvbn>('@zxcvbn-ts/core');
const commonPack = loadOnFirstUse<typeof Common>('@zxcvbn-ts/language-common');
const englishPack = loadOnFirstUse<typeof English>('@zxcvbn-ts/language-en');

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: ranking the dictionaries takes a few hundred milliseconds. */
function getEstimator(): ZxcvbnFactory {
  if (estimator !== undefined) return estimator;
  const [common, english] = [commonPack(), englishPack()];
  estimator = new (zxcvbn().ZxcvbnFactory)({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    // Enough to see "p@ssw0rd" and "l1verp00l"; more substitutions cost seconds on long inputs.
    l33tMaxSubstitutions: 4,
  });
  return estimator;
}

/**
 * Refuses a new password that is easy to guess, with zxcvbn's own advice in the field error.
 * `context` holds what the account is known by (username, email, names).
 */
export function assertStrongPassword(
  password: string,
  context: readonly (string | null | undefined)[],
  field = 'password',
): void {
  const words = context.flatMap((value) =>
    value === null || value === undefined || value === '' ? [] : [value, ...value.split(/[@.\s_-]+/)],
  );
  const result = getEstimator().check(password.slice(0, ESTIMATED_CHARS), [...words, ...SERVICE_WORDS]);
  if (result.score >= MIN_SCORE) return;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (line): line is string => line !== null && line !== '',
  );
  throw new ValidationError('The password is too easy to guess.', [
    {
      field,
      message: [
        'This password is too easy to guess.',
        ...advice,
        'A few unrelated words, e.g. "plum-kettle-harbour-river", make a strong password that is easy to remember.',
      ].join(' '),
      code: 'weak_password',
    },
  ]);
}
