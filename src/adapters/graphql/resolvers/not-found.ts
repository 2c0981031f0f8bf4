import { isDomainError } from '../../../core/errors.js';

/** A single read that answers `null` when the core finds nothing (the field is nullable). */
export async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isDomainError(error) && error.kind === 'not_found') return null;
    throw error;
  }
}
