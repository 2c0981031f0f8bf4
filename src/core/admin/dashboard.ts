import type { Model } from 'mongoose';
import { ROLES } from '../context.js';
import type { CallerContext } from '../context.js';
import type { PetDoc } from '../pets/model.js';
import { PET_STATUSES } from '../pets/types.js';
import { ORDER_STATUSES } from '../store/types.js';
import { USER_STATUSES, type UserModel } from '../users/model.js';
import type { DeliveryModel } from '../webhooks/delivery-model.js';
import type { ChatUsage } from './chat-usage.js';
import { utcDay } from './model.js';
import type { OrderStatsProjection } from './order-stats.js';

const DAY_MS = 24 * 3600 * 1000;
export const DASHBOARD_DAYS = 30;

/** The dashboard's figures; money in minor units per currency (presenters format it). */
export interface DashboardStats {
  users: { byStatus: Record<string, number>; byRole: Record<string, number>; total: number };
  pets: Record<string, number>;
  orders: { byStatus: Record<string, number>; total: number };
  revenue: { total: Record<string, number>; last30Days: Record<string, number> };
  /** One entry per UTC day, oldest first, today last. */
  ordersPerDay: { date: string; placed: number }[];
  chat: { completionsToday: number };
  webhooks: { deliveriesPending: number; deliveriesFailed: number };
  generatedAt: Date;
}

export interface DashboardDeps {
  users: UserModel;
  deliveries: DeliveryModel;
  pets: Model<PetDoc>;
  orderStats: OrderStatsProjection;
  chatUsage: ChatUsage;
  now?: () => Date;
}

function petsByStatus(counts: number[]): Record<string, number> {
  const byStatus: Record<string, number> = Object.fromEntries(
    PET_STATUSES.map((status, index) => [status, counts[index] ?? 0]),
  );
  return { ...byStatus, total: counts.reduce((a, b) => a + b, 0) };
}

/**
 * Counts with the `count` command: on MongoDB an index-only count over the filter's index range
 * (no documents fetched, nothing copied), where `countDocuments` would run an aggregation.
 */
async function count<T>(model: Model<T>, query: Record<string, unknown>): Promise<number> {
  const db = model.db.db;
  if (db === undefined) throw new Error('The database connection is not open.');
  const answer = await db.command({ count: model.collection.collectionName, query });
  return Number(answer['n'] ?? 0);
}

/**
 * The admin dashboard. Every figure comes from an index (users by tenant, role and status;
 * deliveries by tenant and status; pets by tenant and status), the order projection (one
 * document per tenant) or a daily counter, so a call costs the same at 100 orders or 100,000.
 */
export class Dashboard {
  private readonly now: () => Date;

  constructor(private readonly deps: DashboardDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async stats(ctx: CallerContext): Promise<DashboardStats> {
    const tenantId = ctx.tenantId;
    const now = this.now();
    const pairs = ROLES.flatMap((role) => USER_STATUSES.map((status) => ({ role, status })));
    const [userCounts, petCounts, figures, completionsToday, deliveriesPending, deliveriesFailed] =
      await Promise.all([
        Promise.all(pairs.map((pair) => count(this.deps.users, { tenantId, ...pair }))),
        Promise.all(PET_STATUSES.map((status) => count(this.deps.pets, { tenantId, status }))),
        this.deps.orderStats.figures(tenantId),
        this.deps.chatUsage.completionsOn(tenantId, now),
        count(this.deps.deliveries, { tenantId, status: { $in: ['pending', 'in_flight'] } }),
        count(this.deps.deliveries, { tenantId, status: 'failed' }),
      ]);

    const byStatus = Object.fromEntries(USER_STATUSES.map((status) => [status, 0]));
    const byRole = Object.fromEntries(ROLES.map((role) => [role, 0]));
    pairs.forEach((pair, index) => {
      const n = userCounts[index] ?? 0;
      byStatus[pair.status] = (byStatus[pair.status] ?? 0) + n;
      byRole[pair.role] = (byRole[pair.role] ?? 0) + n;
    });
    const orderCounts = Object.fromEntries(
      ORDER_STATUSES.map((status) => [status, figures.byStatus[status] ?? 0]),
    );

    const ordersPerDay: DashboardStats['ordersPerDay'] = [];
    const last30Days: Record<string, number> = {};
    for (let back = DASHBOARD_DAYS - 1; back >= 0; back -= 1) {
      const date = utcDay(new Date(now.getTime() - back * DAY_MS));
      const day = figures.days[date];
      ordersPerDay.push({ date, placed: day?.placed ?? 0 });
      for (const [currency, amount] of Object.entries(day?.revenue ?? {})) {
        last30Days[currency] = (last30Days[currency] ?? 0) + amount;
      }
    }

    return {
      users: { byStatus, byRole, total: Object.values(byRole).reduce((a, b) => a + b, 0) },
      pets: petsByStatus(petCounts),
      orders: { byStatus: orderCounts, total: Object.values(orderCounts).reduce((a, b) => a + b, 0) },
      revenue: { total: { ...figures.revenue }, last30Days },
      ordersPerDay,
      chat: { completionsToday },
      webhooks: { deliveriesPending, deliveriesFailed },
      generatedAt: now,
    };
  }
}
