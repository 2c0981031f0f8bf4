import type { CallerContext, Principal, Role, Scope } from '../context.js';
import type { AuditService } from '../audit/service.js';
import type { RateLimits } from '../limits/rate-limits.js';
import type { DomainError } from '../errors.js';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../errors.js';
import { ROLE_SCOPES, scopesWithinRole } from '../policy.js';
import { parseInput } from '../validation.js';
import { toUser, type User, type UserDoc, type UserModel } from '../users/model.js';
import type { PasswordHasher } from '../users/passwords.js';
import { parseScopes, type AccessTokens } from './access-tokens.js';
import type { RefreshTokenStore } from './refresh-tokens.js';
import { LoginSchema, RefreshGrantSchema, RevocationSchema } from './schemas.js';

export interface TokenGrant {
  accessToken: string;
  tokenType: 'Bearer';
  /** Seconds until the access token expires. */
  expiresIn: number;
  refreshToken: string;
  /** The scopes granted, space-separated. */
  scope: string;
}

/** Wrong username, unknown email, wrong password: one message, so none of them can be told apart. */
const INVALID_CREDENTIALS = 'The username, email or password is not correct.';

/**
 * Refresh failures: unauthenticated, which OAuth endpoints answer as `invalid_grant` (RFC 6749
 * §5.2, the OAuth column of the error table), other doors as 401.
 */
export function invalidGrant(message: string): DomainError {
  return new UnauthenticatedError(message);
}

/** An OAuth login page's sign-in: who signed in, and when, in whole seconds. */
export interface SignIn {
  user: User;
  /**
   * The sign-in time as an OAuth login session keeps it (whole seconds), never before the
   * account's token cut-off: a session from before it is refused, and a sign-in in the very
   * second of a password change (or suspension lifted) must read as after it.
   */
  signedInAt: number;
}

/** A name with `@` is an email, any other a username: the rule of every door that takes one name. */
export function loginName(name: string): { username: string } | { email: string } {
  return name.includes('@') ? { email: name } : { username: name };
}

export interface AuthServiceDeps {
  /** The shared rate limits: logins and token requests spend the `login` bucket. */
  budget: Pick<RateLimits, 'charge' | 'refund'>;
  users: UserModel;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokenStore;
  audit: AuditService;
  passwords: PasswordHasher;
}

/** Logins and token exchanges: first-party password login, refresh rotation, revocation. */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  async login(ctx: CallerContext, input: unknown): Promise<TokenGrant> {
    const { username, email, password, scope } = parseInput(LoginSchema, input, 'login');
    const user = await this.verifiedAccount(ctx, { username, email, password });
    const scopes = grantableScopes(user.role, scope);
    const grant = await this.grant(user, scopes);
    await this.recordLogin(ctx, user, { scope: grant.scope });
    return grant;
  }

  /**
   * A sign-in on the authorization server's login page, in the caller's tenant (the client's):
   * one name (username, or email when it has `@`) and the password, both required and within the
   * login's bounds; then the login's check, budget and audit (`auth.login`, with `details`, such
   * as the client), as `POST /v1/auth/tokens`, but no tokens: the authorization server issues them.
   */
  async signIn(
    ctx: CallerContext,
    form: { name: unknown; password: unknown },
    details: Record<string, unknown>,
  ): Promise<SignIn> {
    const name = typeof form.name === 'string' ? form.name.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    if (name === '' || password === '') {
      throw new ValidationError('Enter your username or email and your password.');
    }
    const input = parseInput(LoginSchema, { ...loginName(name), password }, 'sign-in');
    const user = await this.verifiedAccount(ctx, input);
    await this.recordLogin(ctx, user, details);
    const cutOff = Math.ceil(user.tokensValidAfter.getTime() / 1000);
    return { user: toUser(user), signedInAt: Math.max(Math.floor(Date.now() / 1000), cutOff) };
  }

  /**
   * A password presented with the call itself (SOAP's WS-Security UsernameToken), checked for the
   * shared admission step: the login's lookup, password verification, account checks, throttle
   * and failure audit (`checkCredentials`), but no tokens, no `lastLoginAt` and no success entry
   * (the call is not a login; what it changes is audited by the operation). A name with `@` is an
   * email. A success gives its point of the login budget back, so an account calling this way
   * is never throttled by its own successes; every failure keeps its point, as a failed login's.
   */
  async authenticate(
    ctx: CallerContext,
    credentials: { username: string; password: string },
  ): Promise<Principal> {
    const { username, password } = credentials;
    // The login's bounds (a password's length caps the hashing work).
    const input = parseInput(LoginSchema, { ...loginName(username), password }, 'login');
    const user = await this.verifiedAccount(ctx, input);
    await this.deps.budget.refund('login', loginBudgetKey(ctx, user, ''));
    return {
      userId: user._id,
      tenantId: user.tenantId,
      role: user.role,
      scopes: [...ROLE_SCOPES[user.role]],
    };
  }

  /** A successful login through any door: the account's `lastLoginAt`, and the audit entry. */
  private async recordLogin(
    ctx: CallerContext,
    user: Pick<UserDoc, '_id' | 'tenantId'>,
    details: Record<string, unknown>,
  ): Promise<void> {
    await this.deps.users.updateOne(
      { _id: user._id, tenantId: user.tenantId },
      { $set: { lastLoginAt: new Date() } },
      { timestamps: false },
    );
    await this.audit(ctx, 'auth.login', user._id, 'success', details);
  }

  /**
   * The password check behind every login door (`POST /v1/auth/tokens`, the OAuth login page,
   * a password with the call): the account of the caller's tenant, active, with this password;
   * audited either way. The account as doors see it, never its stored document.
   */
  async checkCredentials(
    ctx: CallerContext,
    credentials: { username?: string | undefined; email?: string | undefined; password: string },
  ): Promise<User> {
    return toUser(await this.verifiedAccount(ctx, credentials));
  }

  /** `checkCredentials`, with the stored account the core's own steps read (hash aside, cut-off). */
  private async verifiedAccount(
    ctx: CallerContext,
    credentials: { username?: string | undefined; email?: string | undefined; password: string },
  ): Promise<UserDoc> {
    const { username, email, password } = credentials;
    const filter =
      username !== undefined
        ? { tenantId: ctx.tenantId, usernameKey: username.toLowerCase() }
        : { tenantId: ctx.tenantId, email: (email ?? '').toLowerCase() };
    const found = await this.deps.users.findOne(filter).lean();
    const user = found !== null && found.status !== 'DELETED' ? found : null;
    await this.chargeLoginBudget(ctx, user, username ?? email ?? '');
    // Unknown users still pay for a hash verification, so timing does not tell them apart.
    const passwordMatches = await this.deps.passwords.verify(user?.passwordHash, password);
    if (user === null || !passwordMatches) {
      await this.audit(ctx, 'auth.login', user?._id ?? null, 'failure', { reason: 'invalid_credentials' });
      throw new UnauthenticatedError(INVALID_CREDENTIALS);
    }
    // Only someone who knows the password learns that the account is suspended.
    if (user.status === 'SUSPENDED') {
      await this.audit(ctx, 'auth.login', user._id, 'failure', { reason: 'suspended' });
      throw new ForbiddenError('This account is suspended.');
    }
    return user;
  }

  /**
   * RFC 6749 §6 with rotation: the presented token is spent, a new one of the same family comes
   * back. Presenting a spent token revokes the family, so a thief and the owner are both cut off.
   */
  async refresh(ctx: CallerContext, input: unknown): Promise<TokenGrant> {
    await this.chargeTokenRequest(ctx);
    const { refresh_token: presented, scope } = parseInput(RefreshGrantSchema, input, 'token request');
    const claim = await this.deps.refreshTokens.claim(presented);
    if (!claim.ok) {
      if (claim.reason === 'reused') {
        await this.audit(
          ctx,
          'auth.refresh_reuse',
          claim.token.userId,
          'failure',
          {
            familyId: claim.token.familyId,
          },
          claim.token.tenantId,
        );
        throw invalidGrant('The refresh token was already used; its session has been revoked.');
      }
      throw invalidGrant('The refresh token is not valid.');
    }
    const spent = claim.token;
    const user = await this.deps.users.findOne({ _id: spent.userId, tenantId: spent.tenantId }).lean();
    if (user === null || user.status !== 'ACTIVE') {
      await this.deps.refreshTokens.revokeFamily(spent.familyId);
      throw invalidGrant('The refresh token is not valid.');
    }
    // The family's scopes, cut to what the user's role allows today, optionally narrowed further.
    const familyScopes = scopesWithinRole(user.role, spent.scopes);
    const scopes = scope === undefined ? familyScopes : narrowScopes(familyScopes, scope, true);
    const grant = await this.grant(user, scopes, { familyId: spent.familyId, familyScopes: spent.scopes });
    await this.audit(ctx, 'auth.refresh', user._id, 'success', { familyId: spent.familyId }, user.tenantId);
    return grant;
  }

  /** RFC 7009: revokes the refresh token's whole family. Unknown tokens are quietly accepted. */
  async revoke(ctx: CallerContext, input: unknown): Promise<void> {
    await this.chargeTokenRequest(ctx);
    const { token } = parseInput(RevocationSchema, input, 'revocation request');
    const revoked = await this.deps.refreshTokens.revokeByToken(token);
    if (revoked !== null) {
      await this.audit(
        ctx,
        'auth.revoke',
        revoked.userId,
        'success',
        { familyId: revoked.familyId },
        revoked.tenantId,
      );
    }
  }

  /**
   * Password guesses spend one bucket per account and client address (10/min by default),
   * whichever name of the account (username or email) is tried. A name that finds no account
   * gets a bucket of its own with the same limit, so the budget does not tell whether it exists.
   */
  private async chargeLoginBudget(ctx: CallerContext, user: UserDoc | null, name: string): Promise<void> {
    await this.deps.budget.charge(ctx, 'login', loginBudgetKey(ctx, user, name));
  }

  /**
   * Token requests (refresh, revoke, and the authorization server's token, revocation and
   * introspection endpoints) share the login bucket, by client address.
   */
  async chargeTokenRequest(ctx: CallerContext): Promise<void> {
    await this.deps.budget.charge(ctx, 'login', `token:${ctx.ip}`);
  }

  private async grant(
    user: UserDoc,
    scopes: Scope[],
    family?: { familyId: string; familyScopes: string[] },
  ): Promise<TokenGrant> {
    const access = await this.deps.accessTokens.issue(
      { userId: user._id, tenantId: user.tenantId, role: user.role, scopes },
      user.tokensValidAfter.getTime(),
    );
    const refresh = await this.deps.refreshTokens.issue(
      { tenantId: user.tenantId, userId: user._id, scopes: family?.familyScopes ?? scopes },
      family?.familyId,
    );
    return {
      accessToken: access.token,
      tokenType: 'Bearer',
      expiresIn: access.expiresIn,
      refreshToken: refresh.token,
      scope: scopes.join(' '),
    };
  }

  private async audit(
    ctx: CallerContext,
    action: string,
    userId: string | null,
    outcome: 'success' | 'failure',
    after: Record<string, unknown>,
    tenantId?: string,
  ): Promise<void> {
    await this.deps.audit.record(ctx, {
      action,
      resource: { type: 'user', id: userId },
      after,
      outcome,
      ...(tenantId === undefined ? {} : { tenantId }),
    });
  }
}

/** The login bucket's key: the client address and the account, or the name that found none. */
function loginBudgetKey(ctx: CallerContext, user: UserDoc | null, name: string): string {
  const account = user !== null ? `account:${user._id}` : `name:${name.toLowerCase()}`;
  return `login:${ctx.ip}|${account}`;
}

/** Login scopes: the role's, or the requested ones the role allows (a request never widens a role). */
function grantableScopes(role: Role, requested: string | undefined): Scope[] {
  return requested === undefined ? [...ROLE_SCOPES[role]] : narrowScopes(ROLE_SCOPES[role], requested, false);
}

/**
 * The requested subset of `allowed`. Unknown scope names are an error; names outside `allowed` are
 * dropped at login (the response says what was granted) but refused on refresh (RFC 6749 §6).
 */
function narrowScopes(allowed: readonly Scope[], requested: string, strict: boolean): Scope[] {
  const names = requested.split(/\s+/).filter(Boolean);
  const unknown = names.filter((name) => parseScopes(name).length === 0);
  const beyond = names.filter((name) => !(allowed as readonly string[]).includes(name));
  const granted = allowed.filter((name) => names.includes(name));
  let message: string | undefined;
  if (unknown.length > 0) message = `Unknown scope: ${unknown.join(', ')}.`;
  else if (strict && beyond.length > 0) message = `Not granted originally: ${beyond.join(', ')}.`;
  else if (granted.length === 0) message = 'None of the requested scopes is available to this account.';
  if (message !== undefined) {
    throw new ValidationError('The requested scope is not valid.', [
      { field: 'scope', message, code: 'invalid_scope' },
    ]);
  }
  return granted;
}
