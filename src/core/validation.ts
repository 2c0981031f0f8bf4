import type { z } from 'zod';
import { ValidationError, type FieldError } from './errors.js';

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
    fields.push({ field: issuePath(issue.path), message: issue.message, code: issue.code });
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
