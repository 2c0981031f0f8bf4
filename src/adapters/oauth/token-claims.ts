import type { Account, KoaContextWithOIDC } from 'oidc-provider';
import type { OAuthAccount, OAuthAccounts } from '../../core/auth/oauth-accounts.js';
import { forProvider } from './provider-errors.js';

/** The custom client metadata the server registers (see authorization-server.ts). */
export function clientProperty(
  client: unknown,
  name: 'tenant_id' | 'service_account_id',
): string | undefined {
  const value = (client as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

interface IssuedToken {
  kind: string;
  accountId?: string | undefined;
  clientId?: string | undefined;
  iat?: number | undefined;
}

/**
 * The claims that make an OAuth access token the same JWT `POST /v1/auth/tokens` issues, so one
 * verification path (signature, issuer, audience, then the per-request account check) serves
 * every token: `sub` is an account id (a service client's account for client_credentials),
 * `tenant` and `role` are the account's today, `scope` never exceeds that role.
 */
export class TokenClaims {
  /** Accounts resolved for a token being issued, read again by the JWT customizer. */
  private readonly resolved = new WeakMap<object, OAuthAccount>();

  constructor(private readonly accounts: OAuthAccounts) {}

  /** oidc-provider `findAccount`: active accounts of the client's tenant, not revoked since. */
  findAccount = async (
    ctx: KoaContextWithOIDC,
    sub: string,
    token?: { iat?: number | undefined },
  ): Promise<Account | undefined> => {
    const account = await this.accounts.active(sub);
    if (account === null) return undefined;
    const tenant = clientProperty(ctx.oidc.client, 'tenant_id');
    if (tenant !== undefined && tenant !== account.tenantId) return undefined;
    // A password change, suspension or role change moves tokensValidAfter: refresh tokens and
    // login sessions from before it stop working, as first-party tokens do.
    const since = token?.iat ?? ctx.oidc.session?.loginTs;
    if (since !== undefined && since * 1000 < account.tokensValidAfter.getTime()) return undefined;
    return { accountId: account.userId, claims: () => ({ sub: account.userId }) };
  };

  /** oidc-provider `extraTokenClaims`: `tenant` and `role` of the token's account. */
  extraTokenClaims = async (ctx: KoaContextWithOIDC, token: IssuedToken) => {
    const account = await this.accountOf(ctx, token);
    this.resolved.set(token, account);
    return { tenant: account.tenantId, role: account.role };
  };

  /** oidc-provider `formats.customizers.jwt`: the account as `sub`, scopes cut to its role. */
  customizeJwt = async <Structured extends { payload: Record<string, unknown> }>(
    ctx: KoaContextWithOIDC,
    token: IssuedToken,
    jwt: Structured,
  ): Promise<Structured> => {
    const account = this.resolved.get(token) ?? (await this.accountOf(ctx, token));
    const { payload } = jwt;
    payload['sub'] = account.userId;
    payload['tenant'] = account.tenantId;
    payload['role'] = account.role;
    const requested = typeof payload['scope'] === 'string' ? payload['scope'].split(' ') : [];
    payload['scope'] = this.accounts.allowedScopes(account, requested).join(' ');
    // iat has whole seconds: a token minted in the second of a revocation must read as newer.
    const notBefore = Math.ceil(account.tokensValidAfter.getTime() / 1000);
    if (
      typeof payload['iat'] === 'number' &&
      typeof payload['exp'] === 'number' &&
      payload['iat'] < notBefore
    ) {
      payload['exp'] += notBefore - payload['iat'];
      payload['iat'] = notBefore;
    }
    return jwt;
  };

  private async accountOf(ctx: KoaContextWithOIDC, token: IssuedToken): Promise<OAuthAccount> {
    const client = ctx.oidc.client ?? (await ctx.oidc.provider.Client.find(token.clientId ?? ''));
    const accountId =
      token.kind === 'ClientCredentials' ? clientProperty(client, 'service_account_id') : token.accountId;
    return forProvider(this.accounts.ofGrant(accountId, clientProperty(client, 'tenant_id')));
  }
}
