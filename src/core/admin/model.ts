import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The store's figures of one tenant, folded from the durable event log: `seq` is the last event
 * folded in, and every fold moves `seq` and the figures in one conditional update, so each event
 * counts exactly once however many processes fold concurrently.
 */
export interface OrderStatsDoc {
  /** The tenant id. */
  _id: string;
  seq: number;
  /** Orders by status; `-1`s and `+1`s of every transition. */
  byStatus: Record<string, number>;
  /** Money kept (paid minus refunded), minor units, by currency. */
  revenue: Record<string, number>;
  /** Per UTC day (`YYYY-MM-DD`): orders placed and money kept (minor units, by currency). */
  days: Record<string, { placed: number; revenue: Record<string, number> }>;
  updatedAt: Date;
}

const OrderStatsSchema = new Schema<OrderStatsDoc>(
  {
    _id: { type: String, required: true },
    seq: { type: Number, required: true },
    byStatus: { type: Schema.Types.Mixed, default: {} },
    revenue: { type: Schema.Types.Mixed, default: {} },
    days: { type: Schema.Types.Mixed, default: {} },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false, minimize: false },
);

/** Chat completions served per tenant and UTC day: `_id` is `<tenantId>:<YYYY-MM-DD>`. */
export interface ChatUsageDoc {
  _id: string;
  tenantId: string;
  day: string;
  completions: number;
  createdAt: Date;
}

const ChatUsageSchema = new Schema<ChatUsageDoc>(
  {
    _id: { type: String, required: true },
    tenantId: { type: String, required: true },
    day: { type: String, required: true },
    completions: { type: Number, default: 0 },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
// Daily counters older than a year are of no use to the dashboard.
ChatUsageSchema.index({ createdAt: 1 }, { expireAfterSeconds: 400 * 24 * 3600 });

export interface AdminModels {
  orderStats: Model<OrderStatsDoc>;
  chatUsage: Model<ChatUsageDoc>;
}

export function adminModels(connection: Connection): AdminModels {
  return {
    orderStats: connection.model<OrderStatsDoc>('AdminOrderStats', OrderStatsSchema, 'admin_order_stats'),
    chatUsage: connection.model<ChatUsageDoc>('AdminChatUsage', ChatUsageSchema, 'admin_chat_usage'),
  };
}

/** `YYYY-MM-DD` of an instant, in UTC: the dashboard's day. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
