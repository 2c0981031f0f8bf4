import type { BearerFact } from '../../core/access/doorway.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The one bearer parser: an `Authorization` value (HTTP header, gRPC metadata, a SOAP
 * transport header) as the admission step's fact. Empty or missing is absent, not malformed.
 */
export function bearerFromAuthorization(value: string | undefined): BearerFact {
  if (value === undefined || value === '') return { kind: 'absent' };
  const match = BEARER.exec(value);
  if (match === null) {
    return { kind: 'malformed', message: 'The Authorization header must be "Bearer <token>".' };
  }
  return { kind: 'value', token: match[1] as string };
}
