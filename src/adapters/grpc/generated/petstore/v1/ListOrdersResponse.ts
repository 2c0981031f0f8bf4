// Original file: protos/petstore/v1/store_service.proto

import type { Order as _petstore_v1_Order, Order__Output as _petstore_v1_Order__Output } from '../../petstore/v1/Order.js';

export interface ListOrdersResponse {
  'orders'?: (_petstore_v1_Order)[];
  'nextPageToken'?: (string);
}

export interface ListOrdersResponse__Output {
  'orders'?: (_petstore_v1_Order__Output)[];
  'nextPageToken'?: (string);
}
