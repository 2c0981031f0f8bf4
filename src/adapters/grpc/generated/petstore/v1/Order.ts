// Original file: protos/petstore/v1/order.proto

import type { OrderStatus as _petstore_v1_OrderStatus, OrderStatus__Output as _petstore_v1_OrderStatus__Output } from '../../petstore/v1/OrderStatus.js';
import type { PaymentStatus as _petstore_v1_PaymentStatus, PaymentStatus__Output as _petstore_v1_PaymentStatus__Output } from '../../petstore/v1/PaymentStatus.js';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.js';

/**
 * An adoption order, as REST's Order, field for field.
 */
export interface Order {
  'id'?: (string);
  'petId'?: (string);
  'userId'?: (string);
  'tenantId'?: (string);
  'status'?: (_petstore_v1_OrderStatus);
  'paymentStatus'?: (_petstore_v1_PaymentStatus);
  /**
   * Decimal string with two decimals, e.g. "150.00".
   */
  'totalAmount'?: (string);
  'currency'?: (string);
  'callbackUrl'?: (string);
  'notes'?: (string);
  'cancelReason'?: (string);
  'createTime'?: (_google_protobuf_Timestamp | null);
  'updateTime'?: (_google_protobuf_Timestamp | null);
  '_callbackUrl'?: "callbackUrl";
  '_notes'?: "notes";
  '_cancelReason'?: "cancelReason";
}

/**
 * An adoption order, as REST's Order, field for field.
 */
export interface Order__Output {
  'id'?: (string);
  'petId'?: (string);
  'userId'?: (string);
  'tenantId'?: (string);
  'status'?: (_petstore_v1_OrderStatus__Output);
  'paymentStatus'?: (_petstore_v1_PaymentStatus__Output);
  /**
   * Decimal string with two decimals, e.g. "150.00".
   */
  'totalAmount'?: (string);
  'currency'?: (string);
  'callbackUrl'?: (string);
  'notes'?: (string);
  'cancelReason'?: (string);
  'createTime'?: (_google_protobuf_Timestamp__Output);
  'updateTime'?: (_google_protobuf_Timestamp__Output);
  '_callbackUrl'?: "callbackUrl";
  '_notes'?: "notes";
  '_cancelReason'?: "cancelReason";
}
