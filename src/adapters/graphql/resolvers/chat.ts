import type { ChatCompletionChunk } from '../../../core/chat/completion-shapes.js';
import type { MutationResolvers, SubscriptionResolvers } from '../generated/resolvers.js';
import { delivered } from './delivered.js';

/**
 * The chat door of GraphQL: the same use cases as REST's `POST /v1/chat/completions`, which
 * check `chat:write` and the chat budget before the request is read, then the request.
 * Results are the core's camelCase shapes, which the schema's chat types mirror field for field
 * (no chat-completions snake_case twins, as gRPC).
 */
export const chatMutations: MutationResolvers = {
  chatCompletion: (_, args, { core, caller }) => {
    return core.chat.complete(caller, () => args.input, { signal: caller.signal });
  },
};

export const chatSubscriptions: SubscriptionResolvers = {
  /** The SSE stream's chunks with `include_usage`: the last one carries the usage. */
  chatCompletionStream: {
    subscribe: (_, args, { core, caller }): Promise<AsyncIterable<ChatCompletionChunk>> =>
      core.chat.stream(caller, () => args.input, { signal: caller.signal, includeUsage: true }),
    resolve: delivered<ChatCompletionChunk>,
  },
};
