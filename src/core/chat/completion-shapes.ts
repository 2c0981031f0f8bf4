import type { FinishReason } from './types.js';

/**
 * The results of a chat completion, camelCase. Doors speaking the chat-completions convention
 * (REST, WebSocket) add its snake_case twins in their presenters (adapters/shared/presenters).
 */
export interface ChatCompletionUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface ChatCompletion {
  id: string;
  object: 'chat.completion';
  /** Unix seconds; named `created` for compatibility with the convention. */
  created: number;
  model: string;
  choices: Array<{
    index: number;
    message: { role: 'assistant'; content: string };
    finishReason: FinishReason;
  }>;
  usage: ChatCompletionUsage;
}

export interface ChatCompletionChunkChoice {
  index: number;
  delta: { role?: 'assistant'; content?: string };
  finishReason: FinishReason | null;
}

export interface ChatCompletionChunk {
  id: string;
  object: 'chat.completion.chunk';
  created: number;
  model: string;
  /** Empty only in the usage chunk sent for `stream_options.include_usage`. */
  choices: ChatCompletionChunkChoice[];
  usage?: ChatCompletionUsage;
}

/** Identity shared by a completion and all chunks of one stream. */
export interface CompletionIdentity {
  id: string;
  created: number;
  model: string;
}

export function buildUsage(promptTokens: number, completionTokens: number): ChatCompletionUsage {
  const totalTokens = promptTokens + completionTokens;
  return { promptTokens, completionTokens, totalTokens };
}

export function buildCompletion(
  identity: CompletionIdentity,
  content: string,
  finishReason: FinishReason,
  usage: ChatCompletionUsage,
): ChatCompletion {
  return {
    ...identity,
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finishReason }],
    usage,
  };
}

function chunk(identity: CompletionIdentity, choices: ChatCompletionChunkChoice[]): ChatCompletionChunk {
  return { ...identity, object: 'chat.completion.chunk', choices };
}

/** The first chunk announces the speaker, as the convention's streams do. */
export function buildRoleChunk(identity: CompletionIdentity): ChatCompletionChunk {
  return chunk(identity, [{ index: 0, delta: { role: 'assistant', content: '' }, finishReason: null }]);
}

export function buildContentChunk(identity: CompletionIdentity, content: string): ChatCompletionChunk {
  return chunk(identity, [{ index: 0, delta: { content }, finishReason: null }]);
}

export function buildFinishChunk(
  identity: CompletionIdentity,
  finishReason: FinishReason,
): ChatCompletionChunk {
  return chunk(identity, [{ index: 0, delta: {}, finishReason }]);
}

export function buildUsageChunk(
  identity: CompletionIdentity,
  usage: ChatCompletionUsage,
): ChatCompletionChunk {
  return { ...chunk(identity, []), usage };
}
