// Original file: protos/petstore/v1/chat_service.proto

import type { Usage as _petstore_v1_Usage, Usage__Output as _petstore_v1_Usage__Output } from '../../petstore/v1/Usage.js';

export interface StreamCompletionResponse {
  'id'?: (string);
  'model'?: (string);
  /**
   * The text added by this chunk.
   */
  'deltaContent'?: (string);
  /**
   * Set on the chunk that ends the answer: "stop" or "length".
   */
  'finishReason'?: (string);
  /**
   * Set on the last chunk of the stream, after the one with finish_reason.
   */
  'usage'?: (_petstore_v1_Usage | null);
}

export interface StreamCompletionResponse__Output {
  'id'?: (string);
  'model'?: (string);
  /**
   * The text added by this chunk.
   */
  'deltaContent'?: (string);
  /**
   * Set on the chunk that ends the answer: "stop" or "length".
   */
  'finishReason'?: (string);
  /**
   * Set on the last chunk of the stream, after the one with finish_reason.
   */
  'usage'?: (_petstore_v1_Usage__Output);
}
