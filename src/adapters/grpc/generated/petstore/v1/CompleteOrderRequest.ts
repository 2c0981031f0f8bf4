// Original file: protos/petstore/v1/store_service.proto


export interface CompleteOrderRequest {
  'orderId'?: (string);
}

export interface CompleteOrderRequest__Output {
  'orderId'?: (string);
}
