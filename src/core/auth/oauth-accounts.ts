import { SCOPES, type Role, type Scope } from '../context.js';
import { DomainError } from '../errors.js';
import { ROLE_SCOPES, scopesWithinRole } from '../policy.js';
import type { UserModel } from '../users/model.js';
import { invalidGrant } from './service.js';

/** What the authorization server needs to know of an account when it issues a token. */
export interface OAuthAccount {
  userId: string;
  tenantId: string;
  /** Display form, for the consent page. */
  username: string;
  role: Role;
  /** Tokens (and login sessions) from before this instant are revoked. */
  tokensValidAfter: Date;
}

/**
 * Accounts as the authorization server sees them: only active ones exist, and what a token of
 * one may carry is the role's scope ceiling (`scopesWithinRole`), decided here for every grant.
 */
export class OAuthAccounts {
  constructor(private readonly users: UserModel) {}

  async active(userId: string): Promise<OAuthAccount | null> {
    const user = await this.users
      .findOne({ _id: userId, status: 'ACTIVE' })
      .select({ tenantId: 1, username: 1, role: 1, tokensValidAfter: 1 })
      .lean();
    if (user === null) return null;
    return {
      userId: user._id,
      tenantId: user.tenantId,
      username: user.username,
      role: user.role,
      tokensValidAfter: user.tokensValidAfter,
    };
  }

  /**
   * The account a token is issued for, active and of the client's tenant; anything else is an
   * unauthenticated error (OAuth's `invalid_grant`): the grant outlived its account.
   */
  async ofGrant(accountId: string | undefined, clientTenantId: string | undefined): Promise<OAuthAccount> {
    const account = accountId === undefined ? null : await this.active(accountId);
    if (account === null || account.tenantId !== clientTenantId) {
      throw invalidGrant('the account behind this grant is not active');
    }
    return account;
  }

  /** The requested scopes the account's role allows, in the canonical order. */
  allowedScopes(account: Pick<OAuthAccount, 'role'>, requested: readonly string[]): Scope[] {
    return scopesWithinRole(account.role, requested);
  }

  /**
   * client_credentials: what a service client registered (`registered`), cut to its account's
   * role. A request for a product scope beyond that role is refused (OAuth's `invalid_scope`,
   * the refused names in the error's `scope`), not silently dropped: the client learns its
   * account cannot have them. An account that is gone or suspended allows nothing.
   */
  async serviceAccountScopes(
    accountId: string,
    registered: readonly string[],
    requested: readonly string[],
  ): Promise<Scope[]> {
    const account = await this.active(accountId);
    if (account === null) return [];
    const ceiling: readonly string[] = ROLE_SCOPES[account.role];
    const beyond = requested.filter(
      (scope) => (SCOPES as readonly string[]).includes(scope) && !ceiling.includes(scope),
    );
    if (beyond.length > 0) {
      const message = "requested scope is beyond the service account's role";
      throw new DomainError('validation', 'The requested scope is not valid.', {
        fields: [{ field: 'scope', message, code: 'invalid_scope' }],
        extensions: { scope: beyond.join(' ') },
      });
    }
    return scopesWithinRole(account.role, registered);
  }
}
