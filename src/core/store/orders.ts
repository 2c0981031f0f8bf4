import type { Logger } from '../../logger.js';
import type { AuditService } from '../audit/service.js';
import type { CallerContext } from '../context.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { isId, newId } from '../ids.js';
import { encodeCursor, idCursorPosition, pageOf, type Page } from '../pagination.js';
import type { PetService } from '../pets/index.js';
import type { PaymentService } from '../payments/service.js';
import { parseInput } from '../validation.js';
import type { WebhookService } from '../webhooks/service.js';
import { newSigningSecret } from '../webhooks/signing.js';
import { statusChangedEvent } from './events.js';
import { openingState, placementAuditEntries } from './free-adoption.js';
import { ORDER_FIELDS, toOrder, type OrderDoc, type OrderFields, type OrderModel } from './model.js';
import { assertTransition } from './order-state.js';
import type { OrderOutboxRelay } from './outbox-relay.js';
import {
  assertCanSeeOrder,
  assertCanCompleteOrders,
  assertCanForceCancelOrders,
  assertCanReadOrders,
  assertCanWriteOrders,
  canSeeAllOrders,
} from './policy.js';
import {
  CancelOrderSchema,
  ForceCancelOrderSchema,
  ListOrdersQuerySchema,
  PlaceOrderSchema,
} from './schemas.js';
import type { Order } from './types.js';

export interface StoreDeps {
  orders: OrderModel;
  pets: PetService;
  payments: PaymentService;
  webhooks: WebhookService;
  relay: OrderOutboxRelay;
  audit: AuditService;
  logger: Logger;
}

/** A placed order, and the secret that signs its callbacks when it has a callback URL (shown once). */
export interface PlacedOrder {
  order: Order;
  callbackSecret: string | null;
}

/** Concurrent changes to one order are rare; a few re-reads settle them. */
const MAX_ATTEMPTS = 4;

/**
 * Adoption orders for every protocol: place (reserving the pet), read, list, cancel (refunding
 * and releasing the pet), complete (adopting it), force-cancel. Each state change is one
 * conditional update with the expected state in the filter and the event in the same write.
 */
export class OrderService {
  constructor(private readonly deps: StoreDeps) {}

  async place(ctx: CallerContext, input: unknown): Promise<PlacedOrder> {
    const principal = assertCanWriteOrders(ctx);
    const fields = parseInput(PlaceOrderSchema, input, 'order');
    const callbackUrl =
      fields.callbackUrl === undefined
        ? null
        : await this.deps.webhooks.assertSafeUrl(fields.callbackUrl, 'callbackUrl');
    const orderId = newId();
    // The reservation is the atomic step: of many concurrent orders for one pet, one gets it.
    const pet = await this.deps.pets.reserveForOrder(ctx, fields.petId, orderId);
    const callbackSecret = callbackUrl === null ? null : newSigningSecret();
    const now = new Date();
    const draft = {
      id: orderId,
      petId: pet.id,
      userId: principal.userId,
      totalAmount: pet.priceMinor,
      currency: pet.currency,
    };
    const opening = openingState(draft, now);
    let doc: OrderDoc;
    try {
      const created = await this.deps.orders.create({
        _id: orderId,
        tenantId: ctx.tenantId,
        petId: pet.id,
        userId: principal.userId,
        status: opening.status,
        paymentStatus: opening.paymentStatus,
        totalAmount: pet.priceMinor,
        currency: pet.currency,
        callbackUrl,
        callbackSecret,
        notes: fields.notes ?? null,
        cancelReason: null,
        paymentId: null,
        paymentLock: null,
        outbox: opening.events,
        createdAt: now,
        updatedAt: now,
      });
      doc = created.toObject();
    } catch (error) {
      await this.deps.pets.releaseReservation(ctx, pet.id, orderId).catch(() => undefined);
      throw error;
    }
    const order = toOrder(doc);
    // The audit entry and the relay of the order's events are independent writes: run together.
    await Promise.all([
      this.deps.audit.recordAll(ctx, placementAuditEntries(order)),
      this.deps.relay.flushSoon(doc),
    ]);
    return { order, callbackSecret };
  }

  async get(ctx: CallerContext, orderId: string): Promise<Order> {
    const principal = assertCanReadOrders(ctx);
    const order = await this.load(ctx.tenantId, orderId);
    assertCanSeeOrder(principal, order);
    return order;
  }

  /** Customers list their own orders; staff and admins all of the tenant's. Newest first. */
  async list(ctx: CallerContext, rawQuery: unknown): Promise<Page<Order>> {
    const principal = assertCanReadOrders(ctx);
    const query = parseInput(ListOrdersQuerySchema, rawQuery, 'query');
    const filter: Record<string, unknown> = { tenantId: ctx.tenantId };
    if (!canSeeAllOrders(principal)) filter['userId'] = principal.userId;
    else if (query.userId !== undefined) filter['userId'] = query.userId;
    if (query.status !== undefined) filter['status'] = query.status;
    if (query.petId !== undefined) filter['petId'] = query.petId;
    if (query.from !== undefined || query.to !== undefined) {
      filter['createdAt'] = {
        ...(query.from === undefined ? {} : { $gte: query.from }),
        ...(query.to === undefined ? {} : { $lt: query.to }),
      };
    }
    if (query.cursor !== undefined) filter['_id'] = { $lt: idCursorPosition(query.cursor) };
    const docs = await this.deps.orders
      .find(filter)
      .sort({ _id: -1 })
      .limit(query.limit + 1)
      .lean<OrderDoc[]>();
    const page = pageOf(docs, query.limit, (last) => encodeCursor([last._id]));
    return { ...page, data: page.data.map(toOrder) };
  }

  /** The owner or staff cancel a PLACED or APPROVED order: refunded if paid, the pet released. */
  async cancel(ctx: CallerContext, orderId: string, input: unknown = {}): Promise<Order> {
    const principal = assertCanWriteOrders(ctx);
    const { reason } = parseInput(CancelOrderSchema, input, 'request');
    const order = await this.load(ctx.tenantId, orderId);
    assertCanSeeOrder(principal, order);
    const who = order.userId === principal.userId ? 'the customer' : 'staff';
    return this.cancelOrder(ctx, orderId, reason ?? `Cancelled by ${who}.`, 'order.cancel');
  }

  /** The admin API's force-cancel: any non-terminal order, with a reason; refunds if paid. */
  async forceCancel(ctx: CallerContext, orderId: string, input: unknown): Promise<Order> {
    assertCanForceCancelOrders(ctx);
    const { reason } = parseInput(ForceCancelOrderSchema, input, 'request');
    await this.load(ctx.tenantId, orderId);
    return this.cancelOrder(ctx, orderId, reason, 'order.force_cancel');
  }

  /** Staff complete a paid order: DELIVERED, and the pet is ADOPTED. */
  async complete(ctx: CallerContext, orderId: string): Promise<Order> {
    assertCanCompleteOrders(ctx);
    const before = await this.load(ctx.tenantId, orderId);
    assertTransition(before.status, 'DELIVERED');
    const now = new Date();
    const updated = await this.deps.orders
      .findOneAndUpdate(
        { _id: orderId, tenantId: ctx.tenantId, status: 'APPROVED', paymentStatus: 'PAID' },
        {
          $set: { status: 'DELIVERED', updatedAt: now },
          $push: { outbox: statusChangedEvent(before, 'APPROVED', 'DELIVERED', 'PAID', now) },
        },
        { returnDocument: 'after', timestamps: false },
      )
      .lean<OrderDoc>();
    if (updated === null) {
      const current = await this.load(ctx.tenantId, orderId);
      assertTransition(current.status, 'DELIVERED');
      throw new ConflictError('The order changed meanwhile; try again.', { orderStatus: current.status });
    }
    const after = toOrder(updated);
    await this.petStep('adopt', () => this.deps.pets.markAdopted(ctx, after.petId, after.id), after);
    await Promise.all([
      this.deps.audit.record(ctx, {
        action: 'order.complete',
        resource: { type: 'order', id: after.id },
        before,
        after,
      }),
      this.deps.relay.flushSoon(updated),
    ]);
    return after;
  }

  private async cancelOrder(
    ctx: CallerContext,
    orderId: string,
    reason: string,
    action: string,
  ): Promise<Order> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const before = await this.load(ctx.tenantId, orderId);
      assertTransition(before.status, 'CANCELLED');
      const wasPaid = before.paymentStatus === 'PAID';
      const paymentStatus = wasPaid ? 'REFUNDED' : before.paymentStatus;
      const now = new Date();
      const updated = await this.deps.orders
        .findOneAndUpdate(
          {
            _id: orderId,
            tenantId: ctx.tenantId,
            status: before.status,
            paymentStatus: before.paymentStatus,
          },
          {
            $set: {
              status: 'CANCELLED',
              paymentStatus,
              cancelReason: reason,
              paymentLock: null,
              updatedAt: now,
            },
            $push: { outbox: statusChangedEvent(before, before.status, 'CANCELLED', paymentStatus, now) },
          },
          { returnDocument: 'after', timestamps: false },
        )
        .lean<OrderDoc>();
      if (updated === null) continue; // paid or completed meanwhile: decide again on the fresh order
      const after = toOrder(updated);
      if (wasPaid) await this.refund(after);
      await this.petStep(
        'release',
        () => this.deps.pets.releaseReservation(ctx, after.petId, after.id),
        after,
      );
      await Promise.all([
        this.deps.audit.record(ctx, { action, resource: { type: 'order', id: after.id }, before, after }),
        this.deps.relay.flushSoon(updated),
      ]);
      return after;
    }
    throw new ConflictError('The order is changing too quickly; try again.');
  }

  /**
   * The order's change is the decision; the pet follows it. The pet's own guards make a mismatch
   * impossible through the order flow, so one here is logged loudly rather than undoing the order.
   */
  private async petStep(step: string, run: () => Promise<unknown>, order: Order): Promise<void> {
    try {
      await run();
    } catch (error) {
      this.deps.logger.error(
        { err: error, orderId: order.id, petId: order.petId, step },
        'pet did not follow its order',
      );
    }
  }

  private async refund(order: Order): Promise<void> {
    const payment = await this.deps.payments.succeededForOrder(order.tenantId, order.id);
    if (payment === null) return;
    try {
      await this.deps.payments.refund(payment);
    } catch (error) {
      // The order is already cancelled; the refund is owed and visible on the payment record.
      this.deps.logger.error({ err: error, orderId: order.id, paymentId: payment._id }, 'refund failed');
    }
  }

  private async load(tenantId: string, orderId: string): Promise<Order> {
    if (!isId(orderId)) throw new NotFoundError('Order');
    // Every order read and state change starts here: straight to the driver (as the
    // authenticator's read), the Order's fields only.
    const doc = await this.deps.orders.collection.findOne<OrderFields>(
      { _id: orderId as never, tenantId },
      { projection: ORDER_FIELDS },
    );
    if (doc === null) throw new NotFoundError('Order', orderId);
    return toOrder(doc);
  }
}
