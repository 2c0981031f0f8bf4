// Original file: protos/petstore/v1/user_service.proto


export interface CreateTokenResponse {
  'accessToken'?: (string);
  /**
   * "Bearer".
   */
  'tokenType'?: (string);
  'expiresIn'?: (number);
  'refreshToken'?: (string);
  'scope'?: (string);
}

export interface CreateTokenResponse__Output {
  'accessToken'?: (string);
  /**
   * "Bearer".
   */
  'tokenType'?: (string);
  'expiresIn'?: (number);
  'refreshToken'?: (string);
  'scope'?: (string);
}
