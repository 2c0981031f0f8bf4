import type { BearerFact } from '../../../core/access/doorway.js';
import type { CallerContext } from '../../../core/context.js';
import type { Core } from '../../../core/core.js';
import { bearerFromAuthorization } from '../../shared/bearer.js';

/** What a graphql-ws client tells at `connection_init`: its credential and tenant hint. */
export interface SocketCredentials {
  bearer: BearerFact;
  tenantHint: string | undefined;
}

/** The tenant hint's name in `connectionParams`, as REST's header (any letter case). */
const TENANT_PARAM = 'x-tenant-id';

function param(params: Readonly<Record<string, unknown>>, name: string): unknown {
  const key = Object.keys(params).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : params[key];
}

/**
 * `connectionParams.authorization` (`Bearer <token>`, parsed by the one bearer parser) and
 * `connectionParams["x-tenant-id"]`: the socket's counterparts of REST's headers.
 */
export function credentialsOf(params: Readonly<Record<string, unknown>> | undefined): SocketCredentials {
  const authorization = param(params ?? {}, 'authorization');
  const tenant = param(params ?? {}, TENANT_PARAM);
  let bearer: BearerFact;
  if (authorization === undefined || authorization === null) bearer = { kind: 'absent' };
  else if (typeof authorization === 'string') bearer = bearerFromAuthorization(authorization);
  else bearer = { kind: 'malformed', message: 'connectionParams.authorization must be "Bearer <token>".' };
  return {
    bearer,
    tenantHint: typeof tenant === 'string' ? tenant : tenant == null ? undefined : String(tenant),
  };
}

/**
 * The one admission step for the socket (protocol `graphql`): at `connection_init`, and again for
 * every operation it carries, so each is counted against the caller's general budget (the same
 * counters REST uses) and a token that stopped working (expired, revoked, a suspended user) is
 * refused there, as the chat WebSocket re-admits every request.
 */
export function admitOverSocket(
  core: Pick<Core, 'doorway'>,
  credentials: SocketCredentials,
  facts: { ip: string; requestId: string; signal?: AbortSignal },
): Promise<CallerContext> {
  return core.doorway.admit({
    protocol: 'graphql',
    ip: facts.ip,
    requestId: facts.requestId,
    bearer: credentials.bearer,
    tenantHint: credentials.tenantHint,
    tenantHintField: 'connectionParams.x-tenant-id',
    ...(facts.signal === undefined ? {} : { signal: facts.signal }),
  });
}
