import { LRUCache } from 'lru-cache';

/** A token's time claims, in seconds since the epoch, as in the token (`nbf` when it has one). */
export interface TokenTimes {
  issuedAt: number;
  expiresAt: number;
  notBefore: number | undefined;
}

export interface TimeRules {
  /** The longest a token may be used after its `iat` (`maxTokenAge`), in seconds. */
  maxAgeSeconds: number;
  toleranceSeconds: number;
}

/**
 * Whether jose's time checks (`jwtVerify` with `maxTokenAge` and `clockTolerance`) pass now: the
 * same comparisons on the same whole-second clock, so a remembered token stops being taken in the
 * very second a fresh verification would refuse it.
 */
export function timesHold(times: TokenTimes, nowSeconds: number, rules: TimeRules): boolean {
  const { maxAgeSeconds, toleranceSeconds } = rules;
  const age = nowSeconds - times.issuedAt;
  return (
    times.expiresAt > nowSeconds - toleranceSeconds &&
    age - toleranceSeconds <= maxAgeSeconds &&
    // Held when the token was verified; checked again in case the clock was set back since.
    age >= -toleranceSeconds &&
    (times.notBefore === undefined || times.notBefore <= nowSeconds + toleranceSeconds)
  );
}

interface Remembered<Claims> {
  claims: Claims;
  times: TokenTimes;
  /** The issuer the token was verified against: the token holds only under the same one. */
  issuer: string;
}

/**
 * The claims of access tokens whose signature and claims verified, by the exact token string. A
 * token seen again skips the signature check (WebCrypto's ECDSA, the largest single cost of an
 * authenticated request) but never the time checks, which run on every use; a token whose times
 * no longer hold is forgotten. Only tokens that verified are stored, so a forged or altered token
 * (another string) always goes through the full verification. Bounded by count, the least
 * recently used out first. It belongs to one key set: `AccessTokens` holds one immutable
 * `Keyring`, and new keys come with a new `AccessTokens`, so with a new, empty memory.
 */
export class VerifiedTokens<Claims> {
  private readonly entries: LRUCache<string, Remembered<Claims>>;

  constructor(
    maxEntries: number,
    private readonly rules: TimeRules,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  /**
   * The remembered claims, if the token verified under `issuer` and its times still hold now.
   * Otherwise the entry is dropped and the caller verifies afresh, which also words the refusal
   * exactly as for a token never seen.
   */
  recall(token: string, issuer: string, nowSeconds: number): Claims | undefined {
    const entry = this.entries.get(token);
    if (entry === undefined) return undefined;
    if (entry.issuer === issuer && timesHold(entry.times, nowSeconds, this.rules)) return entry.claims;
    this.entries.delete(token);
    return undefined;
  }

  remember(token: string, issuer: string, claims: Claims, times: TokenTimes): void {
    this.entries.set(token, { claims, times, issuer });
  }

  get size(): number {
    return this.entries.size;
  }
}
