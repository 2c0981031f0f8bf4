import mongoose from 'mongoose';
import { DomainError, InternalError } from './errors.js';

const { MongoNetworkError, MongoServerSelectionError, MongoTopologyClosedError, MongoNotConnectedError } =
  mongoose.mongo;

/**
 * A database that cannot be reached is the service being unavailable (503, retry later), not an
 * unexpected bug (500). The message says nothing of hosts or drivers.
 */
export function databaseUnavailable(error: unknown): DomainError | undefined {
  const unreachable =
    error instanceof MongoNetworkError ||
    error instanceof MongoServerSelectionError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoNotConnectedError ||
    (error instanceof mongoose.Error && /buffering timed out/.test(error.message)) ||
    (error instanceof Error && error.name === 'MongooseServerSelectionError');
  if (!unreachable) return undefined;
  return new DomainError('service_unavailable', 'The database is unavailable. Try again shortly.', {
    cause: error,
  });
}

/**
 * Anything thrown, as a domain error: every door calls this before reading the error table.
 * A database out of reach (directly or as the cause of another error) is `service_unavailable`;
 * a domain error stays itself; anything else is `internal`, its cause kept for the log only.
 */
export function toDomainError(thrown: unknown): DomainError {
  const unavailable =
    databaseUnavailable(thrown) ?? databaseUnavailable((thrown as { cause?: unknown } | null)?.cause);
  if (unavailable !== undefined) return unavailable;
  if (thrown instanceof DomainError) return thrown;
  return new InternalError(undefined, thrown);
}
