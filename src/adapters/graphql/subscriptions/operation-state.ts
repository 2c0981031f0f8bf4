import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { StreamLease } from '../../../core/access/stream-admission.js';
import type { Logger } from '../../../logger.js';
import { formatError, tagRequestId } from '../errors.js';
import type { OperationsCounter, SubscriptionStreams } from '../metrics.js';

/** One operation of a socket: its request id, its end signal, and what the metrics say of it. */
export interface OperationState {
  requestId: string;
  /** Aborted when the operation ends (completed, cancelled by the client, socket closed). */
  controller: AbortController;
  label: string;
  type: string;
  /** The first error's code; unset while all went well. */
  outcome?: string;
  counted: boolean;
  /** Set while its event stream is open, i.e. counted in the active-subscriptions gauge. */
  streaming?: boolean;
  /** A subscription's stream lease (caps, the caller re-checked); released when it ends. */
  lease?: StreamLease;
}

/** Errors through the shared `formatError`, under the operation's request id. */
export function formatErrors(
  logger: Logger,
  operation: OperationState,
  errors: readonly GraphQLError[],
): GraphQLFormattedError[] {
  const format = formatError(logger);
  const formatted = errors.map((error) => {
    tagRequestId(error, operation.requestId);
    return format(error.toJSON(), error);
  });
  const code = formatted[0]?.extensions?.['code'];
  operation.outcome ??= typeof code === 'string' ? code : 'error';
  return formatted;
}

/** Its stream is open: from here on every later event reaches the subscriber. */
export function startStreaming(streams: SubscriptionStreams, operation: OperationState): void {
  if (operation.streaming === true) return;
  operation.streaming = true;
  streams.active.inc({ operation: operation.label });
  streams.opened.inc({ operation: operation.label });
}

/** Counted once, when the operation ends; its signal is aborted then. */
export function finishOperation(
  counter: OperationsCounter,
  streams: SubscriptionStreams,
  operation: OperationState,
): void {
  operation.controller.abort();
  operation.lease?.release();
  if (operation.streaming === true) {
    operation.streaming = false;
    streams.active.dec({ operation: operation.label });
  }
  if (operation.counted) return;
  operation.counted = true;
  counter.inc({ operation: operation.label, type: operation.type, outcome: operation.outcome ?? 'success' });
}

/**
 * The operation's stream, ended by its signal as well: a generator waiting for the next event
 * cannot be returned from until that event comes, so ending aborts the wait first.
 */
export function endedBySignal<T>(source: AsyncGenerator<T>, controller: AbortController): AsyncGenerator<T> {
  const wrapped: AsyncGenerator<T> = {
    next: (...args) => source.next(...args),
    return: (value) => {
      controller.abort();
      return source.return(value);
    },
    throw: (error) => {
      controller.abort();
      return source.throw(error);
    },
    [Symbol.asyncIterator]: () => wrapped,
  };
  return wrapped;
}
