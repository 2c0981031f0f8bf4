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

/** Lists filtered by a time window (`GET /v1/store/orders`, the admin lists): `limit`, `from`, `to`. */
export function windowedPageQuery(query: ParsedUrlQuery): Record<string, unknown> {
  return decodeQuery(query, { limit: integer, from: timestamp, to: timestamp });
}

/** Lists with nothing but `limit` and `cursor` (webhooks, deliveries). */
export function pageQuery(query: ParsedUrlQuery): Record<string, unknown> {
  return decodeQuery(query, { limit: integer });
}
