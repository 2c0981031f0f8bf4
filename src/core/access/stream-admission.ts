import type { CallerContext, Principal } from '../context.js';
import { RateLimitedError, UnauthenticatedError, type DomainError } from '../errors.js';
import { REVOCATION_FACTS, tokenStillHolds, type RevocationFacts } from '../auth/authenticator.js';
import type { UserModel } from '../users/model.js';

export interface StreamLimits {
  /** How often open streams re-check their caller (expiry, suspension, role, revocation). */
  recheckIntervalMs: number;
  /** Streams one connection may carry at once (graphql-ws and HTTP/2 multiplex several). */
  perConnection: number;
  /** Streams one user may hold at once, over every door and connection of this process. */
  perUser: number;
  /** Streams one client address may hold at once, anonymous or not, in this process. */
  perAddress: number;
}

/**
 * A stream's permission to go on. `signal` is aborted, its reason a `DomainError`, once the
 * caller is no longer admitted (the door then ends the stream with its protocol's close);
 * `release` frees the stream's place under the caps when it ends for any reason.
 */
export interface StreamLease {
  readonly signal: AbortSignal;
  release(): void;
}

/** A cap was reached: the stream is refused before it starts (429, RESOURCE_EXHAUSTED, ...). */
export class TooManyStreamsError extends RateLimitedError {
  constructor(what: string, limit: number, retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `At most ${limit} streams may be open at once ${what}. Close one, or retry after ${retryAfterSeconds} seconds.`;
  }
}

interface OpenLease {
  principal: Principal | null;
  issuedAt: number;
  controller: AbortController;
  keys: { user: string | undefined; address: string; connection: unknown };
}

/** The refusals, worded once: the door sends the error's kind in its own idiom. */
const EXPIRED = () => new UnauthenticatedError('The access token has expired.');
const REVOKED = () => new UnauthenticatedError('The access token has been revoked.');

function increment<K>(counts: Map<K, number>, key: K): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function decrement<K>(counts: Map<K, number>, key: K): void {
  const left = (counts.get(key) ?? 0) - 1;
  if (left <= 0) counts.delete(key);
  else counts.set(key, left);
}

/**
 * Every long-lived stream of every door (SSE, graphql-ws subscriptions, gRPC server streams, the
 * chat WebSocket and chat streams) is opened here. Two things are decided once for all doors:
 *
 * - the caps: streams per connection, per user and per address, counted in this process;
 * - the caller's standing while the stream runs: one timer for the whole process checks every
 *   open lease each `recheckIntervalMs` — the token's expiry in memory, and the same revocation
 *   facts the request admission reads (`tokenStillHolds`) with one query per tenant for all the
 *   users holding streams there. A stream whose caller no longer holds is ended within that
 *   interval, whatever its door. Anonymous streams have nothing to re-check; they count.
 */
export class StreamAdmission {
  private readonly leases = new Set<OpenLease>();
  private readonly byUser = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();
  private readonly byConnection = new Map<unknown, number>();
  /** Leases with a principal: while there are any, the timer runs. */
  private authenticated = 0;
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(
    private readonly limits: StreamLimits,
    private readonly users: Pick<UserModel, 'collection'>,
    private readonly onCheckError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Streams open in this process now. */
  get openCount(): number {
    return this.leases.size;
  }

  /**
   * Admits one more stream for `caller` on `connection` (any value that identifies the transport
   * connection: a socket, an HTTP/2 session's peer), or throws `TooManyStreamsError`. The caller
   * was admitted by the doorway just before; this adds what only a stream needs.
   */
  open(caller: CallerContext, connection: unknown): StreamLease {
    const principal = caller.principal;
    const user = principal === null ? undefined : `${principal.tenantId}:${principal.userId}`;
    const keys = { user, address: caller.ip, connection };
    const retryAfter = Math.ceil(this.limits.recheckIntervalMs / 1000);
    if ((this.byConnection.get(connection) ?? 0) >= this.limits.perConnection) {
      throw new TooManyStreamsError('on one connection', this.limits.perConnection, retryAfter);
    }
    if (user !== undefined && (this.byUser.get(user) ?? 0) >= this.limits.perUser) {
      throw new TooManyStreamsError('per user', this.limits.perUser, retryAfter);
    }
    if ((this.byAddress.get(keys.address) ?? 0) >= this.limits.perAddress) {
      throw new TooManyStreamsError('per client address', this.limits.perAddress, retryAfter);
    }
    const lease: OpenLease = {
      principal,
      issuedAt: principal?.issuedAt ?? Math.floor(this.now() / 1000),
      controller: new AbortController(),
      keys,
    };
    this.leases.add(lease);
    if (user !== undefined) increment(this.byUser, user);
    increment(this.byAddress, keys.address);
    increment(this.byConnection, connection);
    if (principal !== null) {
      this.authenticated += 1;
      this.startTimer();
    }
    let released = false;
    return {
      signal: lease.controller.signal,
      release: () => {
        if (released) return;
        released = true;
        this.forget(lease);
      },
    };
  }

  /** Stops the re-check timer (shutdown); open leases stay as they are. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One pass over every lease now (the timer's work; tests and shutdown need not wait for it). */
  async recheck(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      await this.checkAll();
    } catch (error) {
      // A database hiccup ends no stream: the next pass decides.
      this.onCheckError(error);
    } finally {
      this.checking = false;
    }
  }

  private async checkAll(): Promise<void> {
    const nowSeconds = this.now() / 1000;
    const byTenant = new Map<string, Set<string>>();
    for (const lease of this.leases) {
      const principal = lease.principal;
      if (principal === null) continue;
      if (principal.expiresAt !== undefined && principal.expiresAt <= nowSeconds) {
        this.end(lease, EXPIRED());
        continue;
      }
      let ids = byTenant.get(principal.tenantId);
      if (ids === undefined) byTenant.set(principal.tenantId, (ids = new Set()));
      ids.add(principal.userId);
    }
    const facts = new Map<string, RevocationFacts>();
    await Promise.all(
      [...byTenant].map(async ([tenantId, ids]) => {
        const found = await this.users.collection
          .find<RevocationFacts>(
            // With the tenant: the shard key of users (docs/scaling.md).
            { tenantId, _id: { $in: [...ids] as never[] } },
            { projection: REVOCATION_FACTS },
          )
          .toArray();
        for (const user of found) facts.set(`${tenantId}:${user._id}`, user);
      }),
    );
    for (const lease of this.leases) {
      const principal = lease.principal;
      if (principal === null || lease.controller.signal.aborted) continue;
      const user = facts.get(`${principal.tenantId}:${principal.userId}`) ?? null;
      const claims = { tenantId: principal.tenantId, role: principal.role, issuedAt: lease.issuedAt };
      if (!tokenStillHolds(claims, user)) this.end(lease, REVOKED());
    }
  }

  private end(lease: OpenLease, reason: DomainError): void {
    if (!lease.controller.signal.aborted) lease.controller.abort(reason);
  }

  private forget(lease: OpenLease): void {
    if (!this.leases.delete(lease)) return;
    if (lease.keys.user !== undefined) decrement(this.byUser, lease.keys.user);
    decrement(this.byAddress, lease.keys.address);
    decrement(this.byConnection, lease.keys.connection);
    if (lease.principal !== null) {
      this.authenticated -= 1;
      if (this.authenticated === 0) this.stop();
    }
  }

  private startTimer(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => void this.recheck(), this.limits.recheckIntervalMs);
    this.timer.unref();
  }
}

/** The reason a lease ended, when it ended for its caller's standing (else undefined). */
export function leaseEndReason(signal: AbortSignal): DomainError | undefined {
  const reason: unknown = signal.reason;
  return signal.aborted && reason instanceof Error && 'kind' in reason ? (reason as DomainError) : undefined;
}
