import { randomUUID } from 'node:crypto';
import type { AuditService } from '../audit/service.js';
import type { CallerContext } from '../context.js';
import { ConflictError, NotFoundError, PaymentDeclinedError, UnprocessableError } from '../errors.js';
import { isId } from '../ids.js';
import { formatMoney } from '../money.js';
import type { IdempotencyKeys, Settled } from '../payments/idempotency.js';
import type { PaymentDoc } from '../payments/model.js';
import { parseOrderPayment, type OrderPaymentInput } from '../payments/schemas.js';
import type { PaymentService } from '../payments/service.js';
import { paymentSucceededEvent, statusChangedEvent } from './events.js';
import { toOrder, type OrderDoc, type OrderModel } from './model.js';
import type { OrderOutboxRelay } from './outbox-relay.js';
import { assertCanPay, assertCanWriteOrders } from './policy.js';
import type { Order, Payment } from './types.js';

/** Longer than any processor call; a lock past it belongs to a request that died. */
const PAYMENT_LOCK_MS = 60_000;

/** What an idempotency key keeps: the first outcome, replayed to repeats. */
type StoredOutcome =
  | { outcome: 'succeeded'; payment: Omit<Payment, 'createdAt'> & { createdAt: string } }
  | { outcome: 'declined'; message: string; declineCode: string };

export interface PaymentResult {
  payment: Payment;
  /** True when this is a repeat of an earlier request with the same idempotency key. */
  replayed: boolean;
}

export function toPayment(doc: PaymentDoc): Payment {
  return {
    id: doc._id,
    orderId: doc.orderId,
    status: doc.status,
    amount: doc.amount,
    currency: doc.currency,
    method: {
      type: doc.method.type,
      ...(doc.method.brand === undefined ? {} : { brand: doc.method.brand }),
      last4: doc.method.last4,
    },
    createdAt: doc.createdAt,
  };
}

/**
 * Paying for an order: validate the method, check the amount, charge once, and move the order to
 * APPROVED/PAID with its events in one conditional update. A lock on the order (a conditional
 * update too) keeps two concurrent payment requests from both charging; an idempotency key makes
 * a retried request return the first outcome instead of paying again.
 */
export class OrderPaymentFlow {
  constructor(
    private readonly orders: OrderModel,
    private readonly payments: PaymentService,
    private readonly idempotency: IdempotencyKeys,
    private readonly relay: OrderOutboxRelay,
    private readonly audit: AuditService,
  ) {}

  async pay(
    ctx: CallerContext,
    orderId: string,
    input: unknown,
    idempotencyKey?: string,
  ): Promise<PaymentResult> {
    const principal = assertCanWriteOrders(ctx);
    const order = await this.load(ctx.tenantId, orderId);
    assertCanPay(principal, order);
    const payment = parseOrderPayment(input);
    if (idempotencyKey === undefined) {
      return { payment: await this.charge(ctx, order, payment, randomUUID()), replayed: false };
    }
    const { value, replayed } = await this.idempotency.execute<Payment, StoredOutcome>(
      { tenantId: ctx.tenantId, callerId: principal.userId, scope: 'order.payment', key: idempotencyKey },
      { orderId, body: input },
      {
        run: (recordId) => this.charge(ctx, order, payment, recordId),
        toStored: keepOutcome,
        fromStored: replayOutcome,
      },
    );
    return { payment: value, replayed };
  }

  /** `before` may be a moment old: the conditional lock below is what decides. */
  private async charge(
    ctx: CallerContext,
    before: Order,
    input: OrderPaymentInput,
    attemptKey: string,
  ): Promise<Payment> {
    const orderId = before.id;
    assertPayable(before, input);
    const token = randomUUID();
    const now = new Date();
    const locked = await this.orders
      .findOneAndUpdate(
        {
          _id: orderId,
          tenantId: ctx.tenantId,
          status: 'PLACED',
          paymentStatus: 'UNPAID',
          $or: [{ paymentLock: null }, { 'paymentLock.until': { $lte: now } }],
        },
        { $set: { paymentLock: { token, until: new Date(now.getTime() + PAYMENT_LOCK_MS) } } },
        { returnDocument: 'after', timestamps: false },
      )
      .lean<OrderDoc>();
    if (locked === null) {
      const current = await this.load(ctx.tenantId, orderId);
      assertPayable(current, input);
      throw new ConflictError('A payment for this order is already in progress.', {
        orderStatus: current.status,
      });
    }

    const charged = await this.payments.charge({
      tenantId: ctx.tenantId,
      orderId,
      userId: before.userId,
      amount: input.amount,
      currency: input.currency,
      method: input.method,
      attemptKey,
    });
    if (charged.outcome === 'declined') {
      await this.orders.updateOne(
        { _id: orderId, tenantId: ctx.tenantId, 'paymentLock.token': token },
        { $set: { paymentLock: null } },
        { timestamps: false },
      );
      await this.audit.record(ctx, {
        action: 'order.pay',
        resource: { type: 'order', id: orderId },
        after: { paymentId: charged.payment._id, declineCode: charged.declineCode },
        outcome: 'failure',
      });
      throw new PaymentDeclinedError(charged.message, charged.declineCode);
    }

    const paidAt = new Date();
    const paid = await this.orders
      .findOneAndUpdate(
        {
          _id: orderId,
          tenantId: ctx.tenantId,
          status: 'PLACED',
          paymentStatus: 'UNPAID',
          'paymentLock.token': token,
        },
        {
          $set: {
            status: 'APPROVED',
            paymentStatus: 'PAID',
            paymentId: charged.payment._id,
            paymentLock: null,
            updatedAt: paidAt,
          },
          $push: {
            outbox: {
              $each: [
                paymentSucceededEvent(before, charged.payment._id, paidAt),
                statusChangedEvent(before, 'PLACED', 'APPROVED', 'PAID', paidAt),
              ],
            },
          },
        },
        { returnDocument: 'after', timestamps: false },
      )
      .lean<OrderDoc>();
    if (paid === null) {
      // Cancelled while the charge ran: the money goes straight back.
      await this.payments.refund(charged.payment);
      throw new ConflictError(
        'The order was cancelled while the payment was processed; the payment was refunded.',
      );
    }
    const after = toOrder(paid);
    // Both audit entries in one write, alongside the relay: neither depends on the other.
    await Promise.all([
      this.audit.recordAll(ctx, [
        { action: 'order.pay', resource: { type: 'order', id: orderId }, before, after },
        {
          action: 'payment.create',
          resource: { type: 'payment', id: charged.payment._id },
          after: toPayment(charged.payment),
        },
      ]),
      this.relay.flushSoon(paid),
    ]);
    return toPayment(charged.payment);
  }

  private async load(tenantId: string, orderId: string): Promise<Order> {
    if (!isId(orderId)) throw new NotFoundError('Order');
    const doc = await this.orders.findOne({ _id: orderId, tenantId }).lean<OrderDoc>();
    if (doc === null) throw new NotFoundError('Order', orderId);
    return toOrder(doc);
  }
}

function assertPayable(order: Order, input: OrderPaymentInput): void {
  if (order.paymentStatus !== 'UNPAID') {
    throw new ConflictError(`The order is already ${order.paymentStatus === 'PAID' ? 'paid' : 'refunded'}.`, {
      orderStatus: order.status,
      paymentStatus: order.paymentStatus,
    });
  }
  if (order.status !== 'PLACED') {
    throw new ConflictError(`An order that is ${order.status} cannot be paid.`, {
      orderStatus: order.status,
    });
  }
  if (input.currency !== order.currency || input.amount !== order.totalAmount) {
    throw new UnprocessableError('The amount must equal the order total.', [
      {
        field: input.currency !== order.currency ? 'currency' : 'amount',
        message: `The order total is ${formatMoney(order.totalAmount)} ${order.currency}.`,
        code: 'amount_mismatch',
      },
    ]);
  }
}

/** Charges and declines are the processor's decisions and are replayed; anything else is not kept. */
function keepOutcome(settled: Settled<Payment>): StoredOutcome | undefined {
  if (settled.kind === 'value') {
    return {
      outcome: 'succeeded',
      payment: { ...settled.value, createdAt: settled.value.createdAt.toISOString() },
    };
  }
  const error = settled.error;
  if (error instanceof PaymentDeclinedError) {
    return {
      outcome: 'declined',
      message: error.message,
      declineCode: String(error.extensions?.['declineCode']),
    };
  }
  return undefined;
}

function replayOutcome(stored: StoredOutcome): Payment {
  if (stored.outcome === 'declined') throw new PaymentDeclinedError(stored.message, stored.declineCode);
  return { ...stored.payment, createdAt: new Date(stored.payment.createdAt) };
}
