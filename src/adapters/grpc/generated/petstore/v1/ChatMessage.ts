// Original file: protos/petstore/v1/chat_service.proto


/**
 * One message of a conversation.
 */
export interface ChatMessage {
  /**
   * "user", "assistant" or "system", as the chat-completions convention says.
   */
  'role'?: (string);
  'content'?: (string);
}

/**
 * One message of a conversation.
 */
export interface ChatMessage__Output {
  /**
   * "user", "assistant" or "system", as the chat-completions convention says.
   */
  'role'?: (string);
  'content'?: (string);
}
