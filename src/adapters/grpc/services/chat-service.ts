import type { UntypedServiceImplementation } from '@grpc/grpc-js';
import { unary, type GrpcDoor } from '../call.js';
import { chatRequestInput, completionMessage, chunkMessage } from '../messages/chat.js';
import { serverStream } from '../stream-call.js';

type Message = Record<string, unknown>;

const SERVICE = '/petstore.v1.ChatService/';

/**
 * `petstore.v1.ChatService` over the core's chat use cases (which check `chat:write` and the chat
 * budget before the request is read). Results are presented as the core
 * returns them (camelCase), without the chat-completions convention's snake_case twins.
 */
export function chatService(door: GrpcDoor): UntypedServiceImplementation {
  const { core } = door;
  return {
    CreateCompletion: unary<Message, Message>(
      door,
      `${SERVICE}CreateCompletion`,
      async ({ caller, request }) => {
        const completion = await core.chat.complete(caller, () => chatRequestInput(request, false), {
          signal: caller.signal,
        });
        return completionMessage(completion);
      },
    ),
    StreamCompletion: serverStream<Message, Message>(
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
