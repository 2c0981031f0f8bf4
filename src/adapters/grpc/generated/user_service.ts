import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _google_protobuf_Empty, Empty__Output as _google_protobuf_Empty__Output } from './google/protobuf/Empty.js';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from './google/protobuf/FieldMask.js';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from './google/protobuf/Timestamp.js';
import type { CreateTokenRequest as _petstore_v1_CreateTokenRequest, CreateTokenRequest__Output as _petstore_v1_CreateTokenRequest__Output } from './petstore/v1/CreateTokenRequest.js';
import type { CreateTokenResponse as _petstore_v1_CreateTokenResponse, CreateTokenResponse__Output as _petstore_v1_CreateTokenResponse__Output } from './petstore/v1/CreateTokenResponse.js';
import type { CreateUserRequest as _petstore_v1_CreateUserRequest, CreateUserRequest__Output as _petstore_v1_CreateUserRequest__Output } from './petstore/v1/CreateUserRequest.js';
import type { DeleteUserRequest as _petstore_v1_DeleteUserRequest, DeleteUserRequest__Output as _petstore_v1_DeleteUserRequest__Output } from './petstore/v1/DeleteUserRequest.js';
import type { GetMeRequest as _petstore_v1_GetMeRequest, GetMeRequest__Output as _petstore_v1_GetMeRequest__Output } from './petstore/v1/GetMeRequest.js';
import type { GetUserRequest as _petstore_v1_GetUserRequest, GetUserRequest__Output as _petstore_v1_GetUserRequest__Output } from './petstore/v1/GetUserRequest.js';
import type { UpdateUserRequest as _petstore_v1_UpdateUserRequest, UpdateUserRequest__Output as _petstore_v1_UpdateUserRequest__Output } from './petstore/v1/UpdateUserRequest.js';
import type { User as _petstore_v1_User, User__Output as _petstore_v1_User__Output } from './petstore/v1/User.js';
import type { UserServiceClient as _petstore_v1_UserServiceClient, UserServiceDefinition as _petstore_v1_UserServiceDefinition } from './petstore/v1/UserService.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  google: {
    protobuf: {
      Empty: MessageTypeDefinition<_google_protobuf_Empty, _google_protobuf_Empty__Output>
      FieldMask: MessageTypeDefinition<_google_protobuf_FieldMask, _google_protobuf_FieldMask__Output>
      Timestamp: MessageTypeDefinition<_google_protobuf_Timestamp, _google_protobuf_Timestamp__Output>
    }
  }
  petstore: {
    v1: {
      CreateTokenRequest: MessageTypeDefinition<_petstore_v1_CreateTokenRequest, _petstore_v1_CreateTokenRequest__Output>
      CreateTokenResponse: MessageTypeDefinition<_petstore_v1_CreateTokenResponse, _petstore_v1_CreateTokenResponse__Output>
      CreateUserRequest: MessageTypeDefinition<_petstore_v1_CreateUserRequest, _petstore_v1_CreateUserRequest__Output>
      DeleteUserRequest: MessageTypeDefinition<_petstore_v1_DeleteUserRequest, _petstore_v1_DeleteUserRequest__Output>
      GetMeRequest: MessageTypeDefinition<_petstore_v1_GetMeRequest, _petstore_v1_GetMeRequest__Output>
      GetUserRequest: MessageTypeDefinition<_petstore_v1_GetUserRequest, _petstore_v1_GetUserRequest__Output>
      Role: EnumTypeDefinition
      UpdateUserRequest: MessageTypeDefinition<_petstore_v1_UpdateUserRequest, _petstore_v1_UpdateUserRequest__Output>
      User: MessageTypeDefinition<_petstore_v1_User, _petstore_v1_User__Output>
      /**
       * Accounts and access tokens.
       */
      UserService: SubtypeConstructor<typeof grpc.Client, _petstore_v1_UserServiceClient> & { service: _petstore_v1_UserServiceDefinition }
      UserStatus: EnumTypeDefinition
    }
  }
}

