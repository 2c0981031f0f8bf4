// Original file: protos/petstore/v1/store_service.proto

import type { Species as _petstore_v1_Species, Species__Output as _petstore_v1_Species__Output } from '../../petstore/v1/Species.js';

/**
 * The pets of one species counted by status, as GetInventoryResponse counts them all.
 */
export interface SpeciesInventory {
  'species'?: (_petstore_v1_Species);
  'available'?: (number);
  'pending'?: (number);
  'adopted'?: (number);
  'notAvailable'?: (number);
  'total'?: (number);
}

/**
 * The pets of one species counted by status, as GetInventoryResponse counts them all.
 */
export interface SpeciesInventory__Output {
  'species'?: (_petstore_v1_Species__Output);
  'available'?: (number);
  'pending'?: (number);
  'adopted'?: (number);
  'notAvailable'?: (number);
  'total'?: (number);
}
