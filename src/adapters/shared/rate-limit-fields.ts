import type { BudgetReport } from '../../core/context.js';

/**
 * The budget last charged for a call, as the RateLimit header fields draft names it: HTTP headers
 * on the HTTP doors, response metadata (lower case, as gRPC requires) on gRPC, so every client
 * learns its budget before it is refused.
 */
export function rateLimitFields(report: BudgetReport): [name: string, value: string][] {
  return [
    ['RateLimit-Limit', String(report.limit)],
    ['RateLimit-Remaining', String(report.remaining)],
    ['RateLimit-Reset', String(report.resetSeconds)],
    ['RateLimit-Policy', report.policy],
  ];
}
