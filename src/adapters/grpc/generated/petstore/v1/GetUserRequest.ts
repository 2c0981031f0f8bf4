// Original file: protos/petstore/v1/user_service.proto


export interface GetUserRequest {
  'userId'?: (string);
}

export interface GetUserRequest__Output {
  'userId'?: (string);
}
