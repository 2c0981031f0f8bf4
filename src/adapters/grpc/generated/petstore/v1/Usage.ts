// Original file: protos/petstore/v1/chat_service.proto


/**
 * Tokens counted for a completion.
 */
export interface Usage {
  'promptTokens'?: (number);
  'completionTokens'?: (number);
  'totalTokens'?: (number);
}

/**
 * Tokens counted for a completion.
 */
export interface Usage__Output {
  'promptTokens'?: (number);
  'completionTokens'?: (number);
  'totalTokens'?: (number);
}
