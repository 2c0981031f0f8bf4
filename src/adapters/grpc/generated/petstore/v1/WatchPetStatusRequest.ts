// Original file: protos/petstore/v1/pet_service.proto


export interface WatchPetStatusRequest {
  /**
   * The pet to follow; empty: every pet of the caller's tenant. An unknown pet is NOT_FOUND.
   */
  'petId'?: (string);
}

export interface WatchPetStatusRequest__Output {
  /**
   * The pet to follow; empty: every pet of the caller's tenant. An unknown pet is NOT_FOUND.
   */
  'petId'?: (string);
}
