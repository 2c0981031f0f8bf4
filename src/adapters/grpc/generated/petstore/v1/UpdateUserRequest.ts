// Original file: protos/petstore/v1/user_service.proto

import type { User as _petstore_v1_User, User__Output as _petstore_v1_User__Output } from '../../petstore/v1/User.js';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../google/protobuf/FieldMask.js';

export interface UpdateUserRequest {
  'user'?: (_petstore_v1_User | null);
  'updateMask'?: (_google_protobuf_FieldMask | null);
  /**
   * A new password; needs current_password.
   */
  'password'?: (string);
  'currentPassword'?: (string);
}

export interface UpdateUserRequest__Output {
  'user'?: (_petstore_v1_User__Output);
  'updateMask'?: (_google_protobuf_FieldMask__Output);
  /**
   * A new password; needs current_password.
   */
  'password'?: (string);
  'currentPassword'?: (string);
}
