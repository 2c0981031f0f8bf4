import type { Logger } from '../../logger.js';
import { cardFacts } from './card.js';
import type { PaymentDoc, PaymentModel, StoredPaymentMethod } from './model.js';
import type { PaymentProcessor } from './processor.js';
import type { PaymentMethodInput } from './schemas.js';

export interface ChargeInput {
  tenantId: string;
  orderId: string;
  userId: string;
  /** Integer minor units. */
  amount: number;
  currency: string;
  method: PaymentMethodInput;
  /** Stable per payment attempt: the processor's own idempotency key. */
  attemptKey: string;
}

export type ChargeOutcome =
  | { outcome: 'succeeded'; payment: PaymentDoc }
  | { outcome: 'declined'; payment: PaymentDoc; declineCode: string; message: string };

/** Keeps of a method only what a receipt shows. */
export function storedMethod(method: PaymentMethodInput): StoredPaymentMethod {
  if (method.type === 'card') {
    const facts = cardFacts(method.number);
    return { type: 'card', brand: facts.brand, last4: facts.last4 };
  }
  return { type: 'bank_account', last4: method.accountNumber.slice(-4), accountType: method.accountType };
}

/**
 * Charges and refunds through the processor port and keeps the record of each attempt. Order
 * state is not this service's business: the store's payment flow decides when to charge.
 */
export class PaymentService {
  constructor(
    private readonly payments: PaymentModel,
    private readonly processor: PaymentProcessor,
    private readonly logger: Logger,
  ) {}

  async charge(input: ChargeInput): Promise<ChargeOutcome> {
    const result = await this.processor.charge({
      idempotencyKey: input.attemptKey,
      amount: input.amount,
      currency: input.currency,
      method: input.method,
      description: `Adoption order ${input.orderId}`,
    });
    const base = {
      tenantId: input.tenantId,
      orderId: input.orderId,
      userId: input.userId,
      amount: input.amount,
      currency: input.currency,
      method: storedMethod(input.method),
      processor: this.processor.name,
    };
    if (result.outcome === 'declined') {
      const payment = await this.payments.create({
        ...base,
        status: 'FAILED',
        processorReference: null,
        declineCode: result.declineCode,
      });
      this.logger.info(
        { orderId: input.orderId, paymentId: payment._id, declineCode: result.declineCode },
        'payment declined',
      );
      return {
        outcome: 'declined',
        payment: payment.toObject(),
        declineCode: result.declineCode,
        message: result.message,
      };
    }
    const payment = await this.payments.create({
      ...base,
      status: 'SUCCEEDED',
      processorReference: result.reference,
    });
    this.logger.info({ orderId: input.orderId, paymentId: payment._id }, 'payment succeeded');
    return { outcome: 'succeeded', payment: payment.toObject() };
  }

  /** Returns the money of a succeeded payment; refunding twice is harmless. */
  async refund(payment: PaymentDoc): Promise<PaymentDoc> {
    if (payment.status !== 'SUCCEEDED' || payment.processorReference === null) return payment;
    const refund = await this.processor.refund({
      idempotencyKey: `refund:${payment._id}`,
      reference: payment.processorReference,
      amount: payment.amount,
      currency: payment.currency,
    });
    const updated = await this.payments
      .findOneAndUpdate(
        { tenantId: payment.tenantId, orderId: payment.orderId, _id: payment._id, status: 'SUCCEEDED' },
        { $set: { status: 'REFUNDED', refundReference: refund.reference, refundedAt: new Date() } },
        { returnDocument: 'after' },
      )
      .lean<PaymentDoc>();
    this.logger.info({ orderId: payment.orderId, paymentId: payment._id }, 'payment refunded');
    return updated ?? payment;
  }

  // Payments are always looked up with their tenant: the leading field of the shard key.
  async succeededForOrder(tenantId: string, orderId: string): Promise<PaymentDoc | null> {
    return this.payments
      .findOne({ tenantId, orderId, status: { $in: ['SUCCEEDED', 'REFUNDED'] } })
      .lean<PaymentDoc>();
  }

  async forOrder(tenantId: string, orderId: string): Promise<PaymentDoc[]> {
    return this.payments.find({ tenantId, orderId }).sort({ createdAt: -1 }).lean<PaymentDoc[]>();
  }
}
