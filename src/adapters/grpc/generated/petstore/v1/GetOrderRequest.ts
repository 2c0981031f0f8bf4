// Original file: protos/petstore/v1/store_service.proto


export interface GetOrderRequest {
  'orderId'?: (string);
}

export interface GetOrderRequest__Output {
  'orderId'?: (string);
}
