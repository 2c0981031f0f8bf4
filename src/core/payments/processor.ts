import type { PaymentMethodInput } from './schemas.js';

/**
 * The port a payment processor plugs into. The built-in test processor answers from fixed test
 * numbers; a real one (a card acquirer, an ACH provider) implements the same two calls. The method
 * with its full number lives only in memory for the duration of `charge`.
 */
export interface ChargeRequest {
  /** Stable per payment attempt, so a retried call never charges twice at the processor either. */
  idempotencyKey: string;
  /** Integer minor units. */
  amount: number;
  currency: string;
  method: PaymentMethodInput;
  description: string;
}

export type ChargeResult =
  { outcome: 'succeeded'; reference: string } | { outcome: 'declined'; declineCode: string; message: string };

export interface RefundRequest {
  idempotencyKey: string;
  /** The processor's reference of the original charge. */
  reference: string;
  amount: number;
  currency: string;
}

export interface PaymentProcessor {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<{ reference: string }>;
}
