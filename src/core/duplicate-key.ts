/**
 * Reads a MongoDB duplicate-key error (E11000) without depending on the driver's classes: which
 * unique index collided, so a service can name the taken field in its ConflictError.
 */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** The fields of the collided index (from `keyPattern`, else the index name in the message). */
export function duplicateKeyFields(error: unknown): string[] {
  if (!isDuplicateKeyError(error)) return [];
  const { keyPattern, message } = error as { keyPattern?: unknown; message?: unknown };
  if (typeof keyPattern === 'object' && keyPattern !== null) return Object.keys(keyPattern);
  const index = typeof message === 'string' ? /index: (\S+)/.exec(message)?.[1] : undefined;
  return index === undefined ? [] : [index];
}

/**
 * True when a (bulk) write failed only because some documents already exist: the outcome of
 * re-running an idempotent insert of documents with fixed unique keys.
 */
export function onlyDuplicateKeyErrors(error: unknown): boolean {
  const shaped = error as { code?: unknown; writeErrors?: unknown } | null;
  if (shaped === null || typeof shaped !== 'object') return false;
  const writeErrors = shaped.writeErrors;
  if (Array.isArray(writeErrors) && writeErrors.length > 0) {
    return writeErrors.every(
      (item: { code?: unknown; err?: { code?: unknown } }) => (item.code ?? item.err?.code) === 11000,
    );
  }
  return isDuplicateKeyError(error);
}
