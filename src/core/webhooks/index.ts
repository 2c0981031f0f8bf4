import type { Connection } from 'mongoose';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { AuditService } from '../audit/service.js';
import { deliveryModel } from './delivery-model.js';
import { WebhookDispatcher } from './dispatcher.js';
import { webhookModel } from './model.js';
import { WebhookSender } from './sender.js';
import { WebhookService } from './service.js';

export { WebhookService } from './service.js';
export { WebhookDispatcher } from './dispatcher.js';
export type { Webhook, CreatedWebhook, WebhookDelivery } from './types.js';
export type { WebhookEventName } from './model.js';
export type { DeliveryStatus, DeliveryAttempt } from './delivery-model.js';

export interface WebhookArea {
  webhooks: WebhookService;
  dispatcher: WebhookDispatcher;
}

/** Registers the webhook models (call before `syncIndexes`) and builds the service and dispatcher. */
export function createWebhookArea(
  connection: Connection,
  audit: AuditService,
  config: Config['webhooks'],
  logger: Logger,
): WebhookArea {
  const subscriptions = webhookModel(connection);
  const deliveries = deliveryModel(connection);
  const dispatcher = new WebhookDispatcher(deliveries, new WebhookSender(), config, logger);
  const webhooks = new WebhookService(
    subscriptions,
    deliveries,
    dispatcher,
    audit,
    config.allowPrivateNetworks,
  );
  const subscriptionTarget = async (delivery: { tenantId: string; targetId: string }) => {
    const target = await webhooks.signingTarget(delivery.tenantId, delivery.targetId);
    return target === null ? null : { url: target.url, secret: target.secret, authToken: target.authToken };
  };
  dispatcher.registerResolver('webhook', subscriptionTarget);
  dispatcher.registerResolver('ping', subscriptionTarget);
  return { webhooks, dispatcher };
}
