import type { GraphqlContext } from '../context.js';
import { delivered } from './delivered.js';

interface ChatArgs {
  input: object;
}

/**
 * The chat door of GraphQL: the same use cases as REST's `POST /v1/chat/completions`, which
 * check `chat:write` and the chat budget before the request is read, then the request.
 * Results are the core's camelCase shapes, which the schema's chat types mirror field for field
 * (no chat-completions snake_case twins, as gRPC).
 */
export const chatMutations = {
  chatCompletion: (_: unknown, args: ChatArgs, { core, caller }: GraphqlContext) => {
    return core.chat.complete(caller, () => args.input, { signal: caller.signal });
  },
};

export const chatSubscriptions = {
  /** The SSE stream's chunks with `include_usage`: the last one carries the usage. */
  chatCompletionStream: {
    subscribe: (_: unknown, args: ChatArgs, { core, caller }: GraphqlContext) =>
      core.chat.stream(caller, () => args.input, { signal: caller.signal, includeUsage: true }),
    resolve: delivered,
  },
};
