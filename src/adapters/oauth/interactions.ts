import type Provider from 'oidc-provider';
import type { Core } from '../../core/core.js';
import type { OAuthClientView } from '../../core/auth/oauth-clients.js';
import { errorView, oauthErrorView } from '../../core/error-table.js';
import { DomainError, RateLimitedError } from '../../core/errors.js';
import type { AdmittedHttpContext as RestContext } from '../shared/http-state.js';
import type { AuthorizationServer } from './authorization-server.js';
import type { CsrfGuard } from './csrf.js';
import { pageSecurityPolicy, redirectOrigin } from './page-security.js';
import { consentPage, errorPage, loginPage } from './pages.js';
import { isNativeClient } from './storage-adapter.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * The login and consent steps of an authorization request. oidc-provider decides which step is
 * due (`prompt`); these handlers show the page, hand the answer to the core (`core.oauth.signIn`,
 * `core.oauth.consents`: the login's rules, budget and audit, the role's scope ceiling, the
 * consent's audit), and hand the result back to the provider. Nothing is decided here.
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
    let signIn;
    try {
      signIn = await this.core.oauth.signIn(ctx.state.caller, clientOf(client), {
        name: form['username'],
        password: form['password'],
      });
    } catch (error) {
      if (error instanceof RateLimitedError) {
        ctx.set('Retry-After', String(error.retryAfterSeconds));
        return again(429, 'Too many sign-in attempts. Wait a minute, then try again.');
      }
      if (
        error instanceof DomainError &&
        ['validation', 'unauthenticated', 'forbidden'].includes(error.kind)
      ) {
        return again(errorView(error.kind).status, error.message);
      }
      throw error;
    }
    // The sign-in time is the core's: never before the account's token cut-off (token-claims.ts).
    await this.finish(ctx, { login: { accountId: signIn.user.id, ts: signIn.signedInAt } });
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
    const { Grant } = this.server.provider();
    const grant =
      interaction.grantId === undefined
        ? accountId === undefined
          ? undefined
          : new Grant({ accountId, clientId: client._id })
        : await Grant.find(interaction.grantId);
    const details = interaction.prompt.details as ConsentDetails;
    const { openid, product } = splitOIDCScope(details.missingOIDCScope);
    let grantId: string;
    try {
      // The core decides what of each resource's scopes the account's role allows, and audits.
      grantId = await this.core.oauth.consents.grant(
        ctx.state.caller,
        {
          accountId,
          client: clientOf(client),
          oidcScopes: openid,
          resourceScopes: details.missingResourceScopes ?? {},
        },
        async (decision) => {
          if (grant === undefined) throw new ConsentExpired();
          if (openid.length > 0) grant.addOIDCScope(openid.join(' '));
          // Product scopes are the API's (its resource server's), granted below; the server also
          // counts them among OpenID scopes, where they are settled as not applicable.
          if (product.length > 0) grant.rejectOIDCScope(product.join(' '));
          if (details.missingOIDCClaims !== undefined) grant.addOIDCClaims(details.missingOIDCClaims);
          for (const { resource, granted, refused } of decision.resources) {
            // Scopes beyond the user's role are refused, and remembered as refused.
            if (granted.length > 0) grant.addResourceScope(resource, granted.join(' '));
            if (refused.length > 0) grant.rejectResourceScope(resource, refused.join(' '));
          }
          return grant.save();
        },
      );
    } catch (error) {
      if (error instanceof ConsentExpired) {
        render(ctx, 400, errorPage('invalid_request', 'The consent has expired. Start again.'));
        return;
      }
      if (error instanceof DomainError && error.kind === 'unauthenticated') {
        render(ctx, 400, errorPage('login_required', error.message));
        return;
      }
      throw error;
    }
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
    client: OAuthClientView,
    csrfToken: string,
  ): Promise<void> {
    const details = interaction.prompt.details as ConsentDetails;
    // Every scope of the request is listed, also those granted before: a native client is asked on
    // each authorization (RFC 8252 §8.6), when nothing may be missing, and the user still sees
    // what it will be able to do. Scopes beyond the account's role are named as not available.
    const requested = splitOIDCScope(
      String(interaction.params['scope'] ?? '')
        .split(' ')
        .filter(Boolean),
    );
    let view;
    try {
      view = await this.core.oauth.consents.view(
        interaction.session?.accountId,
        clientOf(client),
        requested.product,
      );
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unauthenticated') {
        render(ctx, 400, errorPage('login_required', error.message));
        return;
      }
      // Nothing the account may grant: the client learns so at its redirect URI, the OAuth way.
      const refusal = error instanceof DomainError ? oauthErrorView(error) : undefined;
      if (refusal === undefined) throw error;
      await this.finish(ctx, { error: refusal.error, error_description: refusal.description });
      return;
    }
    const missing = new Set([
      ...(details.missingOIDCScope ?? []),
      ...Object.values(details.missingResourceScopes ?? {}).flat(),
    ]);
    render(
      ctx,
      200,
      consentPage({
        action: `/oauth/interaction/${uid}/consent`,
        switchAccountAction: `/oauth/interaction/${uid}/switch-account`,
        csrfToken,
        clientName: client.name,
        username: view.username,
        scopes: [...requested.openid, ...view.available].map((scope) => ({
          scope,
          alreadyAllowed: !missing.has(scope),
        })),
        unavailable: view.unavailable,
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
  ): Promise<{ interaction: Interaction; client: OAuthClientView } | undefined> {
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
    const client = typeof clientId === 'string' ? await this.core.oauth.clients.registration(clientId) : null;
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

/** The grant to write the consent into is gone (its interaction outlived it). */
class ConsentExpired extends Error {}

/** The client as the core's OAuth operations name it. */
function clientOf(client: OAuthClientView): { id: string; tenantId: string } {
  return { id: client._id, tenantId: client.tenantId };
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
