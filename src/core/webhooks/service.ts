import { onlyDuplicateKeyErrors } from '../duplicate-key.js';
import type { CallerContext } from '../context.js';
import type { AuditService } from '../audit/service.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { isId, newId } from '../ids.js';
import { encodeCursor, idCursorPosition, pageOf, type Page } from '../pagination.js';
import { assertCanManageWebhooks } from './policy.js';
import { parseInput } from '../validation.js';
import type { DeliveryDoc, DeliveryModel, DeliveryTargetKind } from './delivery-model.js';
import type { WebhookDispatcher } from './dispatcher.js';
import type { WebhookDoc, WebhookEventName, WebhookModel } from './model.js';
import { CreateWebhookSchema, ListQuerySchema } from './schemas.js';
import {
  toWebhook,
  toWebhookDelivery,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
} from './types.js';
import { newSigningSecret } from './signing.js';
import { assertSafeTargetUrl } from './url-safety.js';

/** Enough for any integration; a tenant past it is almost certainly leaking subscriptions. */
export const MAX_WEBHOOKS_PER_TENANT = 50;

/** An event to deliver: its id (the `webhook-id`), name, tenant and the body every receiver gets. */
export interface OutgoingEvent {
  id: string;
  type: string;
  tenantId: string;
  payload: Record<string, unknown>;
}

/** A receiver beyond the tenant's subscriptions, e.g. an order's callback URL. */
export interface ExtraTarget {
  kind: Exclude<DeliveryTargetKind, 'webhook' | 'ping'>;
  targetId: string;
  url: string;
}

/**
 * Webhook subscriptions of a tenant (STAFF and up), their delivery history, test pings, and the
 * outbox writes that turn a recorded domain event into one delivery per receiver.
 */
export class WebhookService {
  constructor(
    private readonly webhooks: WebhookModel,
    private readonly deliveries: DeliveryModel,
    private readonly dispatcher: WebhookDispatcher,
    private readonly audit: AuditService,
    private readonly allowPrivateNetworks: boolean,
  ) {}

  /** The only time the signing secret is shown. */
  async create(ctx: CallerContext, input: unknown): Promise<CreatedWebhook> {
    const principal = assertCanManageWebhooks(ctx);
    const fields = parseInput(CreateWebhookSchema, input, 'webhook');
    const url = await assertSafeTargetUrl(fields.url, { allowPrivateNetworks: this.allowPrivateNetworks });
    const count = await this.webhooks.countDocuments({ tenantId: ctx.tenantId });
    if (count >= MAX_WEBHOOKS_PER_TENANT) {
      throw new ConflictError(`A tenant may have at most ${MAX_WEBHOOKS_PER_TENANT} webhooks.`);
    }
    const secret = newSigningSecret();
    const created = await this.webhooks.create({
      tenantId: ctx.tenantId,
      url: url.href,
      events: fields.events,
      secret,
      authToken: fields.authToken ?? null,
      description: fields.description ?? null,
      createdBy: principal.userId,
    });
    const webhook = toWebhook(created.toObject());
    await this.audit.record(ctx, {
      action: 'webhook.create',
      resource: { type: 'webhook', id: webhook.id },
      after: webhook,
    });
    return { webhook, signingSecret: secret };
  }

  async list(ctx: CallerContext, rawQuery: unknown): Promise<Page<Webhook>> {
    assertCanManageWebhooks(ctx);
    const query = parseInput(ListQuerySchema, rawQuery, 'query');
    const page = await this.page(
      (beforeId, limit) =>
        this.webhooks
          .find({ tenantId: ctx.tenantId, ...(beforeId === undefined ? {} : { _id: { $lt: beforeId } }) })
          .sort({ _id: -1 })
          .limit(limit)
          .lean<WebhookDoc[]>(),
      query,
    );
    return { ...page, data: page.data.map(toWebhook) };
  }

  async get(ctx: CallerContext, webhookId: string): Promise<Webhook> {
    assertCanManageWebhooks(ctx);
    return toWebhook(await this.load(ctx, webhookId));
  }

  async delete(ctx: CallerContext, webhookId: string): Promise<void> {
    assertCanManageWebhooks(ctx);
    const webhook = await this.load(ctx, webhookId);
    const removed = await this.webhooks.deleteOne({ _id: webhook._id, tenantId: ctx.tenantId });
    if (removed.deletedCount === 0) throw new NotFoundError('Webhook', webhookId);
    // Deliveries not yet made for it are cancelled when the dispatcher finds no subscription.
    await this.audit.record(ctx, {
      action: 'webhook.delete',
      resource: { type: 'webhook', id: webhook._id },
      before: toWebhook(webhook),
    });
  }

  async listDeliveries(
    ctx: CallerContext,
    webhookId: string,
    rawQuery: unknown,
  ): Promise<Page<WebhookDelivery>> {
    assertCanManageWebhooks(ctx);
    const query = parseInput(ListQuerySchema, rawQuery, 'query');
    const webhook = await this.load(ctx, webhookId);
    const page = await this.page(
      (beforeId, limit) =>
        this.deliveries
          .find({
            tenantId: ctx.tenantId,
            targetId: webhook._id,
            targetKind: { $in: ['webhook', 'ping'] },
            ...(beforeId === undefined ? {} : { _id: { $lt: beforeId } }),
          })
          .sort({ _id: -1 })
          .limit(limit)
          .lean<DeliveryDoc[]>(),
      query,
    );
    return { ...page, data: page.data.map(toWebhookDelivery) };
  }

  /** Queues a `ping` to the subscription, delivered and signed like any event. */
  async sendTest(ctx: CallerContext, webhookId: string): Promise<WebhookDelivery> {
    assertCanManageWebhooks(ctx);
    const webhook = await this.load(ctx, webhookId);
    const eventId = newId();
    const payload = {
      id: eventId,
      event: 'ping',
      webhookId: webhook._id,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const created = await this.deliveries.create(
      this.deliveryFor(
        { id: eventId, type: 'ping', tenantId: ctx.tenantId, payload },
        'ping',
        webhook._id,
        webhook.url,
      ),
    );
    this.dispatcher.wake();
    await this.audit.record(ctx, {
      action: 'webhook.test',
      resource: { type: 'webhook', id: webhook._id },
      after: { deliveryId: created._id, eventId },
    });
    return toWebhookDelivery(created.toObject());
  }

  /**
   * Writes one delivery per event and subscribed webhook, plus the events' extra targets. Unique
   * per (event, target): running this twice for the same events (a relay retried after a crash)
   * adds nothing.
   */
  async enqueue(
    events: readonly OutgoingEvent[],
    extraTargets: (event: OutgoingEvent) => readonly ExtraTarget[] = () => [],
  ): Promise<number> {
    const first = events[0];
    if (first === undefined) return 0;
    const types = [...new Set(events.map((event) => event.type as WebhookEventName))];
    const subscribers = await this.webhooks
      .find({ tenantId: first.tenantId, events: { $in: types } })
      .select({ _id: 1, url: 1, events: 1 })
      .lean<Pick<WebhookDoc, '_id' | 'url' | 'events'>[]>();
    const docs = events.flatMap((event) => [
      ...subscribers
        .filter((webhook) => webhook.events.includes(event.type as WebhookEventName))
        .map((webhook) => this.deliveryFor(event, 'webhook', webhook._id, webhook.url)),
      ...extraTargets(event).map((target) =>
        this.deliveryFor(event, target.kind, target.targetId, target.url),
      ),
    ]);
    if (docs.length === 0) return 0;
    try {
      await this.deliveries.insertMany(docs, { ordered: false });
    } catch (error) {
      if (!onlyDuplicateKeyErrors(error)) throw error;
    }
    this.dispatcher.wake();
    return docs.length;
  }

  /** For other areas taking receiver URLs (order callbacks): the same rules as subscriptions. */
  async assertSafeUrl(url: string, field: string): Promise<string> {
    return (await assertSafeTargetUrl(url, { allowPrivateNetworks: this.allowPrivateNetworks, field })).href;
  }

  /** Signing material of a subscription, for the dispatcher. */
  async signingTarget(
    tenantId: string,
    webhookId: string,
  ): Promise<Pick<WebhookDoc, 'url' | 'secret' | 'authToken'> | null> {
    return this.webhooks
      .findOne({ _id: webhookId, tenantId })
      .select({ url: 1, secret: 1, authToken: 1 })
      .lean();
  }

  private deliveryFor(event: OutgoingEvent, kind: DeliveryTargetKind, targetId: string, url: string) {
    const now = new Date();
    return {
      _id: newId(),
      tenantId: event.tenantId,
      eventId: event.id,
      event: event.type,
      targetKind: kind,
      targetId,
      origin: new URL(url).origin,
      payload: JSON.stringify(event.payload),
      status: 'pending' as const,
      attemptCount: 0,
      nextAttemptAt: now,
      leaseUntil: null,
      leaseToken: null,
      attempts: [],
    };
  }

  private async load(ctx: CallerContext, webhookId: string): Promise<WebhookDoc> {
    if (!isId(webhookId)) throw new NotFoundError('Webhook', webhookId);
    const webhook = await this.webhooks
      .findOne({ _id: webhookId, tenantId: ctx.tenantId })
      .lean<WebhookDoc>();
    if (webhook === null) throw new NotFoundError('Webhook', webhookId);
    return webhook;
  }

  /** Newest first; ids are UUID v7, so `_id` order is creation order. */
  private async page<T extends { _id: string }>(
    fetch: (beforeId: string | undefined, limit: number) => Promise<T[]>,
    query: { limit: number; cursor?: string },
  ): Promise<Page<T>> {
    const beforeId = query.cursor === undefined ? undefined : idCursorPosition(query.cursor);
    const docs = await fetch(beforeId, query.limit + 1);
    return pageOf(docs, query.limit, (last) => encodeCursor([last._id]));
  }
}
