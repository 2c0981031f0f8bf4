import { z } from 'zod';
import { checkCard, normalizeCardNumber } from './card.js';
import { checkBankAccount } from './bank-account.js';
import { ValidationError } from '../errors.js';
import { parseInput, text } from '../validation.js';

/** A positive amount with at most two decimals, as the exact string "150.00" or the number 150. */
const AmountSchema = z.union([
  z.string().regex(/^\d{1,7}\.\d{2}$/, 'Must be a decimal string with two decimals, e.g. "150.00".'),
  z
    .number()
    .positive()
    .max(9_999_999.99)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals.'),
]);

const CardMethodSchema = z
  .object({
    type: z.literal('card'),
    number: text().min(1).max(40),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(0).max(9999),
    cvc: text().min(1).max(8),
    holderName: text().trim().min(1).max(200),
  })
  .strict();

const BankAccountMethodSchema = z
  .object({
    type: z.literal('bank_account'),
    accountHolderName: text().trim().min(1).max(200),
    routingNumber: text().min(1).max(20),
    accountNumber: text().min(1).max(40),
    accountType: z.enum(['checking', 'savings']),
  })
  .strict();

/**
 * OrderPayment: the amount and currency the payer agrees to, and a card or a bank account.
 * The schema checks the shape; `parseOrderPayment` adds the format checks (Luhn, expiry, CVC
 * length, ABA checksum) with their own codes. Messages never echo the submitted numbers.
 */
export const OrderPaymentSchema = z
  .object({
    amount: AmountSchema,
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'Must be an ISO 4217 currency code.')
      .transform((code) => code.toUpperCase()),
    method: z.discriminatedUnion('type', [CardMethodSchema, BankAccountMethodSchema]),
  })
  .strict();

export type CardMethodInput = z.output<typeof CardMethodSchema>;
export type BankAccountMethodInput = z.output<typeof BankAccountMethodSchema>;
export type PaymentMethodInput = CardMethodInput | BankAccountMethodInput;

export interface OrderPaymentInput {
  /** Integer minor units (cents). */
  amount: number;
  currency: string;
  method: PaymentMethodInput;
}

export function parseOrderPayment(input: unknown, now: Date = new Date()): OrderPaymentInput {
  const payment = parseInput(OrderPaymentSchema, input, 'payment');
  const method = payment.method;
  const problems = method.type === 'card' ? checkCard(method, now) : checkBankAccount(method);
  if (problems.length > 0) {
    throw new ValidationError(
      'The payment method is invalid.',
      problems.map((problem) => ({
        field: `method.${problem.field}`,
        message: problem.message,
        code: problem.code,
      })),
    );
  }
  return {
    amount: toMinorUnits(payment.amount),
    currency: payment.currency,
    method: method.type === 'card' ? { ...method, number: normalizeCardNumber(method.number) } : method,
  };
}

function toMinorUnits(amount: string | number): number {
  if (typeof amount === 'number') return Math.round(amount * 100);
  const [units, cents] = amount.split('.') as [string, string];
  return Number(units) * 100 + Number(cents);
}
