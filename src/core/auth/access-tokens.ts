import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { ROLES, SCOPES, type Role, type Scope } from '../context.js';
import { UnauthenticatedError } from '../errors.js';
import { newId } from '../ids.js';
import { SIGNING_ALGORITHM, type Keyring } from './signing-keys.js';
import { VerifiedTokens } from './verified-tokens.js';

export interface AccessTokenSettings {
  /** Resolved when used: the default issuer is the listening URL, known only after start. */
  issuer: () => string;
  audience: string;
  ttlSeconds: number;
  /** How many verified tokens to remember (see `VerifiedTokens`); 0 verifies every time. */
  rememberedTokens?: number;
  /** Milliseconds since the epoch; the system clock unless a test moves time. */
  now?: () => number;
}

export interface AccessTokenClaims {
  userId: string;
  tenantId: string;
  role: Role;
  scopes: readonly Scope[];
  tokenId: string;
  /** Seconds since the epoch, as in the token. */
  issuedAt: number;
  /** Seconds since the epoch, as in the token (`exp`). */
  expiresAt: number;
  /** The OAuth client the token was issued to (`client_id`); none for a first-party login. */
  clientId?: string;
}

export interface IssuedAccessToken {
  token: string;
  expiresIn: number;
  tokenId: string;
}

/** RFC 9068's media type for JWT access tokens, in the `typ` header. */
const ACCESS_TOKEN_TYPE = 'at+jwt';
/**
 * How far apart the clocks of the processes that issue and verify tokens may be. Also covers the
 * second an `iat` may be ahead when a token is minted just after a revocation (see `issue`).
 */
export const CLOCK_TOLERANCE_SECONDS = 30;
/**
 * Verified tokens remembered per process: each holder's current token, for this many holders
 * active within a token's lifetime (about 1 kB each, so a few MB at most).
 */
export const REMEMBERED_TOKENS = 10_000;

/** JWT access tokens: `sub, tenant, role, scope, jti, iss, aud, iat, exp`, signed with the keyring. */
export class AccessTokens {
  private readonly verified: VerifiedTokens<AccessTokenClaims> | undefined;
  private readonly now: () => number;

  constructor(
    private readonly keyring: Keyring,
    private readonly settings: AccessTokenSettings,
  ) {
    const remembered = settings.rememberedTokens ?? REMEMBERED_TOKENS;
    this.verified =
      remembered > 0
        ? new VerifiedTokens(remembered, {
            maxAgeSeconds: settings.ttlSeconds,
            toleranceSeconds: CLOCK_TOLERANCE_SECONDS,
          })
        : undefined;
    this.now = settings.now ?? Date.now;
  }

  /**
   * `notBeforeMs` is the user's `tokensValidAfter`. `iat` has whole seconds, so a token minted in
   * the same second as a revocation is stamped with the next second: it must read as newer.
   */
  async issue(
    subject: { userId: string; tenantId: string; role: Role; scopes: readonly Scope[] },
    notBeforeMs = 0,
  ): Promise<IssuedAccessToken> {
    const now = Math.floor(this.now() / 1000);
    const issuedAt = Math.max(now, Math.ceil(notBeforeMs / 1000));
    const tokenId = newId();
    const token = await new SignJWT({
      tenant: subject.tenantId,
      role: subject.role,
      scope: subject.scopes.join(' '),
    })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: this.keyring.kid, typ: ACCESS_TOKEN_TYPE })
      .setSubject(subject.userId)
      .setIssuer(this.settings.issuer())
      .setAudience(this.settings.audience)
      .setJti(tokenId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.settings.ttlSeconds)
      .sign(this.keyring.privateKey);
    return { token, expiresIn: this.settings.ttlSeconds, tokenId };
  }

  /**
   * Signature, algorithm, `typ`, issuer, audience and times; then the claims' shape. Only what
   * this service could have issued passes: typed `at+jwt` (RFC 9068 §4, so an ID token or another
   * JWT signed with the same key is not taken for an access token), issued no later than now
   * (within the clock tolerance), no older than the configured lifetime, and with a lifetime no
   * longer than it (a token valid for a year is not one of ours, whoever signed it).
   *
   * A token that passed is remembered: used again, only its times are checked (the same checks,
   * on every use). Whatever the token says, the account's revocation facts are the
   * authenticator's, read on every request.
   */
  async verify(token: string): Promise<AccessTokenClaims> {
    const issuer = this.settings.issuer();
    const nowMs = this.now();
    const remembered = this.verified?.recall(token, issuer, Math.floor(nowMs / 1000));
    if (remembered !== undefined) return remembered;
    const { ttlSeconds } = this.settings;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.keyring.verificationKeys, {
        algorithms: [SIGNING_ALGORITHM],
        typ: ACCESS_TOKEN_TYPE,
        issuer,
        audience: this.settings.audience,
        requiredClaims: ['sub', 'jti', 'iat', 'exp'],
        maxTokenAge: ttlSeconds,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(nowMs),
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw new UnauthenticatedError('The access token has expired.');
      throw new UnauthenticatedError('The access token is not valid.');
    }
    const { sub, tenant, role, scope, jti, iat, exp, nbf, client_id: clientId } = payload;
    if (
      typeof sub !== 'string' ||
      typeof tenant !== 'string' ||
      typeof jti !== 'string' ||
      typeof iat !== 'number' ||
      typeof exp !== 'number' ||
      exp - iat > ttlSeconds + CLOCK_TOLERANCE_SECONDS ||
      typeof scope !== 'string' ||
      (clientId !== undefined && typeof clientId !== 'string') ||
      !ROLES.includes(role as Role)
    ) {
      throw new UnauthenticatedError('The access token is not valid.');
    }
    // Frozen: the same object answers every later use of the token.
    const claims: AccessTokenClaims = Object.freeze({
      userId: sub,
      tenantId: tenant,
      role: role as Role,
      scopes: Object.freeze(parseScopes(scope)),
      tokenId: jti,
      issuedAt: iat,
      expiresAt: exp,
      ...(typeof clientId === 'string' ? { clientId } : {}),
    });
    this.verified?.remember(token, issuer, claims, { issuedAt: iat, expiresAt: exp, notBefore: nbf });
    return claims;
  }
}

/** A space-separated scope string (RFC 6749 §3.3) to the known scopes it names. */
export function parseScopes(scope: string): Scope[] {
  return scope.split(' ').filter((name): name is Scope => (SCOPES as readonly string[]).includes(name));
}
