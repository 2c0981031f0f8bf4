// Original file: protos/petstore/v1/pet_service.proto

import type { Long } from '@grpc/proto-loader';

export interface DeletePetRequest {
  'petId'?: (string);
  'expectedVersion'?: (number | string | Long);
  '_expectedVersion'?: "expectedVersion";
}

export interface DeletePetRequest__Output {
  'petId'?: (string);
  'expectedVersion'?: (number);
  '_expectedVersion'?: "expectedVersion";
}
