import type { UntypedServiceImplementation } from '@grpc/grpc-js';
import type { CallerContext } from '../../../core/context.js';
import type { Core } from '../../../core/core.js';
import { unary, type GrpcDoor } from '../call.js';
import { chatRequestInput, completionMessage, chunkMessage } from '../messages/chat.js';
import { serverStream } from '../stream-call.js';

type Message = Record<string, unknown>;

const SERVICE = '/petstore.v1.ChatService/';

/** The chat budget and `chat:write` are the chat service's own checks, before the request is read. */
async function validated(core: Core, caller: CallerContext, request: Message, stream: boolean) {
  await core.chat.begin(caller);
  return core.chat.parseRequest(chatRequestInput(request, stream));
}

/**
 * `petstore.v1.ChatService` over the core's chat service. Results are presented as the core
 * returns them (camelCase), without the chat-completions convention's snake_case twins.
 */
export function chatService(door: GrpcDoor): UntypedServiceImplementation {
  const { core } = door;
  return {
    CreateCompletion: unary<Message, Message>(
      door,
      `${SERVICE}CreateCompletion`,
      async ({ caller, request }) => {
        const validRequest = await validated(core, caller, request, false);
        return completionMessage(await core.chat.complete(validRequest, caller, caller.signal));
      },
    ),
    StreamCompletion: serverStream<Message, Message>(
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
