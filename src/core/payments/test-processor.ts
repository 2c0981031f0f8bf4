import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProcessor, RefundRequest } from './processor.js';

interface Decline {
  declineCode: string;
  message: string;
}

/** Fixed test numbers, as payment providers publish them. Every other valid number succeeds. */
export const TEST_CARD_DECLINES: Readonly<Record<string, Decline>> = {
  '4000000000000002': { declineCode: 'card_declined', message: 'The card was declined.' },
  '4000000000009995': { declineCode: 'insufficient_funds', message: 'The card has insufficient funds.' },
};

export const TEST_BANK_ACCOUNT_DECLINES: Readonly<Record<string, Decline>> = {
  '000111111116': { declineCode: 'account_closed', message: 'The bank account is closed.' },
  '000222222227': { declineCode: 'insufficient_funds', message: 'The bank account has insufficient funds.' },
};

/**
 * The built-in processor: deterministic, offline, no money moves. References are derived from the
 * idempotency key, so a repeated call answers exactly as the first did.
 */
export class TestPaymentProcessor implements PaymentProcessor {
  readonly name = 'test';

  charge(request: ChargeRequest): Promise<ChargeResult> {
    const method = request.method;
    const decline =
      method.type === 'card'
        ? TEST_CARD_DECLINES[method.number]
        : TEST_BANK_ACCOUNT_DECLINES[method.accountNumber];
    if (decline !== undefined) return Promise.resolve({ outcome: 'declined', ...decline });
    return Promise.resolve({ outcome: 'succeeded', reference: reference('ch', request.idempotencyKey) });
  }

  refund(request: RefundRequest): Promise<{ reference: string }> {
    return Promise.resolve({ reference: reference('re', request.idempotencyKey) });
  }
}

function reference(prefix: string, key: string): string {
  return `test_${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}
