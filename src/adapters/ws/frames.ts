import type { OpenAiChunk, OpenAiUsage } from '../shared/presenters/openai-chat.js';
import { errorView, publicMessage } from '../../core/error-table.js';
import { ValidationError, type DomainError, type ErrorKind, type FieldError } from '../../core/errors.js';

/** Longest request id a client may choose. */
const MAX_FRAME_ID_CHARS = 128;

/** What a client sends; `id` names one completion on the socket. */
export type ClientFrame =
  | { type: 'chat.request'; id: string; request: unknown }
  | { type: 'chat.cancel'; id: string }
  | { type: 'ping' };

/** Every frame type a client may send (docs/chat.md, docs/operations.md). */
export const CLIENT_FRAME_TYPES: readonly ClientFrame['type'][] = ['chat.request', 'chat.cancel', 'ping'];

export interface ErrorFrameBody {
  /** The taxonomy's kind, e.g. `validation`, `unprocessable`, `rate_limited`, `bad_gateway`. */
  code: ErrorKind;
  /** The HTTP status the same failure has over REST. */
  status: number;
  message: string;
  errors?: FieldError[];
  /** Seconds until the budget allows another request (rate limits only). */
  retryAfter?: number;
  requestId?: string;
}

/** What the server sends. Every frame about a completion carries the client's `id`. */
export type ServerFrame =
  | { type: 'chat.chunk'; id: string; chunk: OpenAiChunk }
  | { type: 'chat.completed'; id: string; usage: OpenAiUsage | undefined }
  | { type: 'chat.cancelled'; id: string }
  | { type: 'error'; id?: string; error: ErrorFrameBody }
  | { type: 'pong' };

/** The error frame: a view of the one error table (the status is the one REST would answer). */
export function errorFrame(error: DomainError, id?: string, requestId?: string): ServerFrame {
  const body: ErrorFrameBody = {
    code: error.kind,
    status: errorView(error.kind).status,
    message: publicMessage(error),
  };
  if (error.fields !== undefined && error.fields.length > 0) body.errors = error.fields;
  const retryAfter = error.extensions?.['retryAfterSeconds'];
  if (typeof retryAfter === 'number') body.retryAfter = retryAfter;
  if (requestId !== undefined) body.requestId = requestId;
  return id === undefined ? { type: 'error', error: body } : { type: 'error', id, error: body };
}

/** A frame that cannot be acted on; `id` is set when the frame named one, so the client can match it. */
export class FrameError extends ValidationError {
  constructor(
    message: string,
    fields: FieldError[],
    readonly frameId?: string,
  ) {
    super(message, fields);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireId(frame: Record<string, unknown>, type: string): string {
  const id = frame['id'];
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_FRAME_ID_CHARS) {
    const message = `A ${type} frame needs an "id": a string of 1 to ${MAX_FRAME_ID_CHARS} characters.`;
    throw new FrameError(message, [{ field: 'id', message, code: 'invalid_id' }]);
  }
  return id;
}

/** Parses one text frame; throws FrameError (answered with an error frame, socket kept open). */
export function parseClientFrame(text: string): ClientFrame {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    throw new FrameError('A frame must be one JSON object.', [
      { field: '', message: 'Malformed JSON.', code: 'malformed_json' },
    ]);
  }
  if (!isRecord(frame)) {
    throw new FrameError('A frame must be one JSON object.', [
      { field: '', message: 'Expected an object.', code: 'invalid_type' },
    ]);
  }
  const type = frame['type'];
  switch (type) {
    case 'chat.request': {
      const id = requireId(frame, type);
      if (!isRecord(frame['request'])) {
        const message = 'A chat.request frame needs a "request" object (model, messages, ...).';
        throw new FrameError(message, [{ field: 'request', message, code: 'required' }], id);
      }
      return { type, id, request: frame['request'] };
    }
    case 'chat.cancel':
      return { type, id: requireId(frame, type) };
    case 'ping':
      return { type };
    default: {
      const id = typeof frame['id'] === 'string' ? frame['id'] : undefined;
      const expected = `${CLIENT_FRAME_TYPES.slice(0, -1).join(', ')} or ${CLIENT_FRAME_TYPES.at(-1) ?? ''}`;
      const message = `Unknown frame type ${JSON.stringify(type ?? null)}; expected ${expected}.`;
      throw new FrameError(message, [{ field: 'type', message, code: 'unknown_type' }], id);
    }
  }
}
