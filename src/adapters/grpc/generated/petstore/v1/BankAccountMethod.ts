// Original file: protos/petstore/v1/order.proto


/**
 * A US bank account (ACH).
 */
export interface BankAccountMethod {
  'accountHolderName'?: (string);
  'routingNumber'?: (string);
  'accountNumber'?: (string);
  /**
   * "checking" or "savings".
   */
  'accountType'?: (string);
}

/**
 * A US bank account (ACH).
 */
export interface BankAccountMethod__Output {
  'accountHolderName'?: (string);
  'routingNumber'?: (string);
  'accountNumber'?: (string);
  /**
   * "checking" or "savings".
   */
  'accountType'?: (string);
}
