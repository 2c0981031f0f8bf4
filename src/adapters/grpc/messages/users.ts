import type { TokenGrant } from '../../../core/auth/service.js';
import type { User } from '../../../core/users/model.js';
import type { CreateTokenResponse } from '../generated/petstore/v1/CreateTokenResponse.js';
import type { CreateUserRequest__Output as CreateUserRequest } from '../generated/petstore/v1/CreateUserRequest.js';
import type { UpdateUserRequest__Output as UpdateUserRequest } from '../generated/petstore/v1/UpdateUserRequest.js';
import type {
  User as UserMessage,
  User__Output as UserRequestMessage,
} from '../generated/petstore/v1/User.js';
import { presentTokenGrant, presentUser } from '../../shared/presenters/users.js';
import { nonEmpty, toEnum, toTimestamp } from './common.js';

/** The core's input: untyped here, validated by the core. */
type Message = Record<string, unknown>;

/**
 * The shared User presentation as a `petstore.v1.User` message. Enums are read from the core's
 * user, whose values the proto enums must all have.
 */
export function userMessage(user: User): UserMessage {
  const shown = presentUser(user);
  return {
    id: shown.id,
    username: shown.username,
    email: shown.email,
    firstName: shown.firstName ?? undefined,
    lastName: shown.lastName ?? undefined,
    phone: shown.phone ?? undefined,
    role: toEnum('ROLE', user.role),
    status: toEnum('USER_STATUS', user.status),
    tenantId: shown.tenantId,
    createTime: toTimestamp(user.createdAt),
    updateTime: toTimestamp(user.updatedAt),
  };
}

export function tokenGrantMessage(grant: TokenGrant): CreateTokenResponse {
  return { ...presentTokenGrant(grant) };
}

function defined(entries: [string, unknown][]): Message {
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

/** CreateUserRequest as the core's sign-up input. */
export function signUpInput(request: CreateUserRequest): Message {
  const user: UserRequestMessage = request['user'] ?? {};
  return defined([
    ['username', nonEmpty(user['username'])],
    ['email', nonEmpty(user['email'])],
    ['password', nonEmpty(request['password'])],
    ['firstName', user['firstName']],
    ['lastName', user['lastName']],
    ['phone', user['phone']],
  ]);
}

/** The User fields UpdateUser may change, by proto name, with the core's name. */
const UPDATABLE: Record<string, { core: keyof UserRequestMessage; clearable: boolean }> = {
  username: { core: 'username', clearable: false },
  email: { core: 'email', clearable: false },
  first_name: { core: 'firstName', clearable: true },
  last_name: { core: 'lastName', clearable: true },
  phone: { core: 'phone', clearable: true },
};

export const UPDATABLE_USER_FIELDS = Object.keys(UPDATABLE);

/**
 * UpdateUserRequest as the core's update input: the masked fields (an unset personal field
 * clears it), plus a new password with the current one when given. No mask: the fields set.
 */
export function updateUserInput(request: UpdateUserRequest, mask: string[]): Message {
  const user: UserRequestMessage = request['user'] ?? {};
  const paths = mask.length > 0 ? mask : UPDATABLE_USER_FIELDS.filter((name) => isSet(user, name));
  const input: Message = {};
  for (const path of paths) {
    const field = UPDATABLE[path];
    if (field === undefined) continue;
    const value = nonEmpty(user[field.core]);
    input[field.core] = value === undefined && field.clearable ? null : value;
  }
  const password = nonEmpty(request['password']);
  if (password !== undefined) input['password'] = password;
  const current = nonEmpty(request['currentPassword']);
  if (current !== undefined) input['currentPassword'] = current;
  return input;
}

function isSet(user: UserRequestMessage, name: string): boolean {
  const field = UPDATABLE[name];
  return field !== undefined && nonEmpty(user[field.core]) !== undefined;
}
