import type { Model } from 'mongoose';
import type { Logger } from '../../logger.js';
import type { OrderStatsProjection } from './order-stats.js';

/**
 * Folds every tenant's event log into its order figures once, in the background, when the
 * gateway starts. A deployment onto a long history (about 40 s per 200,000 events on the embedded
 * database) then pays that cost before the first dashboard call rather than during it; later
 * calls fold only what was logged since. Stopping waits for the tenant in progress, no more.
 */
export class OrderFiguresWarmUp {
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly tenants: Model<{ _id: string }>,
    private readonly orderStats: OrderStatsProjection,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.running ??= this.run().catch((error: unknown) => {
      if (!this.stopped)
        this.logger.warn({ err: error }, 'order figures warm-up failed; dashboards fold on demand');
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private async run(): Promise<void> {
    const tenants = await this.tenants.find({}, { _id: 1 }).lean<{ _id: string }[]>();
    for (const tenant of tenants) {
      if (this.stopped) return;
      await this.orderStats.figures(tenant._id);
    }
  }
}
