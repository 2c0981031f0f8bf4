import { ValidationError } from '../../core/errors.js';

export const MAX_BATCH = 10;

/**
 * A batch is one HTTP request carrying several operations. The request was admitted once for the
 * first; each further operation is admitted again through the one way in (as the chat WebSocket
 * admits each request frame), so batching does not multiply a caller's budget.
 */
export async function admitBatch(body: unknown, admit: () => Promise<unknown>): Promise<void> {
  if (!Array.isArray(body)) return;
  if (body.length > MAX_BATCH) {
    throw new ValidationError(`A batch holds at most ${MAX_BATCH} operations.`, [
      { field: '', message: `${body.length} operations were sent.`, code: 'too_many_operations' },
    ]);
  }
  for (let operation = 1; operation < body.length; operation += 1) await admit();
}
