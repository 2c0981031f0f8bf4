// Original file: protos/petstore/v1/store_service.proto

import type { SpeciesInventory as _petstore_v1_SpeciesInventory, SpeciesInventory__Output as _petstore_v1_SpeciesInventory__Output } from '../../petstore/v1/SpeciesInventory.js';

export interface ListInventoriesResponse {
  /**
   * One row per species of the Species enum, in its order, every species present (zeros where the
   * shelter has none): a bounded collection, so it comes whole, with no page_size or page_token.
   */
  'inventories'?: (_petstore_v1_SpeciesInventory)[];
}

export interface ListInventoriesResponse__Output {
  /**
   * One row per species of the Species enum, in its order, every species present (zeros where the
   * shelter has none): a bounded collection, so it comes whole, with no page_size or page_token.
   */
  'inventories'?: (_petstore_v1_SpeciesInventory__Output)[];
}
