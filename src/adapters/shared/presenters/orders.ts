import { formatMoney } from '../../../core/money.js';
import type { InventoryCounts, Order, Payment, SpeciesInventory } from '../../../core/store/index.js';

export interface OrderResource {
  id: string;
  petId: string;
  userId: string;
  tenantId: string;
  status: string;
  paymentStatus: string;
  /** Two-decimal string, e.g. "150.00". */
  totalAmount: string;
  currency: string;
  callbackUrl: string | null;
  notes: string | null;
  cancelReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PaymentResource {
  id: string;
  orderId: string;
  status: string;
  amount: string;
  currency: string;
  method: { type: string; brand?: string; last4: string };
  createdAt: string;
}

export function presentOrder(order: Order): OrderResource {
  return {
    id: order.id,
    petId: order.petId,
    userId: order.userId,
    tenantId: order.tenantId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    totalAmount: formatMoney(order.totalAmount),
    currency: order.currency,
    callbackUrl: order.callbackUrl,
    notes: order.notes,
    cancelReason: order.cancelReason,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The order as placed; its callback signing secret appears here and nowhere else. */
export function presentPlacedOrder(
  order: Order,
  callbackSecret: string | null,
): OrderResource & { callbackSecret?: string } {
  return callbackSecret === null ? presentOrder(order) : { ...presentOrder(order), callbackSecret };
}

export function presentPayment(payment: Payment): PaymentResource {
  return {
    id: payment.id,
    orderId: payment.orderId,
    status: payment.status,
    amount: formatMoney(payment.amount),
    currency: payment.currency,
    method: {
      type: payment.method.type,
      ...(payment.method.brand === undefined ? {} : { brand: payment.method.brand }),
      last4: payment.method.last4,
    },
    createdAt: payment.createdAt.toISOString(),
  };
}

export function presentInventory(counts: InventoryCounts): InventoryCounts {
  return {
    AVAILABLE: counts.AVAILABLE,
    PENDING: counts.PENDING,
    ADOPTED: counts.ADOPTED,
    NOT_AVAILABLE: counts.NOT_AVAILABLE,
    total: counts.total,
  };
}

/** One species' row of the inventory by species: the species, then the counts as `presentInventory`. */
export function presentSpeciesInventory(row: SpeciesInventory): SpeciesInventory {
  return { species: row.species, ...presentInventory(row) };
}
