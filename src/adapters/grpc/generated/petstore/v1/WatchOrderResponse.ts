// Original file: protos/petstore/v1/store_service.proto

import type { Order as _petstore_v1_Order, Order__Output as _petstore_v1_Order__Output } from '../../petstore/v1/Order.js';

export interface WatchOrderResponse {
  'order'?: (_petstore_v1_Order | null);
}

export interface WatchOrderResponse__Output {
  'order'?: (_petstore_v1_Order__Output);
}
