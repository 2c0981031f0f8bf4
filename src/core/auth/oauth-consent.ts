import type { AuditService } from '../audit/service.js';
import { callerContext, inClientTenant, type CallerContext, type Scope } from '../context.js';
import { UnauthenticatedError, ValidationError } from '../errors.js';
import { principalOfUser } from '../policy.js';
import type { OAuthAccount, OAuthAccounts } from './oauth-accounts.js';

/** The client an authorization request is for: its id, and the tenant its users sign in to. */
export interface ConsentClient {
  id: string;
  tenantId: string;
}

/** What the consent page shows: who is signed in, and what of the request they may grant. */
export interface ConsentView {
  username: string;
  /** The requested product scopes the account's role allows, in the canonical order. */
  available: Scope[];
  /** Requested product scopes beyond the role: named on the page, never granted. */
  unavailable: string[];
}

/** A consent the user gave, as the core decided it: what is granted, what refused and why. */
export interface ConsentDecision {
  /** Identity scopes (`openid`, `offline_access`): anyone may grant them. */
  oidcScopes: string[];
  /** Per resource server: the scopes granted, and those refused as beyond the account's role. */
  resources: { resource: string; granted: Scope[]; refused: string[] }[];
}

const SESSION_ENDED = 'The sign-in session has ended. Start again.';

/**
 * Consent on the authorization server: what the signed-in account may grant a client (its role's
 * scope ceiling), and the grant itself, audited as `oauth_consent.grant` with the account as the
 * actor. Withdrawing consent is `OAuthArea.withdrawCallerConsent`.
 */
export class OAuthConsents {
  constructor(
    private readonly accounts: OAuthAccounts,
    private readonly audit: AuditService,
  ) {}

  /**
   * The consent page of `accountId` for `client`, for the requested product scopes: unauthenticated
   * when the account can no longer sign in here, and an `invalid_scope` validation error when the
   * request asks only for scopes beyond the account's role (there is nothing to consent to).
   */
  async view(
    accountId: string | undefined,
    client: ConsentClient,
    requested: string[],
  ): Promise<ConsentView> {
    const account = await this.signedIn(accountId, client);
    const available = this.accounts.allowedScopes(account, requested);
    if (requested.length > 0 && available.length === 0) {
      throw new ValidationError('The requested scope is not valid.', [
        {
          field: 'scope',
          message: 'None of the requested scopes is available to this account.',
          code: 'invalid_scope',
        },
      ]);
    }
    return {
      username: account.username,
      available,
      unavailable: requested.filter((scope) => !(available as string[]).includes(scope)),
    };
  }

  /**
   * The user allows the request: identity scopes as asked, each resource's scopes cut to the
   * account's role (the rest refused, and remembered as refused). `save` stores the decision as
   * the authorization server keeps grants and returns the grant's id; the audit entry follows
   * the write. Unauthenticated when the account can no longer sign in here.
   */
  async grant(
    caller: CallerContext,
    request: {
      accountId: string | undefined;
      client: ConsentClient;
      oidcScopes: string[];
      resourceScopes: Record<string, string[]>;
    },
    save: (decision: ConsentDecision) => Promise<string>,
  ): Promise<string> {
    const account = await this.signedIn(request.accountId, request.client);
    const decision: ConsentDecision = {
      oidcScopes: request.oidcScopes,
      resources: Object.entries(request.resourceScopes).map(([resource, scopes]) => {
        const granted = this.accounts.allowedScopes(account, scopes);
        return {
          resource,
          granted,
          refused: scopes.filter((scope) => !(granted as string[]).includes(scope)),
        };
      }),
    };
    const grantId = await save(decision);
    // The account consents, in the client's tenant, through the page it signed in on.
    const actor = callerContext({
      ...inClientTenant(caller, request.client.tenantId),
      principal: principalOfUser(account),
    });
    await this.audit.record(actor, {
      action: 'oauth_consent.grant',
      resource: { type: 'oauth_client', id: request.client.id },
      after: {
        scopes: [...decision.oidcScopes, ...decision.resources.flatMap((entry) => entry.granted)],
        refused: decision.resources.flatMap((entry) => entry.refused),
      },
      outcome: 'success',
    });
    return grantId;
  }

  private async signedIn(accountId: string | undefined, client: ConsentClient): Promise<OAuthAccount> {
    const account = accountId === undefined ? null : await this.accounts.active(accountId);
    if (account === null || account.tenantId !== client.tenantId)
      throw new UnauthenticatedError(SESSION_ENDED);
    return account;
  }
}
