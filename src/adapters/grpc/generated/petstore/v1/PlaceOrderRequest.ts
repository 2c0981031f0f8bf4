// Original file: protos/petstore/v1/store_service.proto


export interface PlaceOrderRequest {
  'petId'?: (string);
  /**
   * An https URL told of the order's status changes (signed with callback_secret).
   */
  'callbackUrl'?: (string);
  'notes'?: (string);
}

export interface PlaceOrderRequest__Output {
  'petId'?: (string);
  /**
   * An https URL told of the order's status changes (signed with callback_secret).
   */
  'callbackUrl'?: (string);
  'notes'?: (string);
}
