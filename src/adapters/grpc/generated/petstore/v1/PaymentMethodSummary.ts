// Original file: protos/petstore/v1/order.proto


/**
 * How a payment was made, as answered: the card brand and the last four digits only.
 */
export interface PaymentMethodSummary {
  /**
   * "card" or "bank_account".
   */
  'type'?: (string);
  'brand'?: (string);
  'last4'?: (string);
  '_brand'?: "brand";
}

/**
 * How a payment was made, as answered: the card brand and the last four digits only.
 */
export interface PaymentMethodSummary__Output {
  /**
   * "card" or "bank_account".
   */
  'type'?: (string);
  'brand'?: (string);
  'last4'?: (string);
  '_brand'?: "brand";
}
