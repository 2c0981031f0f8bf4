// Original file: protos/petstore/v1/pet_service.proto

import type { Pet as _petstore_v1_Pet, Pet__Output as _petstore_v1_Pet__Output } from '../../petstore/v1/Pet.js';

export interface CreatePetRequest {
  'pet'?: (_petstore_v1_Pet | null);
}

export interface CreatePetRequest__Output {
  'pet'?: (_petstore_v1_Pet__Output);
}
