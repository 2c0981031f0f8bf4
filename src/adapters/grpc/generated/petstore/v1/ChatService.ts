// Original file: protos/petstore/v1/chat_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateCompletionRequest as _petstore_v1_CreateCompletionRequest, CreateCompletionRequest__Output as _petstore_v1_CreateCompletionRequest__Output } from '../../petstore/v1/CreateCompletionRequest.js';
import type { CreateCompletionResponse as _petstore_v1_CreateCompletionResponse, CreateCompletionResponse__Output as _petstore_v1_CreateCompletionResponse__Output } from '../../petstore/v1/CreateCompletionResponse.js';
import type { StreamCompletionRequest as _petstore_v1_StreamCompletionRequest, StreamCompletionRequest__Output as _petstore_v1_StreamCompletionRequest__Output } from '../../petstore/v1/StreamCompletionRequest.js';
import type { StreamCompletionResponse as _petstore_v1_StreamCompletionResponse, StreamCompletionResponse__Output as _petstore_v1_StreamCompletionResponse__Output } from '../../petstore/v1/StreamCompletionResponse.js';

/**
 * Chat completions with the pet advisor (and any configured upstream model).
 */
export interface ChatServiceClient extends grpc.Client {
  /**
   * Answers in one message.
   */
  CreateCompletion(argument: _petstore_v1_CreateCompletionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_CreateCompletionResponse__Output>): grpc.ClientUnaryCall;
  CreateCompletion(argument: _petstore_v1_CreateCompletionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_CreateCompletionResponse__Output>): grpc.ClientUnaryCall;
  CreateCompletion(argument: _petstore_v1_CreateCompletionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_CreateCompletionResponse__Output>): grpc.ClientUnaryCall;
  CreateCompletion(argument: _petstore_v1_CreateCompletionRequest, callback: grpc.requestCallback<_petstore_v1_CreateCompletionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Answers in one message.
   */
  createCompletion(argument: _petstore_v1_CreateCompletionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_CreateCompletionResponse__Output>): grpc.ClientUnaryCall;
  createCompletion(argument: _petstore_v1_CreateCompletionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_CreateCompletionResponse__Output>): grpc.ClientUnaryCall;
  createCompletion(argument: _petstore_v1_CreateCompletionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_CreateCompletionResponse__Output>): grpc.ClientUnaryCall;
  createCompletion(argument: _petstore_v1_CreateCompletionRequest, callback: grpc.requestCallback<_petstore_v1_CreateCompletionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Answers as a stream of chunks; a client cancel or deadline stops the generation.
   */
  StreamCompletion(argument: _petstore_v1_StreamCompletionRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_petstore_v1_StreamCompletionResponse__Output>;
  StreamCompletion(argument: _petstore_v1_StreamCompletionRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_petstore_v1_StreamCompletionResponse__Output>;
  /**
   * Answers as a stream of chunks; a client cancel or deadline stops the generation.
   */
  streamCompletion(argument: _petstore_v1_StreamCompletionRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_petstore_v1_StreamCompletionResponse__Output>;
  streamCompletion(argument: _petstore_v1_StreamCompletionRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_petstore_v1_StreamCompletionResponse__Output>;
  
}

/**
 * Chat completions with the pet advisor (and any configured upstream model).
 */
export interface ChatServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Answers in one message.
   */
  CreateCompletion: grpc.handleUnaryCall<_petstore_v1_CreateCompletionRequest__Output, _petstore_v1_CreateCompletionResponse>;
  
  /**
   * Answers as a stream of chunks; a client cancel or deadline stops the generation.
   */
  StreamCompletion: grpc.handleServerStreamingCall<_petstore_v1_StreamCompletionRequest__Output, _petstore_v1_StreamCompletionResponse>;
  
}

export interface ChatServiceDefinition extends grpc.ServiceDefinition {
  CreateCompletion: MethodDefinition<_petstore_v1_CreateCompletionRequest, _petstore_v1_CreateCompletionResponse, _petstore_v1_CreateCompletionRequest__Output, _petstore_v1_CreateCompletionResponse__Output>
  StreamCompletion: MethodDefinition<_petstore_v1_StreamCompletionRequest, _petstore_v1_StreamCompletionResponse, _petstore_v1_StreamCompletionRequest__Output, _petstore_v1_StreamCompletionResponse__Output>
}
