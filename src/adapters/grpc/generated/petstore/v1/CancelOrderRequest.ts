// Original file: protos/petstore/v1/store_service.proto


export interface CancelOrderRequest {
  'orderId'?: (string);
  'reason'?: (string);
}

export interface CancelOrderRequest__Output {
  'orderId'?: (string);
  'reason'?: (string);
}
