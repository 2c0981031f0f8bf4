import type { User } from '../../../core/users/model.js';
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
export function presentUser(user: User): UserResource {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    status: user.status,
    tenantId: user.tenantId,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** A token grant, camelCase like the rest of /v1 (`POST /v1/auth/tokens` and other doors). */
export function presentTokenGrant(grant: TokenGrant) {
  return {
    accessToken: grant.accessToken,
    tokenType: grant.tokenType,
    expiresIn: grant.expiresIn,
    refreshToken: grant.refreshToken,
    scope: grant.scope,
  };
}
