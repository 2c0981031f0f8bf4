// Original file: protos/petstore/v1/chat_service.proto

import type { ChatMessage as _petstore_v1_ChatMessage, ChatMessage__Output as _petstore_v1_ChatMessage__Output } from '../../petstore/v1/ChatMessage.js';

export interface StreamCompletionRequest {
  'model'?: (string);
  'messages'?: (_petstore_v1_ChatMessage)[];
  'temperature'?: (number | string);
  'maxTokens'?: (number);
  '_temperature'?: "temperature";
  '_maxTokens'?: "maxTokens";
}

export interface StreamCompletionRequest__Output {
  'model'?: (string);
  'messages'?: (_petstore_v1_ChatMessage__Output)[];
  'temperature'?: (number);
  'maxTokens'?: (number);
  '_temperature'?: "temperature";
  '_maxTokens'?: "maxTokens";
}
