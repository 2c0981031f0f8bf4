import type { TokenGrant } from '../../core/auth/service.js';

/** RFC 6749 §5.1 token response, for the OAuth endpoints. */
export function presentOAuthTokenResponse(grant: TokenGrant) {
  return {
    access_token: grant.accessToken,
    token_type: grant.tokenType,
    expires_in: grant.expiresIn,
    refresh_token: grant.refreshToken,
    scope: grant.scope,
  };
}
