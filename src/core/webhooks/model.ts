import { Schema, type Connection, type Model } from 'mongoose';
import { newId } from '../ids.js';

export const WEBHOOK_EVENTS = ['order.status_changed', 'payment.success'] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

/**
 * A tenant's subscription. `secret` signs every delivery and `authToken` is sent as a bearer
 * token; both are needed in clear to do that, and both are shown to no one after creation.
 */
export interface WebhookDoc {
  _id: string;
  tenantId: string;
  url: string;
  events: WebhookEventName[];
  secret: string;
  authToken: string | null;
  description: string | null;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

const WebhookSchema = new Schema<WebhookDoc>(
  {
    _id: { type: String, default: newId },
    tenantId: { type: String, required: true },
    url: { type: String, required: true },
    events: { type: [String], required: true },
    secret: { type: String, required: true },
    authToken: { type: String, default: null },
    description: { type: String, default: null },
    createdBy: { type: String, required: true },
  },
  { timestamps: true, versionKey: false },
);
WebhookSchema.index({ tenantId: 1, events: 1 });

export type WebhookModel = Model<WebhookDoc>;

export function webhookModel(connection: Connection): WebhookModel {
  return connection.model<WebhookDoc>('Webhook', WebhookSchema, 'webhooks');
}
