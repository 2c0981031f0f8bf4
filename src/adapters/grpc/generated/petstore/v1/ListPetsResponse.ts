// Original file: protos/petstore/v1/pet_service.proto

import type { Pet as _petstore_v1_Pet, Pet__Output as _petstore_v1_Pet__Output } from '../../petstore/v1/Pet.js';

export interface ListPetsResponse {
  'pets'?: (_petstore_v1_Pet)[];
  /**
   * Empty on the last page.
   */
  'nextPageToken'?: (string);
}

export interface ListPetsResponse__Output {
  'pets'?: (_petstore_v1_Pet__Output)[];
  /**
   * Empty on the last page.
   */
  'nextPageToken'?: (string);
}
