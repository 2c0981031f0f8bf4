// Original file: protos/petstore/v1/order.proto

/**
 * Whether an order has been paid.
 */
export const PaymentStatus = {
  PAYMENT_STATUS_UNSPECIFIED: 'PAYMENT_STATUS_UNSPECIFIED',
  PAYMENT_STATUS_UNPAID: 'PAYMENT_STATUS_UNPAID',
  PAYMENT_STATUS_PAID: 'PAYMENT_STATUS_PAID',
  PAYMENT_STATUS_REFUNDED: 'PAYMENT_STATUS_REFUNDED',
} as const;

/**
 * Whether an order has been paid.
 */
export type PaymentStatus =
  | 'PAYMENT_STATUS_UNSPECIFIED'
  | 0
  | 'PAYMENT_STATUS_UNPAID'
  | 1
  | 'PAYMENT_STATUS_PAID'
  | 2
  | 'PAYMENT_STATUS_REFUNDED'
  | 3

/**
 * Whether an order has been paid.
 */
export type PaymentStatus__Output = typeof PaymentStatus[keyof typeof PaymentStatus]
