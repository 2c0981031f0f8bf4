import type { BearerFact } from '../../core/access/doorway.js';
import type { CallerContext } from '../../core/context.js';
import type { Core } from '../../core/core.js';
import { admitHttpRequest } from '../shared/http-admission.js';
import type { HttpRequestContext } from '../shared/http-state.js';
import type { UsernameToken } from './ws-security.js';

/** What the SOAP door adds to a call's admission: the client's abort signal, the method check. */
export interface SoapAdmission {
  signal: AbortSignal;
  doorChecks?: () => void;
}

/**
 * The SOAP door's way in, the HTTP port's admission with protocol `soap`: every call is counted
 * on arrival with the transport's credential (`Authorization: Bearer`), so refusals of its XML
 * are counted like REST's refusals of a body.
 */
export function admitCall(
  core: Core,
  ctx: HttpRequestContext,
  admission: SoapAdmission,
  bearer: BearerFact,
): Promise<CallerContext> {
  return admitHttpRequest(core.doorway, ctx, { protocol: 'soap', ...admission, credential: bearer });
}

/** The WSDL, a public document: counted by address, credentials and tenant ignored. */
export function admitDocumentRequest(
  core: Core,
  ctx: HttpRequestContext,
  admission: SoapAdmission,
): Promise<CallerContext> {
  return admitHttpRequest(core.doorway, ctx, {
    protocol: 'soap',
    ...admission,
    credential: { kind: 'absent' },
    readsTenantHint: false,
  });
}

/**
 * A WS-Security UsernameToken: the call admitted again with the password as its credential. The
 * core checks it as a login does (the same lookup, account checks, login throttle and failure
 * audit) but issues no token and records no login (see docs/soap.md).
 */
export function admitWithUsernameToken(
  core: Core,
  ctx: HttpRequestContext,
  admission: SoapAdmission,
  token: UsernameToken,
): Promise<CallerContext> {
  return admitHttpRequest(core.doorway, ctx, {
    protocol: 'soap',
    ...admission,
    credential: { kind: 'password', ...token },
  });
}
