import type { Connection } from 'mongoose';
import type { Config } from '../../config.js';
import type { AuditService } from '../audit/service.js';
import type { RateLimits } from '../limits/rate-limits.js';
import type { UserModel } from '../users/model.js';
import type { PasswordHasher } from '../users/passwords.js';
import { AccessTokens } from './access-tokens.js';
import { Authenticator } from './authenticator.js';
import { TokenIssuer } from './issuer.js';
import { refreshTokenModel } from './refresh-token-model.js';
import type { RefreshTokenStore } from './refresh-tokens.js';
import { AuthService } from './service.js';
import { Keyring, signingKeyModel } from './signing-keys.js';

export { AuthService, type TokenGrant } from './service.js';
export { Authenticator } from './authenticator.js';
export { Keyring } from './signing-keys.js';
export { TokenIssuer } from './issuer.js';
export { RefreshTokenStore } from './refresh-tokens.js';

/** Registers the auth area's models; call before `syncIndexes()`. */
export function registerAuthModels(connection: Connection) {
  return { signingKeys: signingKeyModel(connection), refreshTokens: refreshTokenModel(connection) };
}

export interface AuthArea {
  issuer: TokenIssuer;
  keyring: Keyring;
  authenticator: Authenticator;
  auth: AuthService;
}

/** Builds the auth area once the indexes exist (the first signing key relies on a unique index). */
export async function createAuthArea(deps: {
  config: Config;
  models: ReturnType<typeof registerAuthModels>;
  refreshTokens: RefreshTokenStore;
  users: UserModel;
  audit: AuditService;
  rateLimits: RateLimits;
  passwords: PasswordHasher;
}): Promise<AuthArea> {
  const issuer = new TokenIssuer(deps.config.tokens.issuer ?? deps.config.publicUrl);
  const keyring = await Keyring.load(deps.models.signingKeys);
  const accessTokens = new AccessTokens(keyring, {
    issuer: () => issuer.get(),
    audience: deps.config.tokens.audience,
    ttlSeconds: deps.config.tokens.accessTtlSeconds,
  });
  return {
    issuer,
    keyring,
    authenticator: new Authenticator(accessTokens, deps.users),
    auth: new AuthService({
      budget: deps.rateLimits,
      users: deps.users,
      accessTokens,
      refreshTokens: deps.refreshTokens,
      audit: deps.audit,
      passwords: deps.passwords,
    }),
  };
}
