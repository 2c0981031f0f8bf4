// Original file: protos/petstore/v1/user_service.proto


export interface DeleteUserRequest {
  'userId'?: (string);
}

export interface DeleteUserRequest__Output {
  'userId'?: (string);
}
