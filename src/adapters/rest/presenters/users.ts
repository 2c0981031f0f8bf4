import type { UserView } from '../../../core/users/model.js';
import type { TokenGrant } from '../../../core/auth/service.js';

export interface UserResource {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: string;
  status: string;
  tenantId: string;
  createdAt: string;
  updatedAt: string;
}

/** The wire shape of a user for every protocol: no hash, no internal keys. */
export function presentUser(user: UserView): UserResource {
  return {
    id: user._id,
    username: user.username,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    phone: user.phone ?? null,
    role: user.role,
    status: user.status,
    tenantId: user.tenantId,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** `POST /v1/auth/tokens` answer (camelCase like the rest of /v1). */
export function presentTokenGrant(grant: TokenGrant) {
  return {
    accessToken: grant.accessToken,
    tokenType: grant.tokenType,
    expiresIn: grant.expiresIn,
    refreshToken: grant.refreshToken,
    scope: grant.scope,
  };
}

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
