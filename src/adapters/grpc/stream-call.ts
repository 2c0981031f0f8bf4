import * as grpc from '@grpc/grpc-js';
import { beginCall, type CallContext, type GrpcDoor, type UnaryOptions } from './call.js';
import { snakeCasePath } from './field-paths.js';

type Message = Record<string, unknown>;

function drainedOrAborted(
  call: grpc.ServerWritableStream<unknown, unknown>,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      call.removeListener('drain', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    call.once('drain', done);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * One server-streaming method: admitted like a unary call, then every message the handler yields
 * is written as it comes. The stream ends with the request id in the trailers, or with the error
 * table's status and the rich error model. A client cancel or a passed deadline aborts the
 * caller's signal, which stops the core's work (a chat generation, a watch).
 */
export function serverStream<Req extends Message, Res extends Message>(
  door: GrpcDoor,
  method: string,
  handler: (context: CallContext<Req> & { signal: AbortSignal }) => Promise<AsyncIterable<Res>>,
  options: UnaryOptions<Req> = {},
): grpc.handleServerStreamingCall<Req, Res> {
  const fieldPath = options.fieldPath ?? snakeCasePath;
  return (call) => {
    const life = beginCall(door, method, call);
    void (async () => {
      try {
        const caller = await life.admit();
        const messages = await handler({
          caller,
          request: call.request,
          baseUrl: door.publicUrls.base(),
          signal: life.signal,
        });
        for await (const message of messages) {
          if (life.signal.aborted) break;
          // Respect the transport's back-pressure: a slow reader slows the producer.
          if (!call.write(message)) await drainedOrAborted(call, life.signal);
        }
        if (life.signal.aborted) {
          life.failure(new Error('cancelled'), snakeCasePath);
          return;
        }
        life.finish(grpc.status.OK);
        call.end(life.trailer);
      } catch (thrown) {
        const status = life.failure(thrown, (field) => fieldPath(field, call.request));
        // grpc-js sends an emitted error as the call's status, with its metadata as trailers.
        if (status !== undefined) call.emit('error', status);
      }
    })();
  };
}
