import { PassThrough } from 'node:stream';
import { leaseEndReason, type StreamLease } from '../../core/access/stream-admission.js';
import type { ChatCompletionChunk } from '../../core/chat/index.js';
import type { DomainError } from '../../core/errors.js';
import { toDomainError } from '../../core/normalise-error.js';
import { presentOpenAiChunk } from '../shared/presenters/openai-chat.js';
import { toProblem } from '../shared/problem.js';

const DONE_EVENT = 'data: [DONE]\n\n';

/**
 * The `error` object of a failure after the stream started (the status line is already sent):
 * the convention's `{error: {message, type, code}}`, so OpenAI SDKs raise it as an API error,
 * with the problem document's facts (`status`, `requestId`, field `errors`).
 */
export interface StreamErrorBody {
  error: {
    message: string;
    type: string;
    code: string;
    status: number;
    requestId: string;
    errors?: DomainError['fields'];
  };
}

export function streamErrorBody(error: DomainError, instance: string, requestId: string): StreamErrorBody {
  const problem = toProblem(error, instance, requestId);
  return {
    error: {
      message: problem.detail,
      type: problem.type,
      code: error.kind,
      status: problem.status,
      requestId,
      ...(problem.errors === undefined ? {} : { errors: problem.errors }),
    },
  };
}

export interface ChatEventStreamOptions {
  /** The caller's signal: aborted when the client goes away. */
  signal: AbortSignal | undefined;
  /** The stream's lease: released when it ends; its end reason, when it fired, is the error told. */
  lease?: StreamLease;
  /** Builds the final error event's body; told of every failure (log internal ones there). */
  describeError(error: DomainError, thrown: unknown): StreamErrorBody;
}

function settled(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
  });
}

/**
 * Server-Sent Events of a completion: each chunk as `data: <json>` the moment it is produced,
 * then `data: [DONE]`. A failure mid-stream becomes a last `data: {"error": ...}` event before
 * `[DONE]`. When the client leaves, the body is destroyed and the iteration stops, which stops
 * the generation (and closes an upstream request).
 */
export function chatEventStream(
  chunks: AsyncIterable<ChatCompletionChunk>,
  options: ChatEventStreamOptions,
): PassThrough {
  const out = new PassThrough();
  void (async () => {
    try {
      for await (const chunk of chunks) {
        if (out.destroyed) return;
        // Respect a slow reader: hold the generation while the socket buffer is full.
        if (!out.write(`data: ${JSON.stringify(presentOpenAiChunk(chunk))}\n\n`)) await settled(out);
      }
      const ended = options.lease && leaseEndReason(options.lease.signal);
      if (ended !== undefined) throw ended;
      if (!out.destroyed) out.end(DONE_EVENT);
    } catch (thrown) {
      if (options.signal?.aborted === true || out.destroyed) {
        out.destroy();
        return;
      }
      const error = (options.lease && leaseEndReason(options.lease.signal)) ?? toDomainError(thrown);
      out.end(`data: ${JSON.stringify(options.describeError(error, thrown))}\n\n${DONE_EVENT}`);
    } finally {
      options.lease?.release();
    }
  })();
  return out;
}
