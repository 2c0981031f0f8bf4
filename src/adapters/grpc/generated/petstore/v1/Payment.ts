// Original file: protos/petstore/v1/order.proto

import type { PaymentMethodSummary as _petstore_v1_PaymentMethodSummary, PaymentMethodSummary__Output as _petstore_v1_PaymentMethodSummary__Output } from '../../petstore/v1/PaymentMethodSummary.js';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.js';

/**
 * A payment of an order.
 */
export interface Payment {
  'id'?: (string);
  'orderId'?: (string);
  /**
   * e.g. "SUCCEEDED".
   */
  'status'?: (string);
  'amount'?: (string);
  'currency'?: (string);
  'method'?: (_petstore_v1_PaymentMethodSummary | null);
  'createTime'?: (_google_protobuf_Timestamp | null);
}

/**
 * A payment of an order.
 */
export interface Payment__Output {
  'id'?: (string);
  'orderId'?: (string);
  /**
   * e.g. "SUCCEEDED".
   */
  'status'?: (string);
  'amount'?: (string);
  'currency'?: (string);
  'method'?: (_petstore_v1_PaymentMethodSummary__Output);
  'createTime'?: (_google_protobuf_Timestamp__Output);
}
