import type { Connection } from 'mongoose';
import type { Logger } from '../../logger.js';
import type { AuditService } from '../audit/service.js';
import type { EventBus } from '../events/bus.js';
import type { DurableEvents } from '../events/durable.js';
import type { DomainEvents } from '../events/types.js';
import { IdempotencyKeys } from '../payments/idempotency.js';
import { idempotencyRecordModel } from '../payments/idempotency-model.js';
import { paymentModel } from '../payments/model.js';
import type { PaymentProcessor } from '../payments/processor.js';
import { PaymentService } from '../payments/service.js';
import { TestPaymentProcessor } from '../payments/test-processor.js';
import type { PetService } from '../pets/index.js';
import type { WebhookArea } from '../webhooks/index.js';
import { StoreEventStream } from './event-stream.js';
import { StoreInventory } from './inventory.js';
import { orderModel, type OrderDoc } from './model.js';
import { OrderService } from './orders.js';
import { OrderWatch } from './order-watch.js';
import { OrderOutboxRelay } from './outbox-relay.js';
import { OrderPaymentFlow } from './payment-flow.js';

export { OrderService } from './orders.js';
export { OrderPaymentFlow } from './payment-flow.js';
export { StoreInventory } from './inventory.js';
export { StoreEventStream } from './event-stream.js';
export { OrderWatch } from './order-watch.js';
export type { StoreEvents } from './events.js';
export type { Order, Payment, InventoryCounts } from './types.js';
export type { SpeciesInventory } from './inventory.js';

export interface StoreAreaDeps {
  connection: Connection;
  audit: AuditService;
  events: EventBus<DomainEvents>;
  pets: PetService;
  webhookArea: WebhookArea;
  /** The durable event log the outbox relay appends to, and its feed. */
  durableEvents: DurableEvents;
  logger: Logger;
  /** The built-in test processor unless a real one is plugged in. */
  processor?: PaymentProcessor;
}

export interface StoreArea {
  orders: OrderService;
  payments: OrderPaymentFlow;
  inventory: StoreInventory;
  eventStream: StoreEventStream;
  orderWatch: OrderWatch;
  /** Background work of the store: webhook delivery and the outbox sweep. */
  workers: { start(): void; stop(): Promise<void> };
}

const OUTBOX_SWEEP_INTERVAL_MS = 5_000;

/** Registers the store's models (call before `syncIndexes`) and wires orders, payments and events. */
export function createStoreArea(deps: StoreAreaDeps): StoreArea {
  const { connection, audit, events, pets, webhookArea, logger } = deps;
  const { log, feed } = deps.durableEvents;
  const orders = orderModel(connection);
  const payments = new PaymentService(
    paymentModel(connection),
    deps.processor ?? new TestPaymentProcessor(),
    logger,
  );
  const idempotency = new IdempotencyKeys(idempotencyRecordModel(connection));
  const relay = new OrderOutboxRelay(orders, log, webhookArea.webhooks, events, logger);

  webhookArea.dispatcher.registerResolver('callback', async (delivery) => {
    const order = await orders
      .findOne({ _id: delivery.targetId, tenantId: delivery.tenantId })
      .select({ callbackUrl: 1, callbackSecret: 1 })
      .lean<Pick<OrderDoc, 'callbackUrl' | 'callbackSecret'>>();
    if (order === null || order.callbackUrl === null || order.callbackSecret === null) return null;
    return { url: order.callbackUrl, secret: order.callbackSecret, authToken: null };
  });

  const eventStream = new StoreEventStream(feed);
  const orderService = new OrderService({
    orders,
    pets,
    payments,
    webhooks: webhookArea.webhooks,
    relay,
    audit,
    logger,
  });
  return {
    orders: orderService,
    payments: new OrderPaymentFlow(orders, payments, idempotency, relay, audit),
    inventory: new StoreInventory(pets),
    eventStream,
    orderWatch: new OrderWatch(eventStream, orderService),
    workers: {
      start() {
        webhookArea.dispatcher.start();
        relay.start(OUTBOX_SWEEP_INTERVAL_MS);
      },
      async stop() {
        eventStream.closeAll();
        await relay.stop();
        await webhookArea.dispatcher.stop();
      },
    },
  };
}
