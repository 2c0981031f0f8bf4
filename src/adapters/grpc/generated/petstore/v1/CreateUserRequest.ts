// Original file: protos/petstore/v1/user_service.proto

import type { User as _petstore_v1_User, User__Output as _petstore_v1_User__Output } from '../../petstore/v1/User.js';

export interface CreateUserRequest {
  'user'?: (_petstore_v1_User | null);
  'password'?: (string);
}

export interface CreateUserRequest__Output {
  'user'?: (_petstore_v1_User__Output);
  'password'?: (string);
}
