import type { SpeciesInventory } from '../../../core/store/inventory.js';
import type { InventoryCounts, Order, Payment } from '../../../core/store/types.js';
import type { BankAccountMethod__Output as BankAccountRequest } from '../generated/petstore/v1/BankAccountMethod.js';
import type { CardMethod__Output as CardRequest } from '../generated/petstore/v1/CardMethod.js';
import type { GetInventoryResponse } from '../generated/petstore/v1/GetInventoryResponse.js';
import type { ListOrdersRequest__Output as ListOrdersRequest } from '../generated/petstore/v1/ListOrdersRequest.js';
import type { Order as OrderMessage } from '../generated/petstore/v1/Order.js';
import type { PayOrderRequest__Output as PayOrderRequest } from '../generated/petstore/v1/PayOrderRequest.js';
import type { Payment as PaymentMessage } from '../generated/petstore/v1/Payment.js';
import type { SpeciesInventory as SpeciesInventoryMessage } from '../generated/petstore/v1/SpeciesInventory.js';
import { presentInventory, presentOrder, presentPayment } from '../../shared/presenters/orders.js';
import { fromEnum, nonEmpty, toEnum, toTimestamp } from './common.js';

/** The core's input: untyped here, validated by the core. */
type Message = Record<string, unknown>;

/**
 * The shared Order presentation as a `petstore.v1.Order` message. Enums are read from the core's
 * order, whose values the proto enums must all have.
 */
export function orderMessage(order: Order): OrderMessage {
  const shown = presentOrder(order);
  return {
    id: shown.id,
    petId: shown.petId,
    userId: shown.userId,
    tenantId: shown.tenantId,
    status: toEnum('ORDER_STATUS', order.status),
    paymentStatus: toEnum('PAYMENT_STATUS', order.paymentStatus),
    totalAmount: shown.totalAmount,
    currency: shown.currency,
    callbackUrl: shown.callbackUrl ?? undefined,
    notes: shown.notes ?? undefined,
    cancelReason: shown.cancelReason ?? undefined,
    createTime: toTimestamp(order.createdAt),
    updateTime: toTimestamp(order.updatedAt),
  };
}

export function paymentMessage(payment: Payment): PaymentMessage {
  const shown = presentPayment(payment);
  return {
    id: shown.id,
    orderId: shown.orderId,
    status: shown.status,
    amount: shown.amount,
    currency: shown.currency,
    method: shown.method,
    createTime: toTimestamp(payment.createdAt),
  };
}

export function inventoryMessage(counts: InventoryCounts): GetInventoryResponse {
  const shown = presentInventory(counts);
  return {
    available: shown.AVAILABLE,
    pending: shown.PENDING,
    adopted: shown.ADOPTED,
    notAvailable: shown.NOT_AVAILABLE,
    total: shown.total,
  };
}

/** One species' row of REST's `GET /v1/store/inventories`, its species as the proto enum. */
export function speciesInventoryMessage(row: SpeciesInventory): SpeciesInventoryMessage {
  return { species: toEnum('SPECIES', row.species), ...inventoryMessage(row) };
}

/** ListOrdersRequest as the core's typed order query. */
export function orderListQuery(request: ListOrdersRequest): Message {
  const query: Message = {
    limit: request['pageSize'] === 0 ? undefined : request['pageSize'],
    cursor: nonEmpty(request['pageToken']),
    status: fromEnum('ORDER_STATUS', request['status']),
    petId: nonEmpty(request['petId']),
    userId: nonEmpty(request['userId']),
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

const CARD_FIELDS: (keyof CardRequest)[] = ['number', 'expMonth', 'expYear', 'cvc', 'holderName'];
const BANK_FIELDS: (keyof BankAccountRequest)[] = [
  'accountHolderName',
  'routingNumber',
  'accountNumber',
  'accountType',
];

function pick<T extends object>(source: T, names: (keyof T & string)[]): Message {
  return Object.fromEntries(
    names.filter((name) => source[name] !== undefined).map((name) => [name, source[name]]),
  );
}

/** PayOrderRequest as the core's OrderPayment input: the oneof `method` as a typed method. */
export function paymentInput(request: PayOrderRequest): Message {
  const card = request['card'];
  const bank = request['bankAccount'];
  const method =
    card !== undefined
      ? { type: 'card', ...pick(card, CARD_FIELDS) }
      : bank !== undefined
        ? { type: 'bank_account', ...pick(bank, BANK_FIELDS) }
        : undefined;
  const input: Message = {
    amount: nonEmpty(request['amount']),
    currency: nonEmpty(request['currency']),
    method,
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}
