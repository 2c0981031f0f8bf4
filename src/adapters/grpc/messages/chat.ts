import type { ChatCompletion, ChatCompletionChunk } from '../../../core/chat/completion-shapes.js';
import type { CreateCompletionRequest__Output as CreateCompletionRequest } from '../generated/petstore/v1/CreateCompletionRequest.js';
import type { CreateCompletionResponse } from '../generated/petstore/v1/CreateCompletionResponse.js';
import type { StreamCompletionRequest__Output as StreamCompletionRequest } from '../generated/petstore/v1/StreamCompletionRequest.js';
import type { StreamCompletionResponse } from '../generated/petstore/v1/StreamCompletionResponse.js';

/** The core's input: untyped here, validated by the core. */
type Message = Record<string, unknown>;

/**
 * A Create/StreamCompletionRequest as the core's chat request (roles and content as strings). A
 * stream asks for the usage chunk, so its last message carries the token counts.
 */
export function chatRequestInput(
  request: CreateCompletionRequest | StreamCompletionRequest,
  stream: boolean,
): Message {
  const messages = (request['messages'] ?? []).map((message) => ({
    role: message['role'] ?? '',
    content: message['content'] ?? '',
  }));
  const input: Message = {
    model: request['model'] ?? '',
    messages,
    temperature: request['temperature'],
    maxTokens: request['maxTokens'],
    stream: stream ? true : undefined,
    stream_options: stream ? { include_usage: true } : undefined,
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

export function completionMessage(completion: ChatCompletion): CreateCompletionResponse {
  const choice = completion.choices[0];
  return {
    id: completion.id,
    model: completion.model,
    message: choice?.message,
    finishReason: choice?.finishReason,
    usage: completion.usage,
  };
}

/** One chunk as a StreamCompletionResponse; a chunk with nothing to tell (a role only) is skipped. */
export function chunkMessage(chunk: ChatCompletionChunk): StreamCompletionResponse | undefined {
  const choice = chunk.choices[0];
  const content = choice?.delta.content;
  const finishReason = choice?.finishReason ?? undefined;
  if (content === undefined && finishReason === undefined && chunk.usage === undefined) return undefined;
  return { id: chunk.id, model: chunk.model, deltaContent: content, finishReason, usage: chunk.usage };
}
