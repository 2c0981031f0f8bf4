import { assertCanWriteOrders } from '../../../core/store/policy.js';
import { unary, type GrpcDoor } from '../call.js';
import { serverStream } from '../stream-call.js';
import { snakeCasePath } from '../field-paths.js';
import type { CancelOrderRequest__Output as CancelOrderRequest } from '../generated/petstore/v1/CancelOrderRequest.js';
import type { CompleteOrderRequest__Output as CompleteOrderRequest } from '../generated/petstore/v1/CompleteOrderRequest.js';
import type { GetInventoryRequest__Output as GetInventoryRequest } from '../generated/petstore/v1/GetInventoryRequest.js';
import type { GetInventoryResponse } from '../generated/petstore/v1/GetInventoryResponse.js';
import type { GetOrderRequest__Output as GetOrderRequest } from '../generated/petstore/v1/GetOrderRequest.js';
import type { ListInventoriesRequest__Output as ListInventoriesRequest } from '../generated/petstore/v1/ListInventoriesRequest.js';
import type { ListInventoriesResponse } from '../generated/petstore/v1/ListInventoriesResponse.js';
import type { ListOrdersRequest__Output as ListOrdersRequest } from '../generated/petstore/v1/ListOrdersRequest.js';
import type { ListOrdersResponse } from '../generated/petstore/v1/ListOrdersResponse.js';
import type { Order as OrderMessage } from '../generated/petstore/v1/Order.js';
import type { PayOrderRequest__Output as PayOrderRequest } from '../generated/petstore/v1/PayOrderRequest.js';
import type { PayOrderResponse } from '../generated/petstore/v1/PayOrderResponse.js';
import type { PlaceOrderRequest__Output as PlaceOrderRequest } from '../generated/petstore/v1/PlaceOrderRequest.js';
import type { PlaceOrderResponse } from '../generated/petstore/v1/PlaceOrderResponse.js';
import type { StoreServiceHandlers } from '../generated/petstore/v1/StoreService.js';
import type { WatchOrderRequest__Output as WatchOrderRequest } from '../generated/petstore/v1/WatchOrderRequest.js';
import type { WatchOrderResponse } from '../generated/petstore/v1/WatchOrderResponse.js';
import { nonEmpty } from '../messages/common.js';
import {
  inventoryMessage,
  orderListQuery,
  orderMessage,
  paymentInput,
  paymentMessage,
  speciesInventoryMessage,
} from '../messages/orders.js';

const SERVICE = '/petstore.v1.StoreService/';

/** The core's names for list fields, as ListOrdersRequest names them. */
const LIST_FIELDS: Record<string, string> = { limit: 'page_size', cursor: 'page_token' };

/** `method.number` of the core's payment input, as PayOrderRequest names it: `card.number`. */
function paymentFieldPath(field: string, request: PayOrderRequest): string {
  const method = request['bankAccount'] !== undefined ? 'bank_account' : 'card';
  if (field.startsWith('method.')) return `${method}.${snakeCasePath(field.slice('method.'.length))}`;
  return snakeCasePath(field);
}

/** `petstore.v1.StoreService` over the core's orders, payments and inventory. */
export function storeService(door: GrpcDoor): StoreServiceHandlers {
  const { orders, payments, inventory } = door.core;
  return {
    GetInventory: unary<GetInventoryRequest, GetInventoryResponse>(
      door,
      `${SERVICE}GetInventory`,
      async ({ caller }) => inventoryMessage(await inventory.totals(caller)),
    ),
    ListInventories: unary<ListInventoriesRequest, ListInventoriesResponse>(
      door,
      `${SERVICE}ListInventories`,
      async ({ caller }) => ({
        inventories: (await inventory.bySpecies(caller)).map(speciesInventoryMessage),
      }),
    ),
    PlaceOrder: unary<PlaceOrderRequest, PlaceOrderResponse>(
      door,
      `${SERVICE}PlaceOrder`,
      async ({ caller, request }) => {
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
      },
    ),
    GetOrder: unary<GetOrderRequest, OrderMessage>(door, `${SERVICE}GetOrder`, async ({ caller, request }) =>
      orderMessage(await orders.get(caller, String(request['orderId'] ?? ''))),
    ),
    ListOrders: unary<ListOrdersRequest, ListOrdersResponse>(
      door,
      `${SERVICE}ListOrders`,
      async ({ caller, request }) => {
        const page = await orders.list(caller, orderListQuery(request));
        return { orders: page.data.map(orderMessage), nextPageToken: page.nextCursor ?? '' };
      },
      { fieldPath: (field) => LIST_FIELDS[field] ?? snakeCasePath(field) },
    ),
    CancelOrder: unary<CancelOrderRequest, OrderMessage>(
      door,
      `${SERVICE}CancelOrder`,
      async ({ caller, request }) => {
        const reason = nonEmpty(request['reason']);
        const order = await orders.cancel(
          caller,
          String(request['orderId'] ?? ''),
          reason === undefined ? {} : { reason },
        );
        return orderMessage(order);
      },
    ),
    CompleteOrder: unary<CompleteOrderRequest, OrderMessage>(
      door,
      `${SERVICE}CompleteOrder`,
      async ({ caller, request }) =>
        orderMessage(await orders.complete(caller, String(request['orderId'] ?? ''))),
    ),
    PayOrder: unary<PayOrderRequest, PayOrderResponse>(
      door,
      `${SERVICE}PayOrder`,
      async ({ caller, request }) => {
        assertCanWriteOrders(caller);
        const key = nonEmpty(request['idempotencyKey']);
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
    WatchOrder: serverStream<WatchOrderRequest, WatchOrderResponse>(
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
