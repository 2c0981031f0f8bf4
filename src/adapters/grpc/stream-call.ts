import * as grpc from '@grpc/grpc-js';
import { leaseEndReason, type StreamLease } from '../../core/access/stream-admission.js';
import {
  baseUrlOf,
  beginCall,
  callSignal,
  type CallContext,
  type GrpcDoor,
  type UnaryOptions,
} from './call.js';
import { snakeCasePath } from './field-paths.js';

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
 * One server-streaming method: admitted like a unary call, then given a stream lease (the caps per
 * connection, i.e. the HTTP/2 peer, per user and per address: `RESOURCE_EXHAUSTED` beyond them),
 * then the response headers are sent once the handler has started (a watch's position fixed, so a
 * client waiting for them misses no later change), then every message the handler yields is
 * written as it comes. The stream ends with the request
 * id in the trailers, or with the error table's status and the rich error model. A client cancel
 * or a passed deadline aborts the caller's signal, which stops the core's work (a chat generation,
 * a watch); so does the lease, when the caller is no longer admitted (token expired, user
 * suspended or revoked), and the call then ends with `UNAUTHENTICATED` (or `PERMISSION_DENIED`).
 */
export function serverStream<Req extends object, Res extends object>(
  door: GrpcDoor,
  method: string,
  handler: (context: CallContext<Req> & { signal: AbortSignal }) => Promise<AsyncIterable<Res>>,
  options: UnaryOptions<Req> = {},
): grpc.handleServerStreamingCall<Req, Res> {
  const fieldPath = options.fieldPath ?? snakeCasePath;
  return (call) => {
    const cancel = callSignal(call);
    const life = beginCall(door, method, call, cancel);
    void (async () => {
      let lease: StreamLease | undefined;
      try {
        const caller = await life.admit();
        lease = door.core.streams.open(caller, call.getPeer());
        const signal = AbortSignal.any([cancel.signal, lease.signal]);
        const messages = await handler({
          caller,
          request: call.request,
          baseUrl: baseUrlOf(door, call),
          signal,
        });
        call.sendMetadata(new grpc.Metadata());
        for await (const message of messages) {
          if (signal.aborted) break;
          // Respect the transport's back-pressure: a slow reader slows the producer.
          if (!call.write(message)) await drainedOrAborted(call, signal);
        }
        if (cancel.signal.aborted) {
          life.failure(new Error('cancelled'), snakeCasePath);
          return;
        }
        const ended = leaseEndReason(lease.signal);
        if (ended !== undefined) throw ended;
        life.finish(grpc.status.OK);
        call.end(life.trailer);
      } catch (thrown) {
        // A core call cut short by the lease throws its abort; the lease's reason is the status.
        const reason = (lease && leaseEndReason(lease.signal)) ?? thrown;
        const status = life.failure(reason, (field) => fieldPath(field, call.request));
        // grpc-js sends an emitted error as the call's status, with its metadata as trailers.
        if (status !== undefined) call.emit('error', status);
      } finally {
        lease?.release();
      }
    })();
  };
}
