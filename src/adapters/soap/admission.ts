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
 * A WS-Security UsernameToken: the call admitted again with the password as its credential. The
 * core checks it as a login does (the same lookup, account checks, login throttle and failure
 * audit) but issues no token and records no login (see docs/soap.md).
 */
export function admitWithUsernameToken(
  core: Core,
  facts: SoapCallFacts,
  token: UsernameToken,
): Promise<CallerContext> {
  return core.doorway.admit({ ...facts, protocol: 'soap', bearer: { kind: 'password', ...token } });
}
