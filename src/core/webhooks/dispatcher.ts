import { randomUUID } from 'node:crypto';
import type { Logger } from '../../logger.js';
import type { DeliveryDoc, DeliveryModel, DeliveryTargetKind } from './delivery-model.js';
import type { WebhookSender } from './sender.js';
import { signatureHeaders } from './signing.js';

/** Where and how a delivery is sent, looked up at send time (a deleted subscription yields null). */
export interface ResolvedTarget {
  url: string;
  secret: string;
  authToken: string | null;
}

export type TargetResolver = (delivery: DeliveryDoc) => Promise<ResolvedTarget | null>;

export interface DispatcherOptions {
  /** Waits before each retry; the number of attempts is one more than its length. */
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  pollIntervalMs: number;
  concurrency: number;
  perTargetConcurrency: number;
  allowPrivateNetworks: boolean;
}

/** A lease outlives the send timeout, so only a crashed owner's deliveries are ever taken over. */
const LEASE_MARGIN_MS = 30_000;
/** Expired leases only come from crashed processes: looking for them now and then is enough. */
const RECLAIM_INTERVAL_MS = 10_000;

/**
 * Sends due deliveries from the outbox. Each is claimed with one conditional update (pending and
 * due; expired leases are first put back to pending) so any number of gateway processes can run this loop
 * side by side. Deliveries run concurrently, at most `perTargetConcurrency` per receiver origin,
 * so one slow or dead receiver holds only its own slots. A failed attempt is rescheduled with
 * exponential backoff until the schedule runs out.
 */
export class WebhookDispatcher {
  private readonly resolvers = new Map<DeliveryTargetKind, TargetResolver>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly perOrigin = new Map<string, number>();
  private readonly stopping = new AbortController();
  private running = false;
  private loopDone: Promise<void> = Promise.resolve();
  private wakeRequested = false;
  private wakeUp: (() => void) | undefined;
  private lastReclaim = 0;

  constructor(
    private readonly deliveries: DeliveryModel,
    private readonly sender: WebhookSender,
    private readonly options: DispatcherOptions,
    private readonly logger: Logger,
  ) {}

  get maxAttempts(): number {
    return this.options.retryDelaysMs.length + 1;
  }

  registerResolver(kind: DeliveryTargetKind, resolver: TargetResolver): void {
    this.resolvers.set(kind, resolver);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loopDone = this.loop();
  }

  /** New deliveries were written: look now rather than at the next poll. */
  wake(): void {
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  /** Stops claiming, interrupts sends in progress (they go back to pending, uncounted), waits. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopping.abort();
    this.wake();
    await this.loopDone;
    await Promise.allSettled([...this.inFlight]);
    this.sender.close();
  }

  private async loop(): Promise<void> {
    while (this.running) {
      this.wakeRequested = false;
      try {
        while (this.running && this.inFlight.size < this.options.concurrency) {
          const delivery = await this.claim();
          if (delivery === null) break;
          this.launch(delivery);
        }
      } catch (error) {
        if (this.running) this.logger.error({ err: error }, 'webhook dispatcher could not claim deliveries');
      }
      if (this.running && !this.wakeRequested) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.pollIntervalMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = undefined;
        done();
      };
    });
  }

  private async claim(): Promise<DeliveryDoc | null> {
    const now = new Date();
    if (now.getTime() - this.lastReclaim >= RECLAIM_INTERVAL_MS) {
      this.lastReclaim = now.getTime();
      await this.reclaimExpiredLeases(now);
    }
    const saturated = [...this.perOrigin]
      .filter(([, count]) => count >= this.options.perTargetConcurrency)
      .map(([origin]) => origin);
    return this.deliveries
      .findOneAndUpdate(
        {
          status: 'pending',
          nextAttemptAt: { $lte: now },
          ...(saturated.length > 0 ? { origin: { $nin: saturated } } : {}),
        },
        {
          $set: {
            status: 'in_flight',
            leaseUntil: new Date(now.getTime() + this.options.timeoutMs + LEASE_MARGIN_MS),
            leaseToken: randomUUID(),
          },
        },
        { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
      )
      .lean<DeliveryDoc>();
  }

  /**
   * Deliveries whose owner died mid-send (its lease ran out) go back to pending. The interrupted
   * attempt is not counted: nobody knows whether the receiver saw it, and delivery is at least once.
   */
  private async reclaimExpiredLeases(now: Date): Promise<void> {
    const reclaimed = await this.deliveries.updateMany(
      { status: 'in_flight', leaseUntil: { $lte: now } },
      { $set: { status: 'pending', leaseToken: null, leaseUntil: null } },
    );
    if (reclaimed.modifiedCount > 0) {
      this.logger.warn(
        { count: reclaimed.modifiedCount },
        'reclaimed webhook deliveries with expired leases',
      );
    }
  }

  private launch(delivery: DeliveryDoc): void {
    this.perOrigin.set(delivery.origin, (this.perOrigin.get(delivery.origin) ?? 0) + 1);
    const run = this.attempt(delivery)
      .catch((error: unknown) =>
        this.logger.error({ err: error, deliveryId: delivery._id }, 'webhook delivery attempt failed'),
      )
      .finally(() => {
        this.inFlight.delete(run);
        const left = (this.perOrigin.get(delivery.origin) ?? 1) - 1;
        if (left <= 0) this.perOrigin.delete(delivery.origin);
        else this.perOrigin.set(delivery.origin, left);
        this.wake();
      });
    this.inFlight.add(run);
  }

  private async attempt(delivery: DeliveryDoc): Promise<void> {
    const lease = { _id: delivery._id, status: 'in_flight' as const, leaseToken: delivery.leaseToken };
    const resolver = this.resolvers.get(delivery.targetKind);
    const target = resolver === undefined ? null : await resolver(delivery);
    if (target === null) {
      await this.deliveries.updateOne(lease, {
        $set: { status: 'cancelled', leaseToken: null, leaseUntil: null },
      });
      return;
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const at = new Date();
    const result = await this.sender.send({
      url: target.url,
      body: delivery.payload,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'petstore-gateway-webhooks/1.0',
        ...(target.authToken === null ? {} : { Authorization: `Bearer ${target.authToken}` }),
        ...signatureHeaders(target.secret, delivery.eventId, timestamp, delivery.payload),
      },
      timeoutMs: this.options.timeoutMs,
      allowPrivateNetworks: this.options.allowPrivateNetworks,
      signal: this.stopping.signal,
    });
    if (result.statusCode === null && this.stopping.signal.aborted) {
      // Cut off by our own shutdown before any answer, not the receiver's fault: try again later.
      await this.deliveries.updateOne(lease, {
        $set: { status: 'pending', leaseToken: null, leaseUntil: null },
      });
      return;
    }
    const number = delivery.attemptCount + 1;
    const exhausted = number >= this.maxAttempts;
    const status = result.success ? 'succeeded' : exhausted ? 'failed' : 'pending';
    const delay = this.options.retryDelaysMs[number - 1] ?? 0;
    await this.deliveries.updateOne(lease, {
      $set: {
        status,
        leaseToken: null,
        leaseUntil: null,
        nextAttemptAt: status === 'pending' ? new Date(Date.now() + jitter(delay)) : delivery.nextAttemptAt,
      },
      $inc: { attemptCount: 1 },
      $push: { attempts: { number, at, ...result } },
    });
    this.logger.debug(
      {
        deliveryId: delivery._id,
        eventId: delivery.eventId,
        attempt: number,
        statusCode: result.statusCode,
        status,
      },
      'webhook delivery attempt',
    );
  }
}

/** ±10 %, so receivers that fail together are not retried in lockstep. */
function jitter(delayMs: number): number {
  return Math.round(delayMs * (0.9 + Math.random() * 0.2));
}
