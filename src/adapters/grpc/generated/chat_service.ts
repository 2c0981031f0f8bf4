import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ChatMessage as _petstore_v1_ChatMessage, ChatMessage__Output as _petstore_v1_ChatMessage__Output } from './petstore/v1/ChatMessage.js';
import type { ChatServiceClient as _petstore_v1_ChatServiceClient, ChatServiceDefinition as _petstore_v1_ChatServiceDefinition } from './petstore/v1/ChatService.js';
import type { CreateCompletionRequest as _petstore_v1_CreateCompletionRequest, CreateCompletionRequest__Output as _petstore_v1_CreateCompletionRequest__Output } from './petstore/v1/CreateCompletionRequest.js';
import type { CreateCompletionResponse as _petstore_v1_CreateCompletionResponse, CreateCompletionResponse__Output as _petstore_v1_CreateCompletionResponse__Output } from './petstore/v1/CreateCompletionResponse.js';
import type { StreamCompletionRequest as _petstore_v1_StreamCompletionRequest, StreamCompletionRequest__Output as _petstore_v1_StreamCompletionRequest__Output } from './petstore/v1/StreamCompletionRequest.js';
import type { StreamCompletionResponse as _petstore_v1_StreamCompletionResponse, StreamCompletionResponse__Output as _petstore_v1_StreamCompletionResponse__Output } from './petstore/v1/StreamCompletionResponse.js';
import type { Usage as _petstore_v1_Usage, Usage__Output as _petstore_v1_Usage__Output } from './petstore/v1/Usage.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  petstore: {
    v1: {
      ChatMessage: MessageTypeDefinition<_petstore_v1_ChatMessage, _petstore_v1_ChatMessage__Output>
      /**
       * Chat completions with the pet advisor (and any configured upstream model).
       */
      ChatService: SubtypeConstructor<typeof grpc.Client, _petstore_v1_ChatServiceClient> & { service: _petstore_v1_ChatServiceDefinition }
      CreateCompletionRequest: MessageTypeDefinition<_petstore_v1_CreateCompletionRequest, _petstore_v1_CreateCompletionRequest__Output>
      CreateCompletionResponse: MessageTypeDefinition<_petstore_v1_CreateCompletionResponse, _petstore_v1_CreateCompletionResponse__Output>
      StreamCompletionRequest: MessageTypeDefinition<_petstore_v1_StreamCompletionRequest, _petstore_v1_StreamCompletionRequest__Output>
      StreamCompletionResponse: MessageTypeDefinition<_petstore_v1_StreamCompletionResponse, _petstore_v1_StreamCompletionResponse__Output>
      Usage: MessageTypeDefinition<_petstore_v1_Usage, _petstore_v1_Usage__Output>
    }
  }
}

