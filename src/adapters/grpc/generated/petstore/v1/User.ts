// Original file: protos/petstore/v1/user.proto

import type { Role as _petstore_v1_Role, Role__Output as _petstore_v1_Role__Output } from '../../petstore/v1/Role.js';
import type { UserStatus as _petstore_v1_UserStatus, UserStatus__Output as _petstore_v1_UserStatus__Output } from '../../petstore/v1/UserStatus.js';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.js';

/**
 * An account, as REST's User: never a password or a hash.
 */
export interface User {
  'id'?: (string);
  'username'?: (string);
  'email'?: (string);
  'firstName'?: (string);
  'lastName'?: (string);
  'phone'?: (string);
  'role'?: (_petstore_v1_Role);
  'status'?: (_petstore_v1_UserStatus);
  'tenantId'?: (string);
  'createTime'?: (_google_protobuf_Timestamp | null);
  'updateTime'?: (_google_protobuf_Timestamp | null);
  '_firstName'?: "firstName";
  '_lastName'?: "lastName";
  '_phone'?: "phone";
}

/**
 * An account, as REST's User: never a password or a hash.
 */
export interface User__Output {
  'id'?: (string);
  'username'?: (string);
  'email'?: (string);
  'firstName'?: (string);
  'lastName'?: (string);
  'phone'?: (string);
  'role'?: (_petstore_v1_Role__Output);
  'status'?: (_petstore_v1_UserStatus__Output);
  'tenantId'?: (string);
  'createTime'?: (_google_protobuf_Timestamp__Output);
  'updateTime'?: (_google_protobuf_Timestamp__Output);
  '_firstName'?: "firstName";
  '_lastName'?: "lastName";
  '_phone'?: "phone";
}
