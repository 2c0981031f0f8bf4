import type { CreatedWebhook, Webhook, WebhookDelivery } from '../../../core/webhooks/index.js';

export interface WebhookResource {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  /** Whether deliveries carry `Authorization: Bearer <authToken>`; the token itself is never shown. */
  hasAuthToken: boolean;
  tenantId: string;
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryResource {
  id: string;
  webhookId: string;
  eventId: string;
  event: string;
  status: string;
  attemptCount: number;
  /** When the next attempt is due; null once delivered, failed for good, or cancelled. */
  nextAttemptAt: string | null;
  attempts: {
    number: number;
    at: string;
    statusCode: number | null;
    durationMs: number;
    error: string | null;
    success: boolean;
  }[];
  createdAt: string;
  updatedAt: string;
}

export function presentWebhook(webhook: Webhook): WebhookResource {
  return {
    id: webhook.id,
    url: webhook.url,
    events: [...webhook.events],
    description: webhook.description,
    hasAuthToken: webhook.hasAuthToken,
    tenantId: webhook.tenantId,
    createdAt: webhook.createdAt.toISOString(),
    updatedAt: webhook.updatedAt.toISOString(),
  };
}

/** The subscription as created, with its signing secret: the one time it is shown. */
export function presentCreatedWebhook(created: CreatedWebhook): WebhookResource & { secret: string } {
  return { ...presentWebhook(created.webhook), secret: created.signingSecret };
}

export function presentDelivery(delivery: WebhookDelivery): DeliveryResource {
  return {
    id: delivery.id,
    webhookId: delivery.webhookId,
    eventId: delivery.eventId,
    event: delivery.event,
    status: delivery.status.toUpperCase(),
    attemptCount: delivery.attemptCount,
    nextAttemptAt: delivery.nextAttemptAt === null ? null : delivery.nextAttemptAt.toISOString(),
    attempts: delivery.attempts.map((attempt) => ({
      number: attempt.number,
      at: attempt.at.toISOString(),
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      error: attempt.error,
      success: attempt.success,
    })),
    createdAt: delivery.createdAt.toISOString(),
    updatedAt: delivery.updatedAt.toISOString(),
  };
}
