// Original file: protos/petstore/v1/pet_service.proto

import type { Pet as _petstore_v1_Pet, Pet__Output as _petstore_v1_Pet__Output } from '../../petstore/v1/Pet.js';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../google/protobuf/FieldMask.js';
import type { Long } from '@grpc/proto-loader';

export interface UpdatePetRequest {
  /**
   * The pet, with id set; only the fields named in update_mask are read.
   */
  'pet'?: (_petstore_v1_Pet | null);
  /**
   * Field names of Pet (e.g. "name", "price", "medical_info"); empty or "*": every settable field.
   */
  'updateMask'?: (_google_protobuf_FieldMask | null);
  /**
   * When set, the change applies only at this version (REST's If-Match).
   */
  'expectedVersion'?: (number | string | Long);
  '_expectedVersion'?: "expectedVersion";
}

export interface UpdatePetRequest__Output {
  /**
   * The pet, with id set; only the fields named in update_mask are read.
   */
  'pet'?: (_petstore_v1_Pet__Output);
  /**
   * Field names of Pet (e.g. "name", "price", "medical_info"); empty or "*": every settable field.
   */
  'updateMask'?: (_google_protobuf_FieldMask__Output);
  /**
   * When set, the change applies only at this version (REST's If-Match).
   */
  'expectedVersion'?: (number);
  '_expectedVersion'?: "expectedVersion";
}
