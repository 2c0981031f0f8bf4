// Original file: protos/petstore/v1/store_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CancelOrderRequest as _petstore_v1_CancelOrderRequest, CancelOrderRequest__Output as _petstore_v1_CancelOrderRequest__Output } from '../../petstore/v1/CancelOrderRequest.js';
import type { CompleteOrderRequest as _petstore_v1_CompleteOrderRequest, CompleteOrderRequest__Output as _petstore_v1_CompleteOrderRequest__Output } from '../../petstore/v1/CompleteOrderRequest.js';
import type { GetInventoryRequest as _petstore_v1_GetInventoryRequest, GetInventoryRequest__Output as _petstore_v1_GetInventoryRequest__Output } from '../../petstore/v1/GetInventoryRequest.js';
import type { GetInventoryResponse as _petstore_v1_GetInventoryResponse, GetInventoryResponse__Output as _petstore_v1_GetInventoryResponse__Output } from '../../petstore/v1/GetInventoryResponse.js';
import type { GetOrderRequest as _petstore_v1_GetOrderRequest, GetOrderRequest__Output as _petstore_v1_GetOrderRequest__Output } from '../../petstore/v1/GetOrderRequest.js';
import type { ListInventoriesRequest as _petstore_v1_ListInventoriesRequest, ListInventoriesRequest__Output as _petstore_v1_ListInventoriesRequest__Output } from '../../petstore/v1/ListInventoriesRequest.js';
import type { ListInventoriesResponse as _petstore_v1_ListInventoriesResponse, ListInventoriesResponse__Output as _petstore_v1_ListInventoriesResponse__Output } from '../../petstore/v1/ListInventoriesResponse.js';
import type { ListOrdersRequest as _petstore_v1_ListOrdersRequest, ListOrdersRequest__Output as _petstore_v1_ListOrdersRequest__Output } from '../../petstore/v1/ListOrdersRequest.js';
import type { ListOrdersResponse as _petstore_v1_ListOrdersResponse, ListOrdersResponse__Output as _petstore_v1_ListOrdersResponse__Output } from '../../petstore/v1/ListOrdersResponse.js';
import type { Order as _petstore_v1_Order, Order__Output as _petstore_v1_Order__Output } from '../../petstore/v1/Order.js';
import type { PayOrderRequest as _petstore_v1_PayOrderRequest, PayOrderRequest__Output as _petstore_v1_PayOrderRequest__Output } from '../../petstore/v1/PayOrderRequest.js';
import type { PayOrderResponse as _petstore_v1_PayOrderResponse, PayOrderResponse__Output as _petstore_v1_PayOrderResponse__Output } from '../../petstore/v1/PayOrderResponse.js';
import type { PlaceOrderRequest as _petstore_v1_PlaceOrderRequest, PlaceOrderRequest__Output as _petstore_v1_PlaceOrderRequest__Output } from '../../petstore/v1/PlaceOrderRequest.js';
import type { PlaceOrderResponse as _petstore_v1_PlaceOrderResponse, PlaceOrderResponse__Output as _petstore_v1_PlaceOrderResponse__Output } from '../../petstore/v1/PlaceOrderResponse.js';
import type { WatchOrderRequest as _petstore_v1_WatchOrderRequest, WatchOrderRequest__Output as _petstore_v1_WatchOrderRequest__Output } from '../../petstore/v1/WatchOrderRequest.js';
import type { WatchOrderResponse as _petstore_v1_WatchOrderResponse, WatchOrderResponse__Output as _petstore_v1_WatchOrderResponse__Output } from '../../petstore/v1/WatchOrderResponse.js';

/**
 * Adoption orders and their payments.
 */
export interface StoreServiceClient extends grpc.Client {
  /**
   * Cancels an order that is not delivered; a paid one is refunded.
   */
  CancelOrder(argument: _petstore_v1_CancelOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  CancelOrder(argument: _petstore_v1_CancelOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  CancelOrder(argument: _petstore_v1_CancelOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  CancelOrder(argument: _petstore_v1_CancelOrderRequest, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  /**
   * Cancels an order that is not delivered; a paid one is refunded.
   */
  cancelOrder(argument: _petstore_v1_CancelOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  cancelOrder(argument: _petstore_v1_CancelOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  cancelOrder(argument: _petstore_v1_CancelOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  cancelOrder(argument: _petstore_v1_CancelOrderRequest, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  
  /**
   * Completes a paid, approved order (staff): DELIVERED, and its pet ADOPTED.
   */
  CompleteOrder(argument: _petstore_v1_CompleteOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  CompleteOrder(argument: _petstore_v1_CompleteOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  CompleteOrder(argument: _petstore_v1_CompleteOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  CompleteOrder(argument: _petstore_v1_CompleteOrderRequest, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  /**
   * Completes a paid, approved order (staff): DELIVERED, and its pet ADOPTED.
   */
  completeOrder(argument: _petstore_v1_CompleteOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  completeOrder(argument: _petstore_v1_CompleteOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  completeOrder(argument: _petstore_v1_CompleteOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  completeOrder(argument: _petstore_v1_CompleteOrderRequest, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  
  /**
   * Counts of the tenant's pets by status.
   */
  GetInventory(argument: _petstore_v1_GetInventoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_GetInventoryResponse__Output>): grpc.ClientUnaryCall;
  GetInventory(argument: _petstore_v1_GetInventoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_GetInventoryResponse__Output>): grpc.ClientUnaryCall;
  GetInventory(argument: _petstore_v1_GetInventoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_GetInventoryResponse__Output>): grpc.ClientUnaryCall;
  GetInventory(argument: _petstore_v1_GetInventoryRequest, callback: grpc.requestCallback<_petstore_v1_GetInventoryResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Counts of the tenant's pets by status.
   */
  getInventory(argument: _petstore_v1_GetInventoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_GetInventoryResponse__Output>): grpc.ClientUnaryCall;
  getInventory(argument: _petstore_v1_GetInventoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_GetInventoryResponse__Output>): grpc.ClientUnaryCall;
  getInventory(argument: _petstore_v1_GetInventoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_GetInventoryResponse__Output>): grpc.ClientUnaryCall;
  getInventory(argument: _petstore_v1_GetInventoryRequest, callback: grpc.requestCallback<_petstore_v1_GetInventoryResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads one order (customers: their own).
   */
  GetOrder(argument: _petstore_v1_GetOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  GetOrder(argument: _petstore_v1_GetOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  GetOrder(argument: _petstore_v1_GetOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  GetOrder(argument: _petstore_v1_GetOrderRequest, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  /**
   * Reads one order (customers: their own).
   */
  getOrder(argument: _petstore_v1_GetOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _petstore_v1_GetOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _petstore_v1_GetOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _petstore_v1_GetOrderRequest, callback: grpc.requestCallback<_petstore_v1_Order__Output>): grpc.ClientUnaryCall;
  
  /**
   * Counts of the tenant's pets by status, one row per species (staff): REST's
   * GET /v1/store/inventories.
   */
  ListInventories(argument: _petstore_v1_ListInventoriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_ListInventoriesResponse__Output>): grpc.ClientUnaryCall;
  ListInventories(argument: _petstore_v1_ListInventoriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_ListInventoriesResponse__Output>): grpc.ClientUnaryCall;
  ListInventories(argument: _petstore_v1_ListInventoriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_ListInventoriesResponse__Output>): grpc.ClientUnaryCall;
  ListInventories(argument: _petstore_v1_ListInventoriesRequest, callback: grpc.requestCallback<_petstore_v1_ListInventoriesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Counts of the tenant's pets by status, one row per species (staff): REST's
   * GET /v1/store/inventories.
   */
  listInventories(argument: _petstore_v1_ListInventoriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_ListInventoriesResponse__Output>): grpc.ClientUnaryCall;
  listInventories(argument: _petstore_v1_ListInventoriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_ListInventoriesResponse__Output>): grpc.ClientUnaryCall;
  listInventories(argument: _petstore_v1_ListInventoriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_ListInventoriesResponse__Output>): grpc.ClientUnaryCall;
  listInventories(argument: _petstore_v1_ListInventoriesRequest, callback: grpc.requestCallback<_petstore_v1_ListInventoriesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Lists orders, newest first (customers: their own).
   */
  ListOrders(argument: _petstore_v1_ListOrdersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_ListOrdersResponse__Output>): grpc.ClientUnaryCall;
  ListOrders(argument: _petstore_v1_ListOrdersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_ListOrdersResponse__Output>): grpc.ClientUnaryCall;
  ListOrders(argument: _petstore_v1_ListOrdersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_ListOrdersResponse__Output>): grpc.ClientUnaryCall;
  ListOrders(argument: _petstore_v1_ListOrdersRequest, callback: grpc.requestCallback<_petstore_v1_ListOrdersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Lists orders, newest first (customers: their own).
   */
  listOrders(argument: _petstore_v1_ListOrdersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_ListOrdersResponse__Output>): grpc.ClientUnaryCall;
  listOrders(argument: _petstore_v1_ListOrdersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_ListOrdersResponse__Output>): grpc.ClientUnaryCall;
  listOrders(argument: _petstore_v1_ListOrdersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_ListOrdersResponse__Output>): grpc.ClientUnaryCall;
  listOrders(argument: _petstore_v1_ListOrdersRequest, callback: grpc.requestCallback<_petstore_v1_ListOrdersResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Pays an order; a repeated idempotency_key replays the first outcome.
   */
  PayOrder(argument: _petstore_v1_PayOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_PayOrderResponse__Output>): grpc.ClientUnaryCall;
  PayOrder(argument: _petstore_v1_PayOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_PayOrderResponse__Output>): grpc.ClientUnaryCall;
  PayOrder(argument: _petstore_v1_PayOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_PayOrderResponse__Output>): grpc.ClientUnaryCall;
  PayOrder(argument: _petstore_v1_PayOrderRequest, callback: grpc.requestCallback<_petstore_v1_PayOrderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Pays an order; a repeated idempotency_key replays the first outcome.
   */
  payOrder(argument: _petstore_v1_PayOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_PayOrderResponse__Output>): grpc.ClientUnaryCall;
  payOrder(argument: _petstore_v1_PayOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_PayOrderResponse__Output>): grpc.ClientUnaryCall;
  payOrder(argument: _petstore_v1_PayOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_PayOrderResponse__Output>): grpc.ClientUnaryCall;
  payOrder(argument: _petstore_v1_PayOrderRequest, callback: grpc.requestCallback<_petstore_v1_PayOrderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Places an order for an AVAILABLE pet, which becomes PENDING.
   */
  PlaceOrder(argument: _petstore_v1_PlaceOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_PlaceOrderResponse__Output>): grpc.ClientUnaryCall;
  PlaceOrder(argument: _petstore_v1_PlaceOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_PlaceOrderResponse__Output>): grpc.ClientUnaryCall;
  PlaceOrder(argument: _petstore_v1_PlaceOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_PlaceOrderResponse__Output>): grpc.ClientUnaryCall;
  PlaceOrder(argument: _petstore_v1_PlaceOrderRequest, callback: grpc.requestCallback<_petstore_v1_PlaceOrderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Places an order for an AVAILABLE pet, which becomes PENDING.
   */
  placeOrder(argument: _petstore_v1_PlaceOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_PlaceOrderResponse__Output>): grpc.ClientUnaryCall;
  placeOrder(argument: _petstore_v1_PlaceOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_PlaceOrderResponse__Output>): grpc.ClientUnaryCall;
  placeOrder(argument: _petstore_v1_PlaceOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_PlaceOrderResponse__Output>): grpc.ClientUnaryCall;
  placeOrder(argument: _petstore_v1_PlaceOrderRequest, callback: grpc.requestCallback<_petstore_v1_PlaceOrderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The order's status changes, from now until a terminal status or the client cancels.
   */
  WatchOrder(argument: _petstore_v1_WatchOrderRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_petstore_v1_WatchOrderResponse__Output>;
  WatchOrder(argument: _petstore_v1_WatchOrderRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_petstore_v1_WatchOrderResponse__Output>;
  /**
   * The order's status changes, from now until a terminal status or the client cancels.
   */
  watchOrder(argument: _petstore_v1_WatchOrderRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_petstore_v1_WatchOrderResponse__Output>;
  watchOrder(argument: _petstore_v1_WatchOrderRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_petstore_v1_WatchOrderResponse__Output>;
  
}

/**
 * Adoption orders and their payments.
 */
export interface StoreServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Cancels an order that is not delivered; a paid one is refunded.
   */
  CancelOrder: grpc.handleUnaryCall<_petstore_v1_CancelOrderRequest__Output, _petstore_v1_Order>;
  
  /**
   * Completes a paid, approved order (staff): DELIVERED, and its pet ADOPTED.
   */
  CompleteOrder: grpc.handleUnaryCall<_petstore_v1_CompleteOrderRequest__Output, _petstore_v1_Order>;
  
  /**
   * Counts of the tenant's pets by status.
   */
  GetInventory: grpc.handleUnaryCall<_petstore_v1_GetInventoryRequest__Output, _petstore_v1_GetInventoryResponse>;
  
  /**
   * Reads one order (customers: their own).
   */
  GetOrder: grpc.handleUnaryCall<_petstore_v1_GetOrderRequest__Output, _petstore_v1_Order>;
  
  /**
   * Counts of the tenant's pets by status, one row per species (staff): REST's
   * GET /v1/store/inventories.
   */
  ListInventories: grpc.handleUnaryCall<_petstore_v1_ListInventoriesRequest__Output, _petstore_v1_ListInventoriesResponse>;
  
  /**
   * Lists orders, newest first (customers: their own).
   */
  ListOrders: grpc.handleUnaryCall<_petstore_v1_ListOrdersRequest__Output, _petstore_v1_ListOrdersResponse>;
  
  /**
   * Pays an order; a repeated idempotency_key replays the first outcome.
   */
  PayOrder: grpc.handleUnaryCall<_petstore_v1_PayOrderRequest__Output, _petstore_v1_PayOrderResponse>;
  
  /**
   * Places an order for an AVAILABLE pet, which becomes PENDING.
   */
  PlaceOrder: grpc.handleUnaryCall<_petstore_v1_PlaceOrderRequest__Output, _petstore_v1_PlaceOrderResponse>;
  
  /**
   * The order's status changes, from now until a terminal status or the client cancels.
   */
  WatchOrder: grpc.handleServerStreamingCall<_petstore_v1_WatchOrderRequest__Output, _petstore_v1_WatchOrderResponse>;
  
}

export interface StoreServiceDefinition extends grpc.ServiceDefinition {
  CancelOrder: MethodDefinition<_petstore_v1_CancelOrderRequest, _petstore_v1_Order, _petstore_v1_CancelOrderRequest__Output, _petstore_v1_Order__Output>
  CompleteOrder: MethodDefinition<_petstore_v1_CompleteOrderRequest, _petstore_v1_Order, _petstore_v1_CompleteOrderRequest__Output, _petstore_v1_Order__Output>
  GetInventory: MethodDefinition<_petstore_v1_GetInventoryRequest, _petstore_v1_GetInventoryResponse, _petstore_v1_GetInventoryRequest__Output, _petstore_v1_GetInventoryResponse__Output>
  GetOrder: MethodDefinition<_petstore_v1_GetOrderRequest, _petstore_v1_Order, _petstore_v1_GetOrderRequest__Output, _petstore_v1_Order__Output>
  ListInventories: MethodDefinition<_petstore_v1_ListInventoriesRequest, _petstore_v1_ListInventoriesResponse, _petstore_v1_ListInventoriesRequest__Output, _petstore_v1_ListInventoriesResponse__Output>
  ListOrders: MethodDefinition<_petstore_v1_ListOrdersRequest, _petstore_v1_ListOrdersResponse, _petstore_v1_ListOrdersRequest__Output, _petstore_v1_ListOrdersResponse__Output>
  PayOrder: MethodDefinition<_petstore_v1_PayOrderRequest, _petstore_v1_PayOrderResponse, _petstore_v1_PayOrderRequest__Output, _petstore_v1_PayOrderResponse__Output>
  PlaceOrder: MethodDefinition<_petstore_v1_PlaceOrderRequest, _petstore_v1_PlaceOrderResponse, _petstore_v1_PlaceOrderRequest__Output, _petstore_v1_PlaceOrderResponse__Output>
  WatchOrder: MethodDefinition<_petstore_v1_WatchOrderRequest, _petstore_v1_WatchOrderResponse, _petstore_v1_WatchOrderRequest__Output, _petstore_v1_WatchOrderResponse__Output>
}
