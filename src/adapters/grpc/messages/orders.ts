import type { InventoryCounts, Order, Payment } from '../../../core/store/types.js';
import { presentInventory, presentOrder, presentPayment } from '../../shared/presenters/orders.js';
import { fromEnum, nonEmpty, toEnum, toTimestamp } from './common.js';

type Message = Record<string, unknown>;

/** The shared Order presentation as a `petstore.v1.Order` message. */
export function orderMessage(order: Order): Message {
  const shown = presentOrder(order);
  return {
    id: shown.id,
    petId: shown.petId,
    userId: shown.userId,
    tenantId: shown.tenantId,
    status: toEnum('ORDER_STATUS', shown.status),
    paymentStatus: toEnum('PAYMENT_STATUS', shown.paymentStatus),
    totalAmount: shown.totalAmount,
    currency: shown.currency,
    callbackUrl: shown.callbackUrl,
    notes: shown.notes,
    cancelReason: shown.cancelReason,
    createTime: toTimestamp(order.createdAt),
    updateTime: toTimestamp(order.updatedAt),
  };
}

export function paymentMessage(payment: Payment): Message {
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

export function inventoryMessage(counts: InventoryCounts): Message {
  const shown = presentInventory(counts);
  return {
    available: shown.AVAILABLE,
    pending: shown.PENDING,
    adopted: shown.ADOPTED,
    notAvailable: shown.NOT_AVAILABLE,
    total: shown.total,
  };
}

/** ListOrdersRequest as the core's typed order query. */
export function orderListQuery(request: Message): Message {
  const query: Message = {
    limit: request['pageSize'] === 0 ? undefined : request['pageSize'],
    cursor: nonEmpty(request['pageToken']),
    status: fromEnum('ORDER_STATUS', request['status']),
    petId: nonEmpty(request['petId']),
    userId: nonEmpty(request['userId']),
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

const CARD_FIELDS = ['number', 'expMonth', 'expYear', 'cvc', 'holderName'];
const BANK_FIELDS = ['accountHolderName', 'routingNumber', 'accountNumber', 'accountType'];

function pick(source: Message, names: string[]): Message {
  return Object.fromEntries(
    names.filter((name) => source[name] !== undefined).map((name) => [name, source[name]]),
  );
}

/** PayOrderRequest as the core's OrderPayment input: the oneof `method` as a typed method. */
export function paymentInput(request: Message): Message {
  const card = request['card'] as Message | undefined;
  const bank = request['bankAccount'] as Message | undefined;
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
