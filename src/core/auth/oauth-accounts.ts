import type { Role } from '../context.js';
import type { UserModel } from '../users/model.js';

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

/** Accounts as the authorization server sees them: only active ones exist. */
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
}
