import type { ParsedUrlQuery } from 'node:querystring';
import { ValidationError, type FieldError } from '../../../core/errors.js';

/**
 * Turns one query-string parameter into the typed value the core expects. A value that does not
 * decode is passed on as it came, so the core's schema reports it with its own message, together
 * with every other field error of the request.
 */
export type ParameterDecoder = (raw: string) => unknown;

/** `a,b` as `['a', 'b']`, each item trimmed. */
export const commaList: ParameterDecoder = (raw) => raw.split(',').map((part) => part.trim());

/** `true` / `false`, as written; anything else is left for the core to refuse. */
export const boolean: ParameterDecoder = (raw) => (raw === 'true' ? true : raw === 'false' ? false : raw);

/** A whole number written in plain digits (an optional minus sign), e.g. `limit=20`. */
export const integer: ParameterDecoder = (raw) => (/^-?\d{1,15}$/.test(raw.trim()) ? Number(raw) : raw);

/** An instant in any form `Date` reads (ISO 8601 in practice), e.g. `from=2026-01-01T00:00:00Z`. */
export const timestamp: ParameterDecoder = (raw) => {
  if (raw.trim() === '') return raw;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? raw : date;
};

export type QueryDecoders = Readonly<Record<string, ParameterDecoder>>;

/**
 * The core input of a query string: each parameter named in `decoders` decoded, every other one
 * passed on as a string (the core's strict schemas refuse parameters they do not know). A
 * parameter given twice is refused here: a list is written once, comma-separated.
 */
export function decodeQuery(query: ParsedUrlQuery, decoders: QueryDecoders): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const repeated: FieldError[] = [];
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    if (Array.isArray(raw)) {
      repeated.push({ field: name, message: 'Give this parameter once.', code: 'repeated_parameter' });
      continue;
    }
    const decode = Object.hasOwn(decoders, name) ? decoders[name] : undefined;
    input[name] = decode === undefined ? raw : decode(raw);
  }
  if (repeated.length > 0) throw new ValidationError('The query is invalid.', repeated);
  return input;
}
