import { z } from 'zod';
import { ValidationError, type FieldError } from './errors.js';

// Control characters (C0, DEL, C1) and unpaired UTF-16 surrogates. A lone surrogate cannot be
// stored as UTF-8 (it would come back as U+FFFD), and control characters (NUL first) break logs,
// terminals, CSV exports and the systems receivers feed them to.
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\p{Cs}]/u;
const MULTI_LINE_FORBIDDEN = /\p{Cs}|(?![\t\n\r])\p{Cc}/u;

/**
 * Every text field of every input schema starts here: a string of well-formed Unicode without
 * control characters. `multiline` fields (descriptions, notes, chat messages) may also hold tabs
 * and line breaks (\t, \n, \r); every other field, names included, may not. Chain the field's own
 * rules after it (`text().trim().min(1).max(100)`). Refused text is a field error with code
 * `invalid_characters`.
 */
export function text(options: { multiline?: boolean } = {}): z.ZodString {
  const multiline = options.multiline === true;
  const forbidden = multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return z.string().refine((value) => !forbidden.test(value), {
    message: multiline
      ? 'Must not contain control characters other than tabs and line breaks, nor unpaired surrogates.'
      : 'Must not contain control characters (line breaks and tabs included) nor unpaired surrogates.',
    params: { code: 'invalid_characters' },
  });
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Keys that could reach MongoDB as operators or dotted paths, or pollute prototypes, are refused
 * before any schema runs: no input may smuggle `$gt`, `$where` or `a.b` into a query or update.
 */
export function findDangerousKeys(value: unknown, path = '', depth = 0): FieldError[] {
  if (depth > 32) return [{ field: path, message: 'Nesting is too deep.', code: 'too_deep' }];
  if (value === null || typeof value !== 'object') return [];
  const found: FieldError[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, index) => found.push(...findDangerousKeys(item, `${path}[${index}]`, depth + 1)));
    return found;
  }
  for (const key of Object.keys(value)) {
    const field = path === '' ? key : `${path}.${key}`;
    if (key.startsWith('$') || key.includes('.') || FORBIDDEN_KEYS.has(key)) {
      found.push({ field, message: `The key "${key}" is not allowed.`, code: 'forbidden_key' });
      continue;
    }
    found.push(...findDangerousKeys((value as Record<string, unknown>)[key], field, depth + 1));
  }
  return found;
}

function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`,
    )
    .join('');
}

export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const fields: FieldError[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const base = issuePath(issue.path);
        fields.push({
          field: base === '' ? key : `${base}.${key}`,
          message: 'Unknown field.',
          code: 'unknown_field',
        });
      }
      continue;
    }
    // A custom check names its own code (see `text`); others keep zod's.
    const ownCode: unknown = issue.code === 'custom' ? issue.params?.['code'] : undefined;
    fields.push({
      field: issuePath(issue.path),
      message: issue.message,
      code: typeof ownCode === 'string' ? ownCode : issue.code,
    });
  }
  return fields;
}

/** Parses untrusted input with a schema defined once in the core; every protocol calls this. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.output<S> {
  const dangerous = findDangerousKeys(input);
  if (dangerous.length > 0) throw new ValidationError(`The ${what} contains forbidden keys.`, dangerous);
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ValidationError(`The ${what} is invalid.`, zodIssuesToFieldErrors(result.error.issues));
  }
  return result.data;
}
