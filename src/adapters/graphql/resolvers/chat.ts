import type { ChatCompletionChunk } from '../../../core/chat/completion-shapes.js';
import type { MutationResolvers, SubscriptionResolvers } from '../generated/resolvers.js';
import { delivered } from './delivered.js';

/**
 * The chat door of GraphQL: the same core calls as REST's `POST /v1/chat/completions`, in the
 * same order (`chat:write` and the chat budget before the request is read, then its checks).
 * Results are the core's camelCase shapes, which the schema's chat types mirror field for field
 * (no chat-completions snake_case twins, as gRPC).
 */
export const chatMutations: MutationResolvers = {
  chatCompletion: async (_, args, { core, caller }) => {
    await core.chat.begin(caller);
    const request = core.chat.parseRequest({ ...args.input, stream: false });
    return core.chat.complete(request, caller, caller.signal);
  },
};

export const chatSubscriptions: SubscriptionResolvers = {
  /** The SSE stream's chunks with `include_usage`: the last one carries the usage. */
  chatCompletionStream: {
    subscribe: async (_, args, { core, caller }): Promise<AsyncIterable<ChatCompletionChunk>> => {
      await core.chat.begin(caller);
      const request = { ...core.chat.parseRequest({ ...args.input, stream: true }), includeUsage: true };
      return core.chat.stream(request, caller, caller.signal);
    },
    resolve: delivered<ChatCompletionChunk>,
  },
};
