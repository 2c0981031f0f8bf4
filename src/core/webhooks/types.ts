import type { DeliveryAttempt, DeliveryDoc, DeliveryStatus } from './delivery-model.js';
import type { WebhookDoc, WebhookEventName } from './model.js';

/**
 * A subscription as the core hands it to any door: its signing secret and bearer token are kept
 * back (the dispatcher reads them from the store); `hasAuthToken` says whether one is set.
 */
export interface Webhook {
  id: string;
  tenantId: string;
  url: string;
  events: WebhookEventName[];
  description: string | null;
  hasAuthToken: boolean;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A new subscription with its signing secret: the only time the secret leaves the core. */
export interface CreatedWebhook {
  webhook: Webhook;
  /** Shown once, at creation; receivers verify signatures with it. */
  signingSecret: string;
}

/** One event's delivery to a subscription (or a test ping), with every attempt made so far. */
export interface WebhookDelivery {
  id: string;
  webhookId: string;
  eventId: string;
  event: string;
  status: DeliveryStatus;
  attemptCount: number;
  /** When the next attempt is due; null once delivered, failed for good, or cancelled. */
  nextAttemptAt: Date | null;
  attempts: DeliveryAttempt[];
  createdAt: Date;
  updatedAt: Date;
}

export function toWebhook(doc: WebhookDoc): Webhook {
  return {
    id: doc._id,
    tenantId: doc.tenantId,
    url: doc.url,
    events: [...doc.events],
    description: doc.description,
    hasAuthToken: doc.authToken !== null,
    createdBy: doc.createdBy,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

export function toWebhookDelivery(doc: DeliveryDoc): WebhookDelivery {
  const waiting = doc.status === 'pending' || doc.status === 'in_flight';
  return {
    id: doc._id,
    webhookId: doc.targetId,
    eventId: doc.eventId,
    event: doc.event,
    status: doc.status,
    attemptCount: doc.attemptCount,
    nextAttemptAt: waiting ? doc.nextAttemptAt : null,
    attempts: doc.attempts.map((attempt) => ({
      number: attempt.number,
      at: attempt.at,
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      error: attempt.error,
      success: attempt.success,
    })),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}
