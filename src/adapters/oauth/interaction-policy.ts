import type { interactionPolicy, Session } from 'oidc-provider';
import { oidcProvider } from './oidc-provider-package.js';

/**
 * oidc-provider's prompts (login, then consent), with one more login check, first: a browser's
 * sign-in session whose account `findAccount` no longer finds (its password changed or it was
 * suspended since that login, it was deleted, or this client belongs to another tenant) is ended
 * there, and the user is asked to sign in again. Without this check the provider, seeing a session
 * with an account id, skips the login and reaches consent with no account: a 500 on every
 * authorization request for the session's whole life.
 */
export function interactionPolicyWithEndedSessions(): interactionPolicy.Prompt[] {
  const { base, Check } = oidcProvider().interactionPolicy;
  const policy = base();
  policy.get('login')?.checks.add(
    new Check(
      'account_unavailable',
      'the account of the sign-in session can no longer sign in here',
      'login_required',
      (ctx) => {
        const { session, account } = ctx.oidc;
        if (session?.accountId === undefined || account !== undefined) return Check.NO_NEED_TO_PROMPT;
        endLogin(session);
        return Check.REQUEST_PROMPT;
      },
    ),
    0,
  );
  return policy;
}

/**
 * Ends the session's login: no account, no login time or methods, nothing remembered per client
 * (grant ids, sids), and a new session id (the old record is removed when the session is saved).
 * The session itself stays, as the interaction about to start belongs to it; the next login fills
 * it as it would a fresh one, whoever signs in.
 */
function endLogin(session: Session): void {
  delete session.accountId;
  delete session.loginTs;
  delete session.amr;
  delete session.acr;
  delete session.transient;
  session.authorizations = {};
  session.resetIdentifier();
}
