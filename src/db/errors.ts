import mongoose from 'mongoose';
import { DomainError } from '../core/errors.js';

const { MongoNetworkError, MongoServerSelectionError, MongoTopologyClosedError, MongoNotConnectedError } =
  mongoose.mongo;

/**
 * A database that cannot be reached is the service being unavailable (503, retry later), not an
 * unexpected bug (500). Every adapter maps infrastructure errors through this before its table;
 * the message says nothing of hosts or drivers.
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
