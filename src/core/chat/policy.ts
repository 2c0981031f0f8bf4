import type { CallerContext, Principal } from '../context.js';
import { guard } from '../policy.js';

/** Chat needs an authenticated caller whose token carries `chat:write` (401, else 403). */
export function assertCanChat(ctx: CallerContext): Principal {
  return guard(ctx, { scope: 'chat:write' });
}

/**
 * The key of the caller's chat budget (20/min by default) in the `chat` rate-limit bucket. Every
 * protocol spends from the same key, so switching doors does not multiply the budget.
 */
export function chatBudgetKey(principal: Principal): string {
  return `user:${principal.userId}`;
}
