import { GraphQLError, Kind, type ValueNode } from 'graphql';

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
/** `Date.prototype.toISOString`'s own form (UTC, milliseconds), as the presenters give it. */
const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function parseTimestamp(value: unknown): Date {
  if (typeof value === 'string' && ISO_8601.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new GraphQLError('DateTime must be an ISO 8601 timestamp, e.g. "2026-01-31T12:00:00Z".');
}

/**
 * ISO 8601 timestamps: presenters hand out ISO strings already; `Date`s are formatted here. Given
 * as the scalar's functions only (`__serialize`...), so the SDL file keeps its description.
 */
export const DateTime = {
  __serialize(value: unknown): string {
    if (value instanceof Date) return value.toISOString();
    // Presenters' strings come from `toISOString` already: passed on as they are, not re-parsed
    // (two per pet, forty on a page of twenty).
    if (typeof value === 'string' && CANONICAL.test(value)) return value;
    return parseTimestamp(value).toISOString();
  },
  __parseValue: parseTimestamp,
  __parseLiteral(ast: ValueNode): Date {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string.');
    return parseTimestamp(ast.value);
  },
};

/**
 * Any JSON value, for what the core keeps as free-form data (an audit entry's `changes`). Output
 * only: no argument takes it, so a value sent in is refused rather than passed on unchecked.
 */
export const JSONValue = {
  __serialize: (value: unknown): unknown => value,
  __parseValue(): never {
    throw new GraphQLError('JSON is an output type only.');
  },
  __parseLiteral(): never {
    throw new GraphQLError('JSON is an output type only.');
  },
};
