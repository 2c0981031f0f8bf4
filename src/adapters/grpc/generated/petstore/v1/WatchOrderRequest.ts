// Original file: protos/petstore/v1/store_service.proto


export interface WatchOrderRequest {
  'orderId'?: (string);
}

export interface WatchOrderRequest__Output {
  'orderId'?: (string);
}
