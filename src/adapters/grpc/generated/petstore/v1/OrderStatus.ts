// Original file: protos/petstore/v1/order.proto

/**
 * Where an adoption order stands; CANCELLED and DELIVERED are terminal.
 */
export const OrderStatus = {
  ORDER_STATUS_UNSPECIFIED: 'ORDER_STATUS_UNSPECIFIED',
  ORDER_STATUS_PLACED: 'ORDER_STATUS_PLACED',
  ORDER_STATUS_APPROVED: 'ORDER_STATUS_APPROVED',
  ORDER_STATUS_DELIVERED: 'ORDER_STATUS_DELIVERED',
  ORDER_STATUS_CANCELLED: 'ORDER_STATUS_CANCELLED',
} as const;

/**
 * Where an adoption order stands; CANCELLED and DELIVERED are terminal.
 */
export type OrderStatus =
  | 'ORDER_STATUS_UNSPECIFIED'
  | 0
  | 'ORDER_STATUS_PLACED'
  | 1
  | 'ORDER_STATUS_APPROVED'
  | 2
  | 'ORDER_STATUS_DELIVERED'
  | 3
  | 'ORDER_STATUS_CANCELLED'
  | 4

/**
 * Where an adoption order stands; CANCELLED and DELIVERED are terminal.
 */
export type OrderStatus__Output = typeof OrderStatus[keyof typeof OrderStatus]
