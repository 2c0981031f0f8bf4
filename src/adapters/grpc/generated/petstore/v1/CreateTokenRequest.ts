// Original file: protos/petstore/v1/user_service.proto


export interface CreateTokenRequest {
  /**
   * Exactly one of username and email.
   */
  'username'?: (string);
  'email'?: (string);
  'password'?: (string);
  /**
   * Space-separated scopes; empty: every scope the role allows.
   */
  'scope'?: (string);
}

export interface CreateTokenRequest__Output {
  /**
   * Exactly one of username and email.
   */
  'username'?: (string);
  'email'?: (string);
  'password'?: (string);
  /**
   * Space-separated scopes; empty: every scope the role allows.
   */
  'scope'?: (string);
}
