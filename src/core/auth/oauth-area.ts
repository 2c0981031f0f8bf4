import type { Connection } from 'mongoose';
import { auditDenied } from '../audit/denials.js';
import type { AuditService } from '../audit/service.js';
import type { CallerContext } from '../context.js';
import { guard } from '../policy.js';
import type { UserModel } from '../users/model.js';
import { OAuthAccounts } from './oauth-accounts.js';
import { OAuthClientRegistry, oauthClientModel } from './oauth-clients.js';
import { OAuthArtifactStore, oauthArtifactModel } from './oauth-storage.js';

/** What the OAuth authorization server keeps: registered clients and its flows' artifacts. */
export interface OAuthArea {
  clients: OAuthClientRegistry;
  accounts: OAuthAccounts;
  /** The store of one kind of artifact (`Session`, `Grant`, `AuthorizationCode`, ...). */
  artifacts(kind: string): OAuthArtifactStore;
  /**
   * Withdraws an account's consent to a client: its grants and every code and token issued
   * under them. Returns how many grants there were.
   */
  withdrawConsent(accountId: string, clientId: string): Promise<number>;
  /**
   * The caller withdraws their own consent to a client (`withdrawConsent`), audited as
   * `oauth_consent.withdraw`. Allowed to the client itself (giving up what it was granted), and
   * otherwise only to a token with `write:user`, the scope of the account's own settings: a
   * first-party session carries it, an app with only, say, `read:pets` cannot reach into the
   * user's other apps. Returns how many grants there were.
   */
  withdrawCallerConsent(ctx: CallerContext, clientId: string): Promise<number>;
  /** Ends a grant: the grant and every code and token issued under it. */
  revokeGrant(grantId: string): Promise<void>;
}

/** Registers the models (before `syncIndexes()`) and returns the area built on them. */
export function createOAuthArea(connection: Connection, users: UserModel, audit: AuditService): OAuthArea {
  const clients = new OAuthClientRegistry(oauthClientModel(connection), users, audit);
  const artifactModel = oauthArtifactModel(connection);
  const stores = new Map<string, OAuthArtifactStore>();
  const withdrawConsent = async (accountId: string, clientId: string): Promise<number> => {
    const grants = await artifactModel.find({ kind: 'Grant', accountId, clientId }).select({ _id: 1 }).lean();
    const grantIds = grants.map((grant) => grant._id.slice('Grant:'.length));
    await artifactModel.deleteMany({ grantId: { $in: grantIds } });
    await artifactModel.deleteMany({ kind: 'Grant', accountId, clientId });
    return grantIds.length;
  };
  return {
    async withdrawCallerConsent(ctx, clientId) {
      const attempt = { action: 'oauth_consent.withdraw', resource: { type: 'oauth_client', id: clientId } };
      const principal = await auditDenied(audit, ctx, attempt, () => {
        const caller = guard(ctx);
        return caller.clientId === clientId ? caller : guard(ctx, { scope: 'write:user' });
      });
      const grants = await withdrawConsent(principal.userId, clientId);
      await audit.record(ctx, { ...attempt, before: { grants }, after: { grants: 0 }, outcome: 'success' });
      return grants;
    },
    withdrawConsent,
    async revokeGrant(grantId) {
      await artifactModel.deleteMany({ grantId });
      await artifactModel.deleteOne({ _id: `Grant:${grantId}` });
    },
    clients,
    accounts: new OAuthAccounts(users),
    artifacts(kind) {
      let store = stores.get(kind);
      if (store === undefined) {
        store = new OAuthArtifactStore(artifactModel, kind);
        stores.set(kind, store);
      }
      return store;
    },
  };
}
