import { unary, type GrpcDoor } from '../call.js';
import type { ChatServiceHandlers } from '../generated/petstore/v1/ChatService.js';
import type { CreateCompletionRequest__Output as CreateCompletionRequest } from '../generated/petstore/v1/CreateCompletionRequest.js';
import type { CreateCompletionResponse } from '../generated/petstore/v1/CreateCompletionResponse.js';
import type { StreamCompletionRequest__Output as StreamCompletionRequest } from '../generated/petstore/v1/StreamCompletionRequest.js';
import type { StreamCompletionResponse } from '../generated/petstore/v1/StreamCompletionResponse.js';
import { chatRequestInput, completionMessage, chunkMessage } from '../messages/chat.js';
import { serverStream } from '../stream-call.js';

const SERVICE = '/petstore.v1.ChatService/';

/**
 * `petstore.v1.ChatService` over the core's chat use cases (which check `chat:write` and the chat
 * budget before the request is read). Results are presented as the core
 * returns them (camelCase), without the chat-completions convention's snake_case twins.
 */
export function chatService(door: GrpcDoor): ChatServiceHandlers {
  const { core } = door;
  return {
    CreateCompletion: unary<CreateCompletionRequest, CreateCompletionResponse>(
      door,
      `${SERVICE}CreateCompletion`,
      async ({ caller, request }) => {
        const completion = await core.chat.complete(caller, () => chatRequestInput(request, false), {
          signal: caller.signal,
        });
        return completionMessage(completion);
      },
      { watchesCancel: true },
    ),
    StreamCompletion: serverStream<StreamCompletionRequest, StreamCompletionResponse>(
      door,
      `${SERVICE}StreamCompletion`,
      async ({ caller, request, signal }) => {
        const chunks = await core.chat.stream(caller, () => chatRequestInput(request, true), { signal });
        return (async function* () {
          for await (const chunk of chunks) {
            const message = chunkMessage(chunk);
            if (message !== undefined) yield message;
          }
        })();
      },
    ),
  };
}
