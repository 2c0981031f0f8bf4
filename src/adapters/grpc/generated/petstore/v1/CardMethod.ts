// Original file: protos/petstore/v1/order.proto


/**
 * A card; the number and CVC are never stored nor answered.
 */
export interface CardMethod {
  'number'?: (string);
  'expMonth'?: (number);
  'expYear'?: (number);
  'cvc'?: (string);
  'holderName'?: (string);
}

/**
 * A card; the number and CVC are never stored nor answered.
 */
export interface CardMethod__Output {
  'number'?: (string);
  'expMonth'?: (number);
  'expYear'?: (number);
  'cvc'?: (string);
  'holderName'?: (string);
}
