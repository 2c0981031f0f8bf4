import { ValidationError } from '../../../core/errors.js';
import { unary, type GrpcDoor } from '../call.js';
import { snakeCasePath } from '../field-paths.js';
import type { Empty } from '../generated/google/protobuf/Empty.js';
import type { CreateTokenRequest__Output as CreateTokenRequest } from '../generated/petstore/v1/CreateTokenRequest.js';
import type { CreateTokenResponse } from '../generated/petstore/v1/CreateTokenResponse.js';
import type { CreateUserRequest__Output as CreateUserRequest } from '../generated/petstore/v1/CreateUserRequest.js';
import type { DeleteUserRequest__Output as DeleteUserRequest } from '../generated/petstore/v1/DeleteUserRequest.js';
import type { GetMeRequest__Output as GetMeRequest } from '../generated/petstore/v1/GetMeRequest.js';
import type { GetUserRequest__Output as GetUserRequest } from '../generated/petstore/v1/GetUserRequest.js';
import type { UpdateUserRequest__Output as UpdateUserRequest } from '../generated/petstore/v1/UpdateUserRequest.js';
import type { User as UserMessage } from '../generated/petstore/v1/User.js';
import type { UserServiceHandlers } from '../generated/petstore/v1/UserService.js';
import { nonEmpty } from '../messages/common.js';
import {
  UPDATABLE_USER_FIELDS,
  signUpInput,
  tokenGrantMessage,
  updateUserInput,
  userMessage,
} from '../messages/users.js';

const SERVICE = '/petstore.v1.UserService/';

/** The password travels beside the user; every other field error is the user's. */
function userFieldPath(field: string): string {
  if (field === 'password' || field === 'currentPassword' || field === '') return snakeCasePath(field);
  return `user.${snakeCasePath(field)}`;
}

function maskOf(request: UpdateUserRequest): string[] {
  const paths = (request['updateMask']?.paths ?? []).filter(Boolean);
  if (paths.includes('*')) return UPDATABLE_USER_FIELDS;
  const unknown = paths.filter((path) => !UPDATABLE_USER_FIELDS.includes(path));
  if (unknown.length > 0) {
    throw new ValidationError('The update mask names fields that cannot be updated.', [
      {
        field: 'update_mask',
        message: `Must name fields among: ${UPDATABLE_USER_FIELDS.join(', ')}.`,
        code: 'invalid_enum',
      },
    ]);
  }
  return paths;
}

/** `petstore.v1.UserService` over the core's users and auth services. */
export function userService(door: GrpcDoor): UserServiceHandlers {
  const { users, auth } = door.core;
  return {
    CreateUser: unary<CreateUserRequest, UserMessage>(
      door,
      `${SERVICE}CreateUser`,
      async ({ caller, request }) => userMessage(await users.signUp(caller, signUpInput(request))),
      { fieldPath: userFieldPath },
    ),
    GetUser: unary<GetUserRequest, UserMessage>(door, `${SERVICE}GetUser`, async ({ caller, request }) =>
      userMessage(await users.get(caller, String(request['userId'] ?? ''))),
    ),
    GetMe: unary<GetMeRequest, UserMessage>(door, `${SERVICE}GetMe`, async ({ caller }) =>
      userMessage(await users.getMe(caller)),
    ),
    UpdateUser: unary<UpdateUserRequest, UserMessage>(
      door,
      `${SERVICE}UpdateUser`,
      async ({ caller, request }) => {
        const userId = String(request['user']?.['id'] ?? '');
        return userMessage(await users.update(caller, userId, updateUserInput(request, maskOf(request))));
      },
      { fieldPath: (field) => (field === 'update_mask' ? field : userFieldPath(field)) },
    ),
    DeleteUser: unary<DeleteUserRequest, Empty>(door, `${SERVICE}DeleteUser`, async ({ caller, request }) => {
      await users.delete(caller, String(request['userId'] ?? ''));
      return {};
    }),
    CreateToken: unary<CreateTokenRequest, CreateTokenResponse>(
      door,
      `${SERVICE}CreateToken`,
      async ({ caller, request }) => {
        const input = Object.fromEntries(
          Object.entries({
            username: nonEmpty(request['username']),
            email: nonEmpty(request['email']),
            password: request['password'] ?? '',
            scope: nonEmpty(request['scope']),
          }).filter(([, value]) => value !== undefined),
        );
        return tokenGrantMessage(await auth.login(caller, input));
      },
    ),
  };
}
