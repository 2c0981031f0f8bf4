import type { BearerFact, DoorFacts } from '../../core/access/doorway.js';
import type { CallerContext } from '../../core/context.js';
import type { Core } from '../../core/core.js';
import type { UsernameToken } from './ws-security.js';

/** The facts of a SOAP call the transport tells (address, headers), before its envelope is read. */
export type SoapCallFacts = Omit<DoorFacts, 'protocol' | 'bearer'>;

/**
 * The SOAP door's way in, the one place it calls the shared admission step (protocol `soap`):
 * every call is counted on arrival with the transport's credential (`Authorization: Bearer`), so
 * refusals of its XML are counted like REST's refusals of a body.
 */
export function admitCall(core: Core, facts: SoapCallFacts, bearer: BearerFact): Promise<CallerContext> {
  return core.doorway.admit({ ...facts, protocol: 'soap', bearer });
}

/**
 * A WS-Security UsernameToken: a password login through the core's login (the path of REST's
 * `POST /v1/auth/tokens`: the same login budget, audit entry and account checks) by the caller
 * already admitted anonymously, then the call admitted again with the access token it granted.
 */
export async function admitWithUsernameToken(
  core: Core,
  facts: SoapCallFacts,
  anonymous: CallerContext,
  token: UsernameToken,
): Promise<CallerContext> {
  const name = token.username.includes('@') ? { email: token.username } : { username: token.username };
  const grant = await core.auth.login(anonymous, { ...name, password: token.password });
  return admitCall(core, facts, { kind: 'value', token: grant.accessToken });
}
