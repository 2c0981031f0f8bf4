// Original file: protos/petstore/v1/store_service.proto

import type { CardMethod as _petstore_v1_CardMethod, CardMethod__Output as _petstore_v1_CardMethod__Output } from '../../petstore/v1/CardMethod.js';
import type { BankAccountMethod as _petstore_v1_BankAccountMethod, BankAccountMethod__Output as _petstore_v1_BankAccountMethod__Output } from '../../petstore/v1/BankAccountMethod.js';

export interface PayOrderRequest {
  'orderId'?: (string);
  /**
   * The amount the payer agrees to, e.g. "150.00", and its currency.
   */
  'amount'?: (string);
  'currency'?: (string);
  'card'?: (_petstore_v1_CardMethod | null);
  'bankAccount'?: (_petstore_v1_BankAccountMethod | null);
  /**
   * A repeated key (within 24 h, same caller) replays the first outcome instead of paying twice.
   */
  'idempotencyKey'?: (string);
  'method'?: "card"|"bankAccount";
}

export interface PayOrderRequest__Output {
  'orderId'?: (string);
  /**
   * The amount the payer agrees to, e.g. "150.00", and its currency.
   */
  'amount'?: (string);
  'currency'?: (string);
  'card'?: (_petstore_v1_CardMethod__Output);
  'bankAccount'?: (_petstore_v1_BankAccountMethod__Output);
  /**
   * A repeated key (within 24 h, same caller) replays the first outcome instead of paying twice.
   */
  'idempotencyKey'?: (string);
  'method'?: "card"|"bankAccount";
}
