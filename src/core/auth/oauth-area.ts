import type { Connection } from 'mongoose';
import { auditDenied } from '../audit/denials.js';
import type { AuditService } from '../audit/service.js';
import { inClientTenant, type CallerContext } from '../context.js';
import { guard } from '../policy.js';
import type { UserModel } from '../users/model.js';
import { OAuthAccounts } from './oauth-accounts.js';
import { OAuthClientRegistry, oauthClientModel } from './oauth-clients.js';
import { OAuthConsents, type ConsentClient } from './oauth-consent.js';
import { OAuthArtifactStore, oauthArtifactModel } from './oauth-storage.js';
import type { AuthService, SignIn } from './service.js';

/** What the OAuth authorization server keeps: registered clients and its flows' artifacts. */
export interface OAuthArea {
  clients: OAuthClientRegistry;
  accounts: OAuthAccounts;
  /** What a signed-in account may grant a client, and the grant itself (audited). */
  consents: OAuthConsents;
  /**
   * A sign-in on the login page for `client`: in the client's tenant (where its users have
   * accounts), with the login's rules, budget and audit entry (`auth.login`, naming the client).
   * `form` is what the page posted: one name (username, or email when it has `@`) and a password.
   */
  signIn(
    caller: CallerContext,
    client: ConsentClient,
    form: { name: unknown; password: unknown },
  ): Promise<SignIn>;
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

/**
 * The registry of OAuth clients, over the area's model: made before the admin area (which
 * registers and removes clients for administrators) and handed to `createOAuthArea`.
 */
export function oauthClientRegistry(
  models: ReturnType<typeof registerOAuthModels>,
  users: UserModel,
  audit: AuditService,
): OAuthClientRegistry {
  return new OAuthClientRegistry(models.clients, users, audit);
}

/** Registers the area's models; call before `syncIndexes()`. */
export function registerOAuthModels(connection: Connection) {
  return { clients: oauthClientModel(connection), artifacts: oauthArtifactModel(connection) };
}

/** The area over its models; sign-ins go through the auth area's password login. */
export function createOAuthArea(deps: {
  models: ReturnType<typeof registerOAuthModels>;
  /** The registry the admin API manages too (`oauthClientRegistry`), built before this area. */
  clients: OAuthClientRegistry;
  users: UserModel;
  audit: AuditService;
  auth: Pick<AuthService, 'signIn'>;
}): OAuthArea {
  const { users, audit, auth, clients } = deps;
  const artifactModel = deps.models.artifacts;
  const accounts = new OAuthAccounts(users);
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
    accounts,
    consents: new OAuthConsents(accounts, audit),
    signIn(caller, client, form) {
      return auth.signIn(inClientTenant(caller, client.tenantId), form, { clientId: client.id });
    },
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
