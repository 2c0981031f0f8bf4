// Original file: protos/petstore/v1/pet_service.proto


export interface GetPetRequest {
  'petId'?: (string);
}

export interface GetPetRequest__Output {
  'petId'?: (string);
}
