import type { CallerContext } from '../context.js';
import { ForbiddenError } from '../errors.js';
import type { AuditService } from './service.js';

/** What a caller tried to do, named like the entry a success would have written. */
export interface AttemptedOperation {
  action: string;
  resource: { type: string; id: string | null };
}

/**
 * The one place refused attempts at privileged operations are audited: runs a policy decision
 * (or a whole privileged call) and, when it ends in a 403 (`ForbiddenError`), records the attempt
 * with outcome `denied` before letting the refusal through. Missing credentials (401) are not
 * recorded: there is no actor to name. A policy guard calls this around its `assertCan...` check,
 * so every door that goes through the guard gets the same trail.
 */
export async function auditDenied<T>(
  audit: AuditService,
  ctx: CallerContext,
  attempt: AttemptedOperation,
  decide: () => T | Promise<T>,
): Promise<T> {
  try {
    return await decide();
  } catch (error) {
    if (error instanceof ForbiddenError && ctx.principal !== null) {
      await audit.record(ctx, {
        action: attempt.action,
        resource: attempt.resource,
        after: { reason: error.message },
        outcome: 'denied',
      });
    }
    throw error;
  }
}
