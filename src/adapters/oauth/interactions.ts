import type Provider from 'oidc-provider';
import type { Core } from '../../core/core.js';
import { inClientTenant } from '../../core/context.js';
import type { OAuthClientDoc } from '../../core/auth/oauth-clients.js';
import { DomainError, RateLimitedError } from '../../core/errors.js';
import type { AdmittedHttpContext as RestContext } from '../shared/http-state.js';
import type { AuthorizationServer } from './authorization-server.js';
import type { CsrfGuard } from './csrf.js';
import { pageSecurityPolicy, redirectOrigin } from './page-security.js';
import { consentPage, errorPage, loginPage } from './pages.js';
import { isNativeClient } from './storage-adapter.js';
import { roleScopes } from './token-claims.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * The login and consent steps of an authorization request. oidc-provider decides which step is
 * due (`prompt`); these handlers show the page, check the answer with the core, and hand the
 * result back. Logins go through the same core check and budget as `POST /v1/auth/tokens`, in
 * the tenant the client is registered to.
 */
export class Interactions {
  constructor(
    private readonly core: Core,
    private readonly server: AuthorizationServer,
    private readonly csrf: CsrfGuard,
  ) {}

  async show(ctx: RestContext, uid: string): Promise<void> {
    const found = await this.load(ctx, uid);
    if (found === undefined) return;
    const { interaction, client } = found;
    const csrfToken = this.csrf.issue(ctx, uid);
    if (interaction.prompt.name === 'login') {
      render(ctx, 200, loginPage({ ...loginActions(uid), csrfToken, clientName: client.name }));
      return;
    }
    if (interaction.prompt.name === 'consent') {
      await this.showConsent(ctx, uid, interaction, client, csrfToken);
      return;
    }
    render(ctx, 400, errorPage('interaction_required', 'This step of the sign-in is not supported.'));
  }

  async login(ctx: RestContext, uid: string): Promise<void> {
    const found = await this.load(ctx, uid, 'login');
    if (found === undefined) return;
    const { client } = found;
    const form = ctx.request.body as Record<string, unknown>;
    const username = typeof form['username'] === 'string' ? form['username'].trim() : '';
    const password = typeof form['password'] === 'string' ? form['password'] : '';
    const again = (status: number, error: string) =>
      render(
        ctx,
        status,
        loginPage({
          ...loginActions(uid),
          csrfToken: this.csrf.issue(ctx, uid),
          clientName: client.name,
          username,
          error,
        }),
      );
    if (username === '' || password === '')
      return again(400, 'Enter your username or email and your password.');
    // The caller acts in the client's tenant: that is where its users have accounts. The core
    // charges the login budget of `POST /v1/auth/tokens` (per account and address) for the check.
    const caller = inClientTenant(ctx.state.caller, client.tenantId);
    let user;
    try {
      user = await this.core.auth.checkCredentials(
        caller,
        username.includes('@') ? { email: username, password } : { username, password },
      );
    } catch (error) {
      if (error instanceof RateLimitedError) {
        ctx.set('Retry-After', String(error.retryAfterSeconds));
        return again(429, 'Too many sign-in attempts. Wait a minute, then try again.');
      }
      if (error instanceof DomainError && (error.kind === 'unauthenticated' || error.kind === 'forbidden')) {
        return again(error.kind === 'unauthenticated' ? 401 : 403, error.message);
      }
      throw error;
    }
    await this.core.auth.recordLogin(caller, user, { clientId: client._id });
    // oidc-provider keeps the login time in whole seconds, and a login session from before the
    // account's last password change (or suspension) is refused (token-claims.ts): a sign-in in
    // the very second of that change must read as after it.
    const changedAt = Math.ceil(user.tokensValidAfter.getTime() / 1000);
    const ts = Math.max(Math.floor(Date.now() / 1000), changedAt);
    await this.finish(ctx, { login: { accountId: user.userId, ts } });
  }

  async consent(ctx: RestContext, uid: string): Promise<void> {
    const found = await this.load(ctx, uid, 'consent');
    if (found === undefined) return;
    const { interaction, client } = found;
    const form = ctx.request.body as Record<string, unknown>;
    if (form['decision'] !== 'allow') {
      await this.finish(ctx, { error: 'access_denied', error_description: 'The user denied access.' });
      return;
    }
    const accountId = interaction.session?.accountId;
    const account = accountId === undefined ? null : await this.core.oauth.accounts.active(accountId);
    if (account === null) {
      render(ctx, 400, errorPage('login_required', 'The sign-in session has ended. Start again.'));
      return;
    }
    const { Grant } = this.server.provider();
    const grant =
      interaction.grantId === undefined
        ? new Grant({ accountId: account.userId, clientId: client._id })
        : await Grant.find(interaction.grantId);
    if (grant === undefined) {
      render(ctx, 400, errorPage('invalid_request', 'The consent has expired. Start again.'));
      return;
    }
    const details = interaction.prompt.details as ConsentDetails;
    const { openid, product } = splitOIDCScope(details.missingOIDCScope);
    if (openid.length > 0) grant.addOIDCScope(openid.join(' '));
    // Product scopes are the API's (its resource server's), granted below; the server also counts
    // them among OpenID scopes, where they are settled as not applicable.
    if (product.length > 0) grant.rejectOIDCScope(product.join(' '));
    if (details.missingOIDCClaims !== undefined) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      // Scopes beyond the user's role are refused here, and remembered as refused.
      const allowed = roleScopes(account, scopes);
      const beyond = scopes.filter((scope) => !(allowed as string[]).includes(scope));
      if (allowed.length > 0) grant.addResourceScope(resource, allowed.join(' '));
      if (beyond.length > 0) grant.rejectResourceScope(resource, beyond.join(' '));
    }
    const grantId = await grant.save();
    await this.finish(ctx, { consent: { grantId } });
  }

  /**
   * "Cancel" on the login page (or consent page): the user stops here, and the client learns so
   * the OAuth way, `access_denied` at its redirect URI with its `state`.
   */
  async cancel(ctx: RestContext, uid: string): Promise<void> {
    const found = await this.load(ctx, uid, 'any');
    if (found === undefined) return;
    await this.finish(ctx, { error: 'access_denied', error_description: 'The user cancelled the sign-in.' });
  }

  /**
   * "Not you?" on the consent page: ends this browser's session with the authorization server and
   * starts the same authorization request again, which now begins at the login page.
   */
  async switchAccount(ctx: RestContext, uid: string): Promise<void> {
    const found = await this.load(ctx, uid, 'consent');
    if (found === undefined) return;
    const { interaction } = found;
    const { Session } = this.server.provider();
    const sessionUid = interaction.session?.uid;
    const session = sessionUid === undefined ? undefined : await Session.findByUid(sessionUid);
    await session?.destroy();
    // The request as the client sent it (PAR's request_uri already resolved into its parameters).
    const again = new URLSearchParams();
    for (const [name, value] of Object.entries(interaction.params)) {
      if (typeof value === 'string' && name !== 'request_uri') again.set(name, value);
    }
    ctx.status = 303;
    ctx.redirect(`/oauth/authorize?${again.toString()}`);
  }

  private async showConsent(
    ctx: RestContext,
    uid: string,
    interaction: Interaction,
    client: OAuthClientDoc,
    csrfToken: string,
  ): Promise<void> {
    const accountId = interaction.session?.accountId;
    const account = accountId === undefined ? null : await this.core.oauth.accounts.active(accountId);
    if (account === null) {
      render(ctx, 400, errorPage('login_required', 'The sign-in session has ended. Start again.'));
      return;
    }
    const details = interaction.prompt.details as ConsentDetails;
    // Every scope of the request is listed, also those granted before: a native client is asked on
    // each authorization (RFC 8252 §8.6), when nothing may be missing, and the user still sees
    // what it will be able to do. Scopes beyond the account's role are named as not available.
    const requested = splitOIDCScope(
      String(interaction.params['scope'] ?? '')
        .split(' ')
        .filter(Boolean),
    );
    const available = roleScopes(account, requested.product) as string[];
    const missing = new Set([
      ...(details.missingOIDCScope ?? []),
      ...Object.values(details.missingResourceScopes ?? {}).flat(),
    ]);
    if (requested.product.length > 0 && available.length === 0) {
      await this.finish(ctx, {
        error: 'invalid_scope',
        error_description: 'None of the requested scopes is available to this account.',
      });
      return;
    }
    render(
      ctx,
      200,
      consentPage({
        action: `/oauth/interaction/${uid}/consent`,
        switchAccountAction: `/oauth/interaction/${uid}/switch-account`,
        csrfToken,
        clientName: client.name,
        username: account.username,
        scopes: [...requested.openid, ...available].map((scope) => ({
          scope,
          alreadyAllowed: !missing.has(scope),
        })),
        unavailable: requested.product.filter((scope) => !available.includes(scope)),
        asksEachTime: isNativeClient(client),
      }),
    );
  }

  /**
   * The interaction of this browser (its cookie) with this id, and its client. Anything else is
   * an error page: nothing is sent back to a client that may not be who it says.
   */
  private async load(
    ctx: RestContext,
    uid: string,
    /** The form's step (its CSRF field is checked); `any` for a step of either page. */
    expectedPrompt?: 'login' | 'consent' | 'any',
  ): Promise<{ interaction: Interaction; client: OAuthClientDoc } | undefined> {
    let interaction: Interaction;
    try {
      interaction = await this.server.provider().interactionDetails(ctx.req, ctx.res);
    } catch {
      render(
        ctx,
        400,
        errorPage('invalid_request', 'This sign-in has expired or was opened elsewhere. Start again.'),
      );
      return undefined;
    }
    const clientId = interaction.params['client_id'];
    const client = typeof clientId === 'string' ? await this.core.oauth.clients.find(clientId) : null;
    if (interaction.uid !== uid || client === null) {
      render(ctx, 400, errorPage('invalid_request', 'This sign-in is not valid. Start again.'));
      return undefined;
    }
    // The last form of the sign-in ends in a redirect to the client (checked by the provider
    // when the interaction began); form-action must let the browser follow it.
    ctx.set(
      'Content-Security-Policy',
      pageSecurityPolicy(redirectOrigin(interaction.params['redirect_uri'])),
    );
    if (expectedPrompt !== undefined) {
      const form = ctx.request.body as Record<string, unknown>;
      if (!this.csrf.verify(ctx, uid, form['csrf'])) {
        render(
          ctx,
          403,
          errorPage('invalid_request', 'The form has expired. Go back, reload the page and try again.'),
        );
        return undefined;
      }
      if (expectedPrompt !== 'any' && interaction.prompt.name !== expectedPrompt) {
        render(
          ctx,
          400,
          errorPage('invalid_request', 'This step of the sign-in is already done. Start again.'),
        );
        return undefined;
      }
    }
    return { interaction, client };
  }

  private async finish(ctx: RestContext, result: Record<string, unknown>): Promise<void> {
    const returnTo = await this.server
      .provider()
      .interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
    ctx.status = 303;
    ctx.redirect(returnTo);
  }
}

/** Where the login page's forms go. */
function loginActions(uid: string): { action: string; cancelAction: string } {
  return { action: `/oauth/interaction/${uid}/login`, cancelAction: `/oauth/interaction/${uid}/cancel` };
}

const OPENID_SCOPES = new Set(['openid', 'offline_access']);

function splitOIDCScope(scopes: string[] = []) {
  return {
    openid: scopes.filter((scope) => OPENID_SCOPES.has(scope)),
    product: scopes.filter((scope) => !OPENID_SCOPES.has(scope)),
  };
}

interface ConsentDetails {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

function render(ctx: RestContext, status: number, html: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = html;
}
