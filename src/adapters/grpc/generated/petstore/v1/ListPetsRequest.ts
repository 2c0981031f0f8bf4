// Original file: protos/petstore/v1/pet_service.proto

import type { Species as _petstore_v1_Species, Species__Output as _petstore_v1_Species__Output } from '../../petstore/v1/Species.js';
import type { PetStatus as _petstore_v1_PetStatus, PetStatus__Output as _petstore_v1_PetStatus__Output } from '../../petstore/v1/PetStatus.js';
import type { Size as _petstore_v1_Size, Size__Output as _petstore_v1_Size__Output } from '../../petstore/v1/Size.js';
import type { Gender as _petstore_v1_Gender, Gender__Output as _petstore_v1_Gender__Output } from '../../petstore/v1/Gender.js';

export interface ListPetsRequest {
  /**
   * 1..100; 0 means the default (20).
   */
  'pageSize'?: (number);
  /**
   * The next_page_token of a previous answer (REST's cursor).
   */
  'pageToken'?: (string);
  'species'?: (_petstore_v1_Species);
  /**
   * Any of these statuses; empty: AVAILABLE only, as REST answers without `status`.
   */
  'statuses'?: (_petstore_v1_PetStatus)[];
  'size'?: (_petstore_v1_Size);
  'gender'?: (_petstore_v1_Gender);
  'goodWithKids'?: (boolean);
  'minAgeMonths'?: (number);
  'maxAgeMonths'?: (number);
  /**
   * Words of the name, breed or description.
   */
  'query'?: (string);
  /**
   * createdAt, -createdAt (default), price, -price or name.
   */
  'orderBy'?: (string);
  '_goodWithKids'?: "goodWithKids";
  '_minAgeMonths'?: "minAgeMonths";
  '_maxAgeMonths'?: "maxAgeMonths";
}

export interface ListPetsRequest__Output {
  /**
   * 1..100; 0 means the default (20).
   */
  'pageSize'?: (number);
  /**
   * The next_page_token of a previous answer (REST's cursor).
   */
  'pageToken'?: (string);
  'species'?: (_petstore_v1_Species__Output);
  /**
   * Any of these statuses; empty: AVAILABLE only, as REST answers without `status`.
   */
  'statuses'?: (_petstore_v1_PetStatus__Output)[];
  'size'?: (_petstore_v1_Size__Output);
  'gender'?: (_petstore_v1_Gender__Output);
  'goodWithKids'?: (boolean);
  'minAgeMonths'?: (number);
  'maxAgeMonths'?: (number);
  /**
   * Words of the name, breed or description.
   */
  'query'?: (string);
  /**
   * createdAt, -createdAt (default), price, -price or name.
   */
  'orderBy'?: (string);
  '_goodWithKids'?: "goodWithKids";
  '_minAgeMonths'?: "minAgeMonths";
  '_maxAgeMonths'?: "maxAgeMonths";
}
