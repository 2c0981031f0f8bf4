import type { CallerContext } from '../context.js';

export const CHAT_ROLES = ['system', 'user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

/** `stop`: the model finished its answer; `length`: it was cut at `maxTokens`. */
export type FinishReason = 'stop' | 'length';

export interface ModelInfo {
  /** The name clients send as `model`. */
  id: string;
  /** Who serves it: `petstore` for the built-in advisor, `upstream` for proxied models. */
  ownedBy: string;
  /** Unix seconds; a stable value so `GET /models` does not change between calls. */
  created: number;
  /** Largest prompt + completion the model accepts, in tokens of our tokenizer. */
  contextWindow: number;
}

/**
 * One piece of a streamed answer. Providers stream first: a non-streaming completion is the same
 * deltas gathered, so both shapes share one code path.
 */
export interface ChatDelta {
  content?: string;
  /** A provider may end early with its own reason (e.g. an upstream cut at its limit). */
  finishReason?: FinishReason;
}

/** What a provider receives: the validated conversation, never the raw request body. */
export interface ProviderRequest {
  model: string;
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
  user?: string;
}

/**
 * The caller context reaches the provider so tenant-scoped lookups (the catalog) use the
 * caller's tenant. The core `CallerContext` carries more; providers read only this much.
 */
export type ChatCallerContext = Pick<CallerContext, 'tenantId' | 'requestId'> &
  Partial<Pick<CallerContext, 'protocol' | 'ip' | 'correlationId'>> & {
    principal?: CallerContext['principal'];
  };

export interface ChatProvider {
  models(): ModelInfo[];
  /**
   * Streams the answer. Must stop promptly (and release any connection) when `signal` aborts or
   * when the consumer stops iterating.
   */
  complete(
    request: ProviderRequest,
    context: ChatCallerContext,
    signal: AbortSignal,
  ): AsyncIterable<ChatDelta>;
}
