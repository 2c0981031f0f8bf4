import type { DeliveryDoc, WebhookDoc } from '../../../core/webhooks/index.js';

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

export function webhookPath(webhookId: string): string {
  return `/v1/webhooks/${webhookId}`;
}

export function presentWebhook(webhook: WebhookDoc): WebhookResource {
  return {
    id: webhook._id,
    url: webhook.url,
    events: [...webhook.events],
    description: webhook.description,
    hasAuthToken: webhook.authToken !== null,
    tenantId: webhook.tenantId,
    createdAt: webhook.createdAt.toISOString(),
    updatedAt: webhook.updatedAt.toISOString(),
  };
}

/** The subscription as created, with its signing secret: the one time it is shown. */
export function presentCreatedWebhook(
  webhook: WebhookDoc,
  secret: string,
): WebhookResource & { secret: string } {
  return { ...presentWebhook(webhook), secret };
}

export function presentDelivery(delivery: DeliveryDoc): DeliveryResource {
  const waiting = delivery.status === 'pending' || delivery.status === 'in_flight';
  return {
    id: delivery._id,
    webhookId: delivery.targetId,
    eventId: delivery.eventId,
    event: delivery.event,
    status: delivery.status.toUpperCase(),
    attemptCount: delivery.attemptCount,
    nextAttemptAt: waiting ? delivery.nextAttemptAt.toISOString() : null,
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
