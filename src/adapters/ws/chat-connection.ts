import type { Span } from '@opentelemetry/api';
import { WebSocket, type RawData } from 'ws';
import { leaseEndReason, type StreamLease } from '../../core/access/stream-admission.js';
import { publicMessage } from '../../core/error-table.js';
import type { Core } from '../../core/core.js';
import { isServerSide } from '../../core/error-table.js';
import { ConflictError, DomainError, InternalError } from '../../core/errors.js';
import { toDomainError } from '../../core/normalise-error.js';
import { newId } from '../../core/ids.js';
import { presentOpenAiChunk, presentOpenAiUsage } from '../shared/presenters/openai-chat.js';
import { inServerSpan, markFailed } from '../../tracing/door-span.js';
import { correlationIdOf } from '../shared/request-id.js';
import { errorFrame, FrameError, parseClientFrame, type ServerFrame } from './frames.js';

/** Completions one socket may run at once; more are refused with an error frame (429). */
export const MAX_ACTIVE_COMPLETIONS = 8;
/** Close code when the socket's access token stops working (expired, revoked, user suspended). */
export const CLOSE_TOKEN_INVALID = 4401;
/** Close code when the caller is no longer allowed to chat. */
export const CLOSE_FORBIDDEN = 4403;
/** The same rule as REST's `X-Request-ID`. */

export type ChatDoors = Pick<Core, 'chat' | 'doorway' | 'logger'>;

export interface ChatConnectionOptions {
  core: ChatDoors;
  socket: WebSocket;
  /** The token the socket was opened with; checked again for every request. */
  token: string;
  ip: string;
  /** The socket's stream lease: when it fires, the socket closes (4401, or 4403 when forbidden). */
  lease?: StreamLease;
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/**
 * One chat socket: frames in, completions out. Completions are independent and named by the
 * client's `id`, so several stream at once, interleaved; `chat.cancel` aborts one (the
 * generation stops, an upstream request closes) and closing the socket aborts them all.
 */
export class ChatConnection {
  private readonly active = new Map<string, AbortController>();

  constructor(private readonly options: ChatConnectionOptions) {
    options.socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    options.socket.on('close', () => this.abortAll());
    const lease = options.lease;
    lease?.signal.addEventListener('abort', () => {
      const ended = leaseEndReason(lease.signal);
      if (ended === undefined || options.socket.readyState !== WebSocket.OPEN) return;
      const code = ended.kind === 'unauthenticated' ? CLOSE_TOKEN_INVALID : CLOSE_FORBIDDEN;
      // A close frame's reason holds at most 123 bytes; these messages are short.
      options.socket.close(code, publicMessage(ended).slice(0, 120));
    });
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (isBinary) {
      const message = 'Frames must be text frames holding JSON.';
      void this.send(errorFrame(new FrameError(message, [{ field: '', message, code: 'binary_frame' }])));
      return;
    }
    let frame;
    try {
      frame = parseClientFrame(textOf(data));
    } catch (error) {
      // Nothing a frame contains may escape this listener: it would take the process down.
      if (error instanceof FrameError) void this.send(errorFrame(error, error.frameId));
      else void this.send(errorFrame(new InternalError(undefined, error)));
      return;
    }
    if (frame.type === 'ping') void this.send({ type: 'pong' });
    else if (frame.type === 'chat.cancel') this.cancel(frame.id);
    else void this.serveInSpan(frame.id, frame.request);
  }

  /** One completion is one trace (when tracing is on), with the database calls it makes. */
  private serveInSpan(id: string, body: unknown): Promise<void> {
    return inServerSpan('chat.completion websocket', { 'rpc.system': 'websocket' }, (span) =>
      this.serve(id, body, span),
    );
  }

  private cancel(id: string): void {
    const controller = this.active.get(id);
    if (controller === undefined) {
      const error = new DomainError(
        'not_found',
        `No completion with id "${id}" is running on this connection.`,
      );
      void this.send(errorFrame(error, id));
      return;
    }
    this.active.delete(id);
    controller.abort(new DOMException('The client cancelled the completion.', 'AbortError'));
    void this.send({ type: 'chat.cancelled', id });
  }

  private async serve(id: string, body: unknown, span: Span): Promise<void> {
    if (this.active.has(id)) {
      void this.send(errorFrame(new ConflictError(`A completion with id "${id}" is already running.`), id));
      return;
    }
    if (this.active.size >= MAX_ACTIVE_COMPLETIONS) {
      const message = `At most ${MAX_ACTIVE_COMPLETIONS} completions may run at once on one connection.`;
      void this.send(errorFrame(new DomainError('rate_limited', message), id));
      return;
    }
    // Claimed before any await, so a second request with the same id is refused meanwhile.
    const controller = new AbortController();
    this.active.set(id, controller);
    // The service's own id of this completion; the frame id the client chose is its correlation id.
    const requestId = newId();
    let last: ServerFrame;
    try {
      last = await this.complete(id, body, requestId, controller.signal);
    } catch (thrown) {
      if (controller.signal.aborted) return; // cancelled (already answered) or the socket closed
      const error = toDomainError(thrown);
      if (isServerSide(error)) {
        this.options.core.logger.error({ err: thrown, requestId }, 'chat completion over WebSocket failed');
      }
      last = errorFrame(error, id, requestId);
    } finally {
      if (this.active.get(id) === controller) this.active.delete(id);
    }
    if (controller.signal.aborted) return;
    if (last.type === 'error') markFailed(span, last.error.code);
    await this.send(last);
    if (last.type === 'error' && last.error.code === 'unauthenticated') {
      this.options.socket.close(CLOSE_TOKEN_INVALID, 'The access token is no longer valid.');
    }
  }

  /** Runs one completion, sending its chunks; returns the frame that ends it. */
  private async complete(
    id: string,
    body: unknown,
    requestId: string,
    signal: AbortSignal,
  ): Promise<ServerFrame> {
    const { core, token, ip } = this.options;
    // Admitted per request, like an HTTP call: expiry, revocation and suspension take effect on an
    // open socket, and the general budget is counted; then the chat budget (20/min per user).
    const bearer = { kind: 'value', token } as const;
    const correlationId = correlationIdOf(id);
    const caller = await core.doorway.admit({ protocol: 'ws', ip, requestId, correlationId, bearer, signal });
    // Always streamed; usage always computed, and reported in `chat.completed` rather than a chunk.
    const chunks = await core.chat.stream(caller, () => body, { signal, includeUsage: true });
    let usage;
    for await (const chunk of chunks) {
      if (signal.aborted) break;
      if (chunk.usage !== undefined && chunk.choices.length === 0) usage = presentOpenAiUsage(chunk.usage);
      else await this.send({ type: 'chat.chunk', id, chunk: presentOpenAiChunk(chunk) });
    }
    signal.throwIfAborted();
    return { type: 'chat.completed', id, usage };
  }

  private abortAll(): void {
    for (const controller of this.active.values()) {
      controller.abort(new DOMException('The connection closed.', 'AbortError'));
    }
    this.active.clear();
  }

  /** Resolves once the frame is handed to the socket, which paces a fast generation to the reader. */
  private send(frame: ServerFrame): Promise<void> {
    const { socket } = this.options;
    if (socket.readyState !== WebSocket.OPEN) return Promise.resolve();
    return new Promise((resolve) => socket.send(JSON.stringify(frame), () => resolve()));
  }
}
