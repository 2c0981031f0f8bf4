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
  return shaped.code === 11000;
}
