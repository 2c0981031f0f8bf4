/** The store's vocabulary, shared by the model, the services and the presenters. */
export const ORDER_STATUSES = ['PLACED', 'APPROVED', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_PAYMENT_STATUSES = ['UNPAID', 'PAID', 'REFUNDED'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** An order (an adoption application) as the core hands it out; money in minor units. */
export interface Order {
  id: string;
  tenantId: string;
  petId: string;
  /** The customer who placed it. */
  userId: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  totalAmount: number;
  currency: string;
  callbackUrl: string | null;
  notes: string | null;
  cancelReason: string | null;
  paymentId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A payment as the core hands it out: never more of the method than its kind, brand and last 4. */
export interface Payment {
  id: string;
  orderId: string;
  status: 'SUCCEEDED' | 'FAILED' | 'REFUNDED';
  amount: number;
  currency: string;
  method: { type: 'card' | 'bank_account'; brand?: string; last4: string };
  createdAt: Date;
}

export interface InventoryCounts {
  AVAILABLE: number;
  PENDING: number;
  ADOPTED: number;
  NOT_AVAILABLE: number;
  total: number;
}
