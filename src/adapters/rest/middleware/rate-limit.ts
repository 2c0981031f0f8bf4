import type { Middleware } from 'koa';
import type { RateDecision, RateLimits } from '../../../core/limits/rate-limits.js';
import { rateDecisionOf } from '../../../core/limits/rate-limits.js';
import { RateLimitedError } from '../../../core/errors.js';
import type { RestContext, RestState } from '../state.js';

function setRateLimitHeaders(ctx: RestContext, decision: RateDecision): void {
  ctx.set('RateLimit-Limit', String(decision.limit));
  ctx.set('RateLimit-Remaining', String(decision.remaining));
  ctx.set('RateLimit-Reset', String(decision.resetSeconds));
  ctx.set('RateLimit-Policy', decision.policy);
}

/** Waits for a budget decision and reports it in the headers, on success and on 429 alike. */
async function spend(ctx: RestContext, decision: Promise<RateDecision>): Promise<void> {
  try {
    setRateLimitHeaders(ctx, await decision);
  } catch (error) {
    const spent = error instanceof RateLimitedError ? rateDecisionOf(error) : undefined;
    if (spent !== undefined) setRateLimitHeaders(ctx, spent);
    throw error;
  }
}

/** Counts every request against the caller's general budget, then surfaces a parked auth error. */
export function rateLimit(limits: RateLimits): Middleware<RestState> {
  return async (ctx, next) => {
    await spend(ctx, limits.consumeForCaller(ctx.state.caller));
    if (ctx.state.authError !== undefined) throw ctx.state.authError;
    await next();
  };
}

/** An extra, narrower budget on top of the general one (chat, token endpoints). */
export function bucketLimit(
  limits: RateLimits,
  bucket: 'chat' | 'login',
  keyOf: (ctx: RestContext) => string,
): Middleware<RestState> {
  return async (ctx, next) => {
    await spend(ctx, limits.consume(bucket, keyOf(ctx)));
    await next();
  };
}
