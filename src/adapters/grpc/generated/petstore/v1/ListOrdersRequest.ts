// Original file: protos/petstore/v1/store_service.proto

import type { OrderStatus as _petstore_v1_OrderStatus, OrderStatus__Output as _petstore_v1_OrderStatus__Output } from '../../petstore/v1/OrderStatus.js';

export interface ListOrdersRequest {
  'pageSize'?: (number);
  'pageToken'?: (string);
  'status'?: (_petstore_v1_OrderStatus);
  'petId'?: (string);
  /**
   * Staff only.
   */
  'userId'?: (string);
}

export interface ListOrdersRequest__Output {
  'pageSize'?: (number);
  'pageToken'?: (string);
  'status'?: (_petstore_v1_OrderStatus__Output);
  'petId'?: (string);
  /**
   * Staff only.
   */
  'userId'?: (string);
}
