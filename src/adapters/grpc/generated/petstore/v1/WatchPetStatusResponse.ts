// Original file: protos/petstore/v1/pet_service.proto

import type { PetStatus as _petstore_v1_PetStatus, PetStatus__Output as _petstore_v1_PetStatus__Output } from '../../petstore/v1/PetStatus.js';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.js';
import type { Pet as _petstore_v1_Pet, Pet__Output as _petstore_v1_Pet__Output } from '../../petstore/v1/Pet.js';

/**
 * One change of a pet's status, as the event log records it.
 */
export interface WatchPetStatusResponse {
  /**
   * The event's id, as in the event log (and SSE's `id:`).
   */
  'id'?: (string);
  'petId'?: (string);
  'previousStatus'?: (_petstore_v1_PetStatus);
  'status'?: (_petstore_v1_PetStatus);
  /**
   * The order that caused the change (reserve, release, adopt); unset for staff edits.
   */
  'orderId'?: (string);
  'occurTime'?: (_google_protobuf_Timestamp | null);
  /**
   * The pet as it is when the change is sent; unset once it is deleted.
   */
  'pet'?: (_petstore_v1_Pet | null);
  '_orderId'?: "orderId";
}

/**
 * One change of a pet's status, as the event log records it.
 */
export interface WatchPetStatusResponse__Output {
  /**
   * The event's id, as in the event log (and SSE's `id:`).
   */
  'id'?: (string);
  'petId'?: (string);
  'previousStatus'?: (_petstore_v1_PetStatus__Output);
  'status'?: (_petstore_v1_PetStatus__Output);
  /**
   * The order that caused the change (reserve, release, adopt); unset for staff edits.
   */
  'orderId'?: (string);
  'occurTime'?: (_google_protobuf_Timestamp__Output);
  /**
   * The pet as it is when the change is sent; unset once it is deleted.
   */
  'pet'?: (_petstore_v1_Pet__Output);
  '_orderId'?: "orderId";
}
