import type {
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionChunkChoice,
  ChatCompletionUsage,
  FinishReason,
  ModelInfo,
} from '../../../core/chat/index.js';

/**
 * Chat results in the chat-completions convention, for the doors that speak it (REST `/v1/chat`,
 * `/v1/models` and the chat WebSocket): our camelCase fields with the convention's snake_case
 * twins beside them, so both the documented clients and unmodified OpenAI SDKs read them. The
 * core's results are camelCase only; GraphQL and gRPC present them without the twins.
 */

export interface OpenAiUsage extends ChatCompletionUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface OpenAiCompletion extends Omit<ChatCompletion, 'choices' | 'usage'> {
  choices: Array<ChatCompletion['choices'][number] & { finish_reason: FinishReason }>;
  usage: OpenAiUsage;
}

export interface OpenAiChunkChoice extends ChatCompletionChunkChoice {
  finish_reason: FinishReason | null;
}

export interface OpenAiChunk extends Omit<ChatCompletionChunk, 'choices' | 'usage'> {
  choices: OpenAiChunkChoice[];
  usage?: OpenAiUsage;
}

/** One entry of `GET /v1/models`: the convention's fields plus our camelCase ones. */
export interface OpenAiModel {
  id: string;
  object: 'model';
  created: number;
  owned_by: string;
  ownedBy: string;
  contextWindow: number;
}

export interface OpenAiModelList {
  object: 'list';
  data: OpenAiModel[];
}

export function presentOpenAiUsage(usage: ChatCompletionUsage): OpenAiUsage {
  return {
    ...usage,
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    total_tokens: usage.totalTokens,
  };
}

export function presentOpenAiCompletion(completion: ChatCompletion): OpenAiCompletion {
  return {
    ...completion,
    choices: completion.choices.map((choice) => ({ ...choice, finish_reason: choice.finishReason })),
    usage: presentOpenAiUsage(completion.usage),
  };
}

export function presentOpenAiChunk(chunk: ChatCompletionChunk): OpenAiChunk {
  const { usage, ...rest } = chunk;
  const presented: OpenAiChunk = {
    ...rest,
    choices: chunk.choices.map((choice) => ({ ...choice, finish_reason: choice.finishReason })),
  };
  return usage === undefined ? presented : { ...presented, usage: presentOpenAiUsage(usage) };
}

export function presentOpenAiModel(model: ModelInfo): OpenAiModel {
  return {
    id: model.id,
    object: 'model',
    created: model.created,
    owned_by: model.ownedBy,
    ownedBy: model.ownedBy,
    contextWindow: model.contextWindow,
  };
}

/** The convention's list shape, so `client.models.list()` of OpenAI SDKs reads it. */
export function presentOpenAiModelList(models: readonly ModelInfo[]): OpenAiModelList {
  return { object: 'list', data: models.map(presentOpenAiModel) };
}
