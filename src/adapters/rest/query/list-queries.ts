import type { ParsedUrlQuery } from 'node:querystring';
import { boolean, commaList, decodeQuery, integer, timestamp } from './decoders.js';

/**
 * The query strings of the REST list routes, decoded into the typed inputs of the core's list
 * operations. Validation stays in the core; these only undo the query-string encoding.
 */

/** `GET /v1/pets`: `status=available,pending`, `goodWithKids=true`, `minAgeMonths=6`, `limit=20`. */
export function petListQuery(query: ParsedUrlQuery): Record<string, unknown> {
  return decodeQuery(query, {
    status: commaList,
    goodWithKids: boolean,
    minAgeMonths: integer,
    maxAgeMonths: integer,
    limit: integer,
  });
}

/** Decoded catalog queries remembered at most; past that the memory starts afresh. */
const REMEMBERED_PET_QUERIES = 500;
const decodedPetQueries = new Map<string, Readonly<Record<string, unknown>>>();

/**
 * `petListQuery` of a request's query string, remembered per query string and frozen (its lists
 * too): the same text always decodes the same way, and the core validates a frozen query object
 * once (PetService.list). Parsing and decoding the query string was a visible share of a cached
 * list read. A query that does not decode is not remembered. Bounded, since queries come from
 * clients.
 */
export function petListQueryOf(
  querystring: string,
  parsed: () => ParsedUrlQuery,
): Readonly<Record<string, unknown>> {
  let found = decodedPetQueries.get(querystring);
  if (found === undefined) {
    const decoded = petListQuery(parsed());
    for (const value of Object.values(decoded)) if (Array.isArray(value)) Object.freeze(value);
    found = Object.freeze(decoded);
    if (decodedPetQueries.size >= REMEMBERED_PET_QUERIES) decodedPetQueries.clear();
    decodedPetQueries.set(querystring, found);
  }
  return found;
}

/** Lists filtered by a time window (`GET /v1/store/orders`, the admin lists): `limit`, `from`, `to`. */
export function windowedPageQuery(query: ParsedUrlQuery): Record<string, unknown> {
  return decodeQuery(query, { limit: integer, from: timestamp, to: timestamp });
}

/** Lists with nothing but `limit` and `cursor` (webhooks, deliveries). */
export function pageQuery(query: ParsedUrlQuery): Record<string, unknown> {
  return decodeQuery(query, { limit: integer });
}
