import { parseInput } from '../validation.js';
import { ListPetsQuerySchema, type ListPetsQuery } from './schemas.js';

export interface ValidatedListQuery {
  query: Readonly<ListPetsQuery>;
  /** The query as a cache key: the same query always gives the same text. */
  cacheKey: string;
}

/**
 * Validations of frozen query objects, by object. A door that hands the same frozen object for
 * the same query (REST does, per query string) has it validated once rather than on every read;
 * a frozen object cannot have changed since. Any other input is validated every time.
 */
const validated = new WeakMap<object, ValidatedListQuery>();

/** A catalog query, validated (a 400 for a bad one), with its cache key. */
export function validatedListQuery(rawQuery: unknown): ValidatedListQuery {
  const remember = typeof rawQuery === 'object' && rawQuery !== null && Object.isFrozen(rawQuery);
  const found = remember ? validated.get(rawQuery) : undefined;
  if (found !== undefined) return found;
  const query = Object.freeze(parseInput(ListPetsQuerySchema, rawQuery, 'query'));
  const result = { query, cacheKey: canonicalQuery(query) };
  if (remember) validated.set(rawQuery, result);
  return result;
}

function canonicalQuery(query: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(
    Object.keys(query)
      .sort()
      .map((key) => [key, query[key]]),
  );
}
