// Original file: protos/petstore/v1/store_service.proto

import type { Order as _petstore_v1_Order, Order__Output as _petstore_v1_Order__Output } from '../../petstore/v1/Order.js';

export interface PlaceOrderResponse {
  'order'?: (_petstore_v1_Order | null);
  /**
   * The callback signing secret, shown once; empty without a callback_url.
   */
  'callbackSecret'?: (string);
}

export interface PlaceOrderResponse__Output {
  'order'?: (_petstore_v1_Order__Output);
  /**
   * The callback signing secret, shown once; empty without a callback_url.
   */
  'callbackSecret'?: (string);
}
