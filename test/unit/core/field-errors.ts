import type { z } from 'zod';
import { parseInput } from '../../../src/core/validation.js';
import { ValidationError, type FieldError } from '../../../src/core/errors.js';

/** The field errors a caller gets for `input` (as every door reports them), or [] if accepted. */
export function fieldErrors(schema: z.ZodType, input: unknown): FieldError[] {
  try {
    parseInput(schema, input);
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.fields ?? [];
    throw error;
  }
}

/** Just the fields named, in order. */
export function fieldsNamed(schema: z.ZodType, input: unknown): string[] {
  return fieldErrors(schema, input).map((error) => error.field);
}
