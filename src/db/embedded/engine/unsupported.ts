import { CommandError, ErrorCodes } from '../errors.js';
import { isPlainObject } from './bson-values.js';

/**
 * Operators the embedded server refuses, with the error a MongoDB deployment without that
 * feature gives. Checked before a filter or pipeline reaches mingo, so the client gets a clear
 * MongoDB-style error instead of a library message (or, for scripts, code execution).
 */
const REFUSED_OPERATORS: Record<string, { code: number; why: string }> = {
  $where: { code: ErrorCodes.NotImplemented, why: 'server-side JavaScript is disabled' },
  $function: { code: ErrorCodes.NotImplemented, why: 'server-side JavaScript is disabled' },
  $accumulator: { code: ErrorCodes.NotImplemented, why: 'server-side JavaScript is disabled' },
  $text: { code: ErrorCodes.IndexNotFound, why: 'text indexes are not supported' },
  $near: { code: ErrorCodes.NotImplemented, why: 'geospatial queries are not supported' },
  $nearSphere: { code: ErrorCodes.NotImplemented, why: 'geospatial queries are not supported' },
  $geoWithin: { code: ErrorCodes.NotImplemented, why: 'geospatial queries are not supported' },
  $geoIntersects: { code: ErrorCodes.NotImplemented, why: 'geospatial queries are not supported' },
  $geoNear: { code: ErrorCodes.NotImplemented, why: 'geospatial queries are not supported' },
  $out: { code: ErrorCodes.NotImplemented, why: 'writing aggregation results is not supported' },
  $merge: { code: ErrorCodes.NotImplemented, why: 'writing aggregation results is not supported' },
  $changeStream: {
    code: ErrorCodes.ChangeStreamNotSupported,
    why: 'the $changeStream stage is only supported on replica sets',
  },
  $search: { code: ErrorCodes.NotImplemented, why: 'Atlas Search is not supported' },
  $searchMeta: { code: ErrorCodes.NotImplemented, why: 'Atlas Search is not supported' },
  $vectorSearch: { code: ErrorCodes.NotImplemented, why: 'vector search is not supported' },
  $listSessions: { code: ErrorCodes.NotImplemented, why: 'sessions are not listed' },
  $currentOp: { code: ErrorCodes.NotImplemented, why: '$currentOp is not supported' },
  $indexStats: { code: ErrorCodes.NotImplemented, why: '$indexStats is not supported' },
  $collStats: { code: ErrorCodes.NotImplemented, why: '$collStats is not supported' },
};

export function assertSupported(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) assertSupported(item);
    return;
  }
  if (!isPlainObject(value)) return;
  for (const key of Object.keys(value)) {
    const refusal = key.startsWith('$') ? REFUSED_OPERATORS[key] : undefined;
    if (refusal) {
      const message =
        key === '$changeStream'
          ? 'The $changeStream stage is only supported on replica sets'
          : `${key} is not supported by the embedded MongoDB-compatible server: ${refusal.why}`;
      throw new CommandError(refusal.code, message);
    }
    assertSupported(value[key]);
  }
}
