// Original file: protos/petstore/v1/user_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateTokenRequest as _petstore_v1_CreateTokenRequest, CreateTokenRequest__Output as _petstore_v1_CreateTokenRequest__Output } from '../../petstore/v1/CreateTokenRequest.js';
import type { CreateTokenResponse as _petstore_v1_CreateTokenResponse, CreateTokenResponse__Output as _petstore_v1_CreateTokenResponse__Output } from '../../petstore/v1/CreateTokenResponse.js';
import type { CreateUserRequest as _petstore_v1_CreateUserRequest, CreateUserRequest__Output as _petstore_v1_CreateUserRequest__Output } from '../../petstore/v1/CreateUserRequest.js';
import type { DeleteUserRequest as _petstore_v1_DeleteUserRequest, DeleteUserRequest__Output as _petstore_v1_DeleteUserRequest__Output } from '../../petstore/v1/DeleteUserRequest.js';
import type { Empty as _google_protobuf_Empty, Empty__Output as _google_protobuf_Empty__Output } from '../../google/protobuf/Empty.js';
import type { GetMeRequest as _petstore_v1_GetMeRequest, GetMeRequest__Output as _petstore_v1_GetMeRequest__Output } from '../../petstore/v1/GetMeRequest.js';
import type { GetUserRequest as _petstore_v1_GetUserRequest, GetUserRequest__Output as _petstore_v1_GetUserRequest__Output } from '../../petstore/v1/GetUserRequest.js';
import type { UpdateUserRequest as _petstore_v1_UpdateUserRequest, UpdateUserRequest__Output as _petstore_v1_UpdateUserRequest__Output } from '../../petstore/v1/UpdateUserRequest.js';
import type { User as _petstore_v1_User, User__Output as _petstore_v1_User__Output } from '../../petstore/v1/User.js';

/**
 * Accounts and access tokens.
 */
export interface UserServiceClient extends grpc.Client {
  /**
   * Exchanges a username (or email) and password for an access and a refresh token.
   */
  CreateToken(argument: _petstore_v1_CreateTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  CreateToken(argument: _petstore_v1_CreateTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  CreateToken(argument: _petstore_v1_CreateTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  CreateToken(argument: _petstore_v1_CreateTokenRequest, callback: grpc.requestCallback<_petstore_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Exchanges a username (or email) and password for an access and a refresh token.
   */
  createToken(argument: _petstore_v1_CreateTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  createToken(argument: _petstore_v1_CreateTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  createToken(argument: _petstore_v1_CreateTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  createToken(argument: _petstore_v1_CreateTokenRequest, callback: grpc.requestCallback<_petstore_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Signs up a customer account.
   */
  CreateUser(argument: _petstore_v1_CreateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  CreateUser(argument: _petstore_v1_CreateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  CreateUser(argument: _petstore_v1_CreateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  CreateUser(argument: _petstore_v1_CreateUserRequest, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  /**
   * Signs up a customer account.
   */
  createUser(argument: _petstore_v1_CreateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  createUser(argument: _petstore_v1_CreateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  createUser(argument: _petstore_v1_CreateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  createUser(argument: _petstore_v1_CreateUserRequest, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes an account (your own, or any as admin).
   */
  DeleteUser(argument: _petstore_v1_DeleteUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  DeleteUser(argument: _petstore_v1_DeleteUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  DeleteUser(argument: _petstore_v1_DeleteUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  DeleteUser(argument: _petstore_v1_DeleteUserRequest, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes an account (your own, or any as admin).
   */
  deleteUser(argument: _petstore_v1_DeleteUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  deleteUser(argument: _petstore_v1_DeleteUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  deleteUser(argument: _petstore_v1_DeleteUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  deleteUser(argument: _petstore_v1_DeleteUserRequest, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  
  /**
   * The caller's own account.
   */
  GetMe(argument: _petstore_v1_GetMeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  GetMe(argument: _petstore_v1_GetMeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  GetMe(argument: _petstore_v1_GetMeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  GetMe(argument: _petstore_v1_GetMeRequest, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  /**
   * The caller's own account.
   */
  getMe(argument: _petstore_v1_GetMeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  getMe(argument: _petstore_v1_GetMeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  getMe(argument: _petstore_v1_GetMeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  getMe(argument: _petstore_v1_GetMeRequest, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads an account (your own, or any of the tenant as admin).
   */
  GetUser(argument: _petstore_v1_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _petstore_v1_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _petstore_v1_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _petstore_v1_GetUserRequest, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  /**
   * Reads an account (your own, or any of the tenant as admin).
   */
  getUser(argument: _petstore_v1_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _petstore_v1_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _petstore_v1_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _petstore_v1_GetUserRequest, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes the fields named in update_mask.
   */
  UpdateUser(argument: _petstore_v1_UpdateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateUser(argument: _petstore_v1_UpdateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateUser(argument: _petstore_v1_UpdateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateUser(argument: _petstore_v1_UpdateUserRequest, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  /**
   * Changes the fields named in update_mask.
   */
  updateUser(argument: _petstore_v1_UpdateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  updateUser(argument: _petstore_v1_UpdateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  updateUser(argument: _petstore_v1_UpdateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  updateUser(argument: _petstore_v1_UpdateUserRequest, callback: grpc.requestCallback<_petstore_v1_User__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Accounts and access tokens.
 */
export interface UserServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Exchanges a username (or email) and password for an access and a refresh token.
   */
  CreateToken: grpc.handleUnaryCall<_petstore_v1_CreateTokenRequest__Output, _petstore_v1_CreateTokenResponse>;
  
  /**
   * Signs up a customer account.
   */
  CreateUser: grpc.handleUnaryCall<_petstore_v1_CreateUserRequest__Output, _petstore_v1_User>;
  
  /**
   * Deletes an account (your own, or any as admin).
   */
  DeleteUser: grpc.handleUnaryCall<_petstore_v1_DeleteUserRequest__Output, _google_protobuf_Empty>;
  
  /**
   * The caller's own account.
   */
  GetMe: grpc.handleUnaryCall<_petstore_v1_GetMeRequest__Output, _petstore_v1_User>;
  
  /**
   * Reads an account (your own, or any of the tenant as admin).
   */
  GetUser: grpc.handleUnaryCall<_petstore_v1_GetUserRequest__Output, _petstore_v1_User>;
  
  /**
   * Changes the fields named in update_mask.
   */
  UpdateUser: grpc.handleUnaryCall<_petstore_v1_UpdateUserRequest__Output, _petstore_v1_User>;
  
}

export interface UserServiceDefinition extends grpc.ServiceDefinition {
  CreateToken: MethodDefinition<_petstore_v1_CreateTokenRequest, _petstore_v1_CreateTokenResponse, _petstore_v1_CreateTokenRequest__Output, _petstore_v1_CreateTokenResponse__Output>
  CreateUser: MethodDefinition<_petstore_v1_CreateUserRequest, _petstore_v1_User, _petstore_v1_CreateUserRequest__Output, _petstore_v1_User__Output>
  DeleteUser: MethodDefinition<_petstore_v1_DeleteUserRequest, _google_protobuf_Empty, _petstore_v1_DeleteUserRequest__Output, _google_protobuf_Empty__Output>
  GetMe: MethodDefinition<_petstore_v1_GetMeRequest, _petstore_v1_User, _petstore_v1_GetMeRequest__Output, _petstore_v1_User__Output>
  GetUser: MethodDefinition<_petstore_v1_GetUserRequest, _petstore_v1_User, _petstore_v1_GetUserRequest__Output, _petstore_v1_User__Output>
  UpdateUser: MethodDefinition<_petstore_v1_UpdateUserRequest, _petstore_v1_User, _petstore_v1_UpdateUserRequest__Output, _petstore_v1_User__Output>
}
