import { Query } from 'mingo/query';
import { CommandError, ErrorCodes } from '../errors.js';
import { isPlainObject } from './bson-values.js';
import { mingoOptions } from './mingo-context.js';
import { assertSupported } from './unsupported.js';

export type Document = Record<string, unknown>;
export type DocumentPredicate = (doc: Document) => boolean;

const matchAll: DocumentPredicate = () => true;

/** Compiles a MongoDB query filter into a predicate, refusing unsupported operators first. */
export function compileFilter(filter: unknown): DocumentPredicate {
  if (filter === undefined || filter === null) return matchAll;
  if (!isPlainObject(filter)) {
    throw new CommandError(ErrorCodes.TypeMismatch, 'query filter must be an object');
  }
  if (Object.keys(filter).length === 0) return matchAll;
  assertSupported(filter);
  let query: Query;
  try {
    query = new Query(filter, mingoOptions());
  } catch (error) {
    throw new CommandError(ErrorCodes.BadValue, (error as Error).message);
  }
  return (doc) => query.test(doc);
}

/** A mingo Query for callers that also need projection with positional operators. */
export function compileQuery(filter: Document): Query {
  assertSupported(filter);
  try {
    return new Query(filter, mingoOptions());
  } catch (error) {
    throw new CommandError(ErrorCodes.BadValue, (error as Error).message);
  }
}
