import type { IncomingMessage } from 'node:http';
import type { BearerFact } from '../../core/access/doorway.js';
import { bearerFromAuthorization } from '../shared/bearer.js';

/** The subprotocol of the chat channel; clients offer it (with a token, if they like). */
export const CHAT_SUBPROTOCOL = 'petstore.chat.v1';
/** An offered subprotocol `bearer.<token>` carries the access token (browsers cannot set headers). */
const BEARER_SUBPROTOCOL_PREFIX = 'bearer.';

export type CredentialSource = 'header' | 'subprotocol' | 'query';

/** The admission step's bearer fact, and where a token was found. */
export type UpgradeCredentials = BearerFact & { source?: CredentialSource };

function offeredProtocols(request: IncomingMessage): string[] {
  const header = request.headers['sec-websocket-protocol'];
  if (header === undefined) return [];
  return header
    .split(',')
    .map((protocol) => protocol.trim())
    .filter(Boolean);
}

/**
 * The access token of an upgrade request, from (first found) `Authorization: Bearer`, an
 * offered `bearer.<token>` subprotocol, or the `access_token` query parameter.
 */
export function credentialsOf(request: IncomingMessage): UpgradeCredentials {
  const header = bearerFromAuthorization(request.headers.authorization);
  if (header.kind !== 'absent') return { ...header, source: 'header' };
  const offered = offeredProtocols(request).find((protocol) =>
    protocol.startsWith(BEARER_SUBPROTOCOL_PREFIX),
  );
  if (offered !== undefined && offered.length > BEARER_SUBPROTOCOL_PREFIX.length) {
    return { kind: 'value', token: offered.slice(BEARER_SUBPROTOCOL_PREFIX.length), source: 'subprotocol' };
  }
  const query = new URL(request.url ?? '/', 'http://upgrade.invalid').searchParams.get('access_token');
  if (query !== null && query !== '') return { kind: 'value', token: query, source: 'query' };
  return { kind: 'absent' };
}

/**
 * The subprotocol the server answers with: ours when offered, never the token-bearing one (a
 * token must not be echoed back). `false` answers without one.
 */
export function selectSubprotocol(offered: Set<string>): string | false {
  return offered.has(CHAT_SUBPROTOCOL) ? CHAT_SUBPROTOCOL : false;
}
