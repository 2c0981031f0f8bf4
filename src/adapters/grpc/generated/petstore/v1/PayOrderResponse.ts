// Original file: protos/petstore/v1/store_service.proto

import type { Payment as _petstore_v1_Payment, Payment__Output as _petstore_v1_Payment__Output } from '../../petstore/v1/Payment.js';

export interface PayOrderResponse {
  'payment'?: (_petstore_v1_Payment | null);
  /**
   * True when the answer is the replay of an earlier call with the same idempotency_key.
   */
  'replayed'?: (boolean);
}

export interface PayOrderResponse__Output {
  'payment'?: (_petstore_v1_Payment__Output);
  /**
   * True when the answer is the replay of an earlier call with the same idempotency_key.
   */
  'replayed'?: (boolean);
}
