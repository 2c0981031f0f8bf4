import type { CallerContext } from '../../core/context.js';
import type { Core } from '../../core/core.js';
import { ValidationError } from '../../core/errors.js';

export const MAX_BATCH = 10;

/**
 * A batch is one HTTP request carrying several operations. Admission charged the first; each
 * further one is charged to the same budget, so batching does not multiply a caller's budget.
 */
export async function chargeBatch(core: Core, caller: CallerContext, body: unknown): Promise<void> {
  if (!Array.isArray(body)) return;
  if (body.length > MAX_BATCH) {
    throw new ValidationError(`A batch holds at most ${MAX_BATCH} operations.`, [
      { field: '', message: `${body.length} operations were sent.`, code: 'too_many_operations' },
    ]);
  }
  for (let operation = 1; operation < body.length; operation += 1) await core.rateLimits.chargeCaller(caller);
}
