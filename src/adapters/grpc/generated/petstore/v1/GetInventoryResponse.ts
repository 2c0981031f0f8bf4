// Original file: protos/petstore/v1/store_service.proto


export interface GetInventoryResponse {
  'available'?: (number);
  'pending'?: (number);
  'adopted'?: (number);
  'notAvailable'?: (number);
  'total'?: (number);
}

export interface GetInventoryResponse__Output {
  'available'?: (number);
  'pending'?: (number);
  'adopted'?: (number);
  'notAvailable'?: (number);
  'total'?: (number);
}
