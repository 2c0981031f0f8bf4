import {
  RateLimiterMemory,
  RateLimiterMongo,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { mongo } from 'mongoose';
import type { BudgetReport, CallerContext } from '../context.js';
import { RateLimitedError } from '../errors.js';

export type RateBucket = 'anonymous' | 'authenticated' | 'chat' | 'login';

export interface RateLimitSettings {
  store: 'memory' | 'mongo';
  anonymousPerMinute: number;
  authenticatedPerMinute: number;
  chatPerMinute: number;
  loginPerMinute: number;
}

/** What a caller is told about its budget (the RateLimit-* headers and their equivalents). */
export interface RateDecision extends BudgetReport {
  bucket: RateBucket;
}

const WINDOW_SECONDS = 60;

/**
 * Per-principal budgets shared by every protocol: the key is the user id when authenticated,
 * else the client address, so a caller cannot multiply its budget by switching doors.
 */
export class RateLimits {
  private readonly limiters: Record<RateBucket, RateLimiterAbstract>;
  private readonly points: Record<RateBucket, number>;

  constructor(settings: RateLimitSettings, db?: mongo.Db) {
    this.points = {
      anonymous: settings.anonymousPerMinute,
      authenticated: settings.authenticatedPerMinute,
      chat: settings.chatPerMinute,
      login: settings.loginPerMinute,
    };
    const make = (bucket: RateBucket): RateLimiterAbstract => {
      const options = { keyPrefix: `rl_${bucket}`, points: this.points[bucket], duration: WINDOW_SECONDS };
      if (settings.store === 'mongo') {
        if (db === undefined) throw new Error('RATE_LIMIT_STORE=mongo needs a database connection.');
        // A key whose shared budget is spent is refused from this process's memory until the
        // window ends (the store told when), instead of asking the database on every refused
        // call. Exact: a spent budget stays spent for the rest of its window on every process.
        return new RateLimiterMongo({
          ...options,
          storeClient: db,
          tableName: 'rate_limits',
          inMemoryBlockOnConsumed: options.points,
        });
      }
      return new RateLimiterMemory(options);
    };
    this.limiters = {
      anonymous: make('anonymous'),
      authenticated: make('authenticated'),
      chat: make('chat'),
      login: make('login'),
    };
  }

  /**
   * Spends `points` of `bucket` for `key` (one by default); throws RateLimitedError (carrying the
   * decision) when the budget does not hold them all.
   */
  async consume(bucket: RateBucket, key: string, points = 1): Promise<RateDecision> {
    const limit = this.points[bucket];
    try {
      const res = await this.limiters[bucket].consume(key, points);
      return this.decision(bucket, limit, res);
    } catch (rejection) {
      // rate-limiter-flexible rejects with a RateLimiterRes when the budget is spent, an Error otherwise.
      if (rejection instanceof RateLimiterRes) {
        const decision = this.decision(bucket, limit, rejection);
        const error = new RateLimitedError(Math.max(1, decision.resetSeconds));
        Object.assign(error.extensions ?? {}, { rateLimit: decision });
        throw error;
      }
      throw rejection;
    }
  }

  /** Gives back one point of `bucket` for `key` (a password check that succeeded, see AuthService). */
  async refund(bucket: RateBucket, key: string): Promise<void> {
    await this.limiters[bucket].reward(key, 1);
  }

  /**
   * Spends `points` of `bucket` for `key` (one by default) on behalf of `caller`, telling the
   * caller's door of the decision (`onBudget`) whether the budget allows the call or not.
   */
  async charge(caller: CallerContext, bucket: RateBucket, key: string, points = 1): Promise<RateDecision> {
    try {
      const decision = await this.consume(bucket, key, points);
      caller.onBudget?.(decision);
      return decision;
    } catch (error) {
      const spent = error instanceof RateLimitedError ? rateDecisionOf(error) : undefined;
      if (spent !== undefined) caller.onBudget?.(spent);
      throw error;
    }
  }

  /**
   * The general budget of a caller: authenticated callers by user id, anonymous ones by address;
   * `points` operations at once (one by default).
   */
  chargeCaller(caller: CallerContext, points = 1): Promise<RateDecision> {
    return caller.principal === null
      ? this.charge(caller, 'anonymous', `ip:${caller.ip}`, points)
      : this.charge(caller, 'authenticated', `user:${caller.principal.userId}`, points);
  }

  private decision(bucket: RateBucket, limit: number, res: RateLimiterRes): RateDecision {
    return {
      bucket,
      limit,
      remaining: Math.max(0, res.remainingPoints),
      resetSeconds: Math.ceil(Math.max(0, res.msBeforeNext) / 1000),
      policy: `${limit};w=${WINDOW_SECONDS}`,
    };
  }
}

export function rateDecisionOf(error: RateLimitedError): RateDecision | undefined {
  return error.extensions?.['rateLimit'] as RateDecision | undefined;
}
