import type { CallerContext } from '../../../core/context.js';
import type { Core } from '../../../core/core.js';
import { unary, type GrpcDoor } from '../call.js';
import type { ChatServiceHandlers } from '../generated/petstore/v1/ChatService.js';
import type { CreateCompletionRequest__Output as CreateCompletionRequest } from '../generated/petstore/v1/CreateCompletionRequest.js';
import type { CreateCompletionResponse } from '../generated/petstore/v1/CreateCompletionResponse.js';
import type { StreamCompletionRequest__Output as StreamCompletionRequest } from '../generated/petstore/v1/StreamCompletionRequest.js';
import type { StreamCompletionResponse } from '../generated/petstore/v1/StreamCompletionResponse.js';
import { chatRequestInput, completionMessage, chunkMessage } from '../messages/chat.js';
import { serverStream } from '../stream-call.js';

const SERVICE = '/petstore.v1.ChatService/';

/** The chat budget and `chat:write` are the chat service's own checks, before the request is read. */
async function validated(
  core: Core,
  caller: CallerContext,
  request: CreateCompletionRequest | StreamCompletionRequest,
  stream: boolean,
) {
  await core.chat.begin(caller);
  return core.chat.parseRequest(chatRequestInput(request, stream));
}

/**
 * `petstore.v1.ChatService` over the core's chat service. Results are presented as the core
 * returns them (camelCase), without the chat-completions convention's snake_case twins.
 */
export function chatService(door: GrpcDoor): ChatServiceHandlers {
  const { core } = door;
  return {
    CreateCompletion: unary<CreateCompletionRequest, CreateCompletionResponse>(
      door,
      `${SERVICE}CreateCompletion`,
      async ({ caller, request }) => {
        const validRequest = await validated(core, caller, request, false);
        return completionMessage(await core.chat.complete(validRequest, caller, caller.signal));
      },
    ),
    StreamCompletion: serverStream<StreamCompletionRequest, StreamCompletionResponse>(
      door,
      `${SERVICE}StreamCompletion`,
      async ({ caller, request, signal }) => {
        const validRequest = await validated(core, caller, request, true);
        const chunks = await core.chat.stream(validRequest, caller, signal);
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
