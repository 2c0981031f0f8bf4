// Original file: protos/petstore/v1/chat_service.proto

import type { ChatMessage as _petstore_v1_ChatMessage, ChatMessage__Output as _petstore_v1_ChatMessage__Output } from '../../petstore/v1/ChatMessage.js';
import type { Usage as _petstore_v1_Usage, Usage__Output as _petstore_v1_Usage__Output } from '../../petstore/v1/Usage.js';

export interface CreateCompletionResponse {
  'id'?: (string);
  'model'?: (string);
  'message'?: (_petstore_v1_ChatMessage | null);
  /**
   * "stop" or "length".
   */
  'finishReason'?: (string);
  'usage'?: (_petstore_v1_Usage | null);
}

export interface CreateCompletionResponse__Output {
  'id'?: (string);
  'model'?: (string);
  'message'?: (_petstore_v1_ChatMessage__Output);
  /**
   * "stop" or "length".
   */
  'finishReason'?: (string);
  'usage'?: (_petstore_v1_Usage__Output);
}
