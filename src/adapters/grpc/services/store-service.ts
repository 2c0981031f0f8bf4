import type { UntypedServiceImplementation } from '@grpc/grpc-js';
import { assertCanWriteOrders } from '../../../core/store/policy.js';
import { unary, type GrpcDoor } from '../call.js';
import { serverStream } from '../stream-call.js';
import { snakeCasePath } from '../field-paths.js';
import { nonEmpty } from '../messages/common.js';
import {
  inventoryMessage,
  orderListQuery,
  orderMessage,
  paymentInput,
  paymentMessage,
} from '../messages/orders.js';

type Message = Record<string, unknown>;

const SERVICE = '/petstore.v1.StoreService/';

/** The core's names for list fields, as ListOrdersRequest names them. */
const LIST_FIELDS: Record<string, string> = { limit: 'page_size', cursor: 'page_token' };

/** `method.number` of the core's payment input, as PayOrderRequest names it: `card.number`. */
function paymentFieldPath(field: string, request: Message): string {
  const method = request['bankAccount'] !== undefined ? 'bank_account' : 'card';
  if (field.startsWith('method.')) return `${method}.${snakeCasePath(field.slice('method.'.length))}`;
  return snakeCasePath(field);
}

/** `petstore.v1.StoreService` over the core's orders, payments and inventory. */
export function storeService(door: GrpcDoor): UntypedServiceImplementation {
  const { orders, payments, inventory } = door.core;
  return {
    GetInventory: unary<Message, Message>(door, `${SERVICE}GetInventory`, async ({ caller }) =>
      inventoryMessage(await inventory.totals(caller)),
    ),
    PlaceOrder: unary<Message, Message>(door, `${SERVICE}PlaceOrder`, async ({ caller, request }) => {
      // Refused before the request is read, as REST does: a caller who may not order learns nothing.
      assertCanWriteOrders(caller);
      const input = Object.fromEntries(
        Object.entries({
          petId: request['petId'] ?? '',
          callbackUrl: nonEmpty(request['callbackUrl']),
          notes: nonEmpty(request['notes']),
        }).filter(([, value]) => value !== undefined),
      );
      const { order, callbackSecret } = await orders.place(caller, input);
      return { order: orderMessage(order), callbackSecret: callbackSecret ?? '' };
    }),
    GetOrder: unary<Message, Message>(door, `${SERVICE}GetOrder`, async ({ caller, request }) =>
      orderMessage(await orders.get(caller, String(request['orderId'] ?? ''))),
    ),
    ListOrders: unary<Message, Message>(
      door,
      `${SERVICE}ListOrders`,
      async ({ caller, request }) => {
        const page = await orders.list(caller, orderListQuery(request));
        return { orders: page.data.map(orderMessage), nextPageToken: page.nextCursor ?? '' };
      },
      { fieldPath: (field) => LIST_FIELDS[field] ?? snakeCasePath(field) },
    ),
    CancelOrder: unary<Message, Message>(door, `${SERVICE}CancelOrder`, async ({ caller, request }) => {
      const reason = nonEmpty(request['reason']);
      const order = await orders.cancel(
        caller,
        String(request['orderId'] ?? ''),
        reason === undefined ? {} : { reason },
      );
      return orderMessage(order);
    }),
    PayOrder: unary<Message, Message>(
      door,
      `${SERVICE}PayOrder`,
      async ({ caller, request }) => {
        assertCanWriteOrders(caller);
        const key = nonEmpty(request['idempotencyKey']) as string | undefined;
        const { payment, replayed } = await payments.pay(
          caller,
          String(request['orderId'] ?? ''),
          paymentInput(request),
          key,
        );
        return { payment: paymentMessage(payment), replayed };
      },
      { fieldPath: paymentFieldPath },
    ),
    WatchOrder: serverStream<Message, Message>(
      door,
      `${SERVICE}WatchOrder`,
      async ({ caller, request, signal }) => {
        const orderId = String(request['orderId'] ?? '');
        // The first read happens here, so a missing order or a refusal is the call's status.
        const updates = await door.core.orderWatch.watch(caller, orderId, signal);
        return (async function* () {
          for await (const order of updates) yield { order: orderMessage(order) };
        })();
      },
    ),
  };
}
