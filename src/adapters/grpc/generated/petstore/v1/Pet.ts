// Original file: protos/petstore/v1/pet.proto

import type { Species as _petstore_v1_Species, Species__Output as _petstore_v1_Species__Output } from '../../petstore/v1/Species.js';
import type { Size as _petstore_v1_Size, Size__Output as _petstore_v1_Size__Output } from '../../petstore/v1/Size.js';
import type { Gender as _petstore_v1_Gender, Gender__Output as _petstore_v1_Gender__Output } from '../../petstore/v1/Gender.js';
import type { PetStatus as _petstore_v1_PetStatus, PetStatus__Output as _petstore_v1_PetStatus__Output } from '../../petstore/v1/PetStatus.js';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.js';
import type { MedicalInfo as _petstore_v1_MedicalInfo, MedicalInfo__Output as _petstore_v1_MedicalInfo__Output } from '../../petstore/v1/MedicalInfo.js';
import type { Long } from '@grpc/proto-loader';

/**
 * A pet of the catalog, as REST's Pet, field for field.
 */
export interface Pet {
  /**
   * Server-assigned UUID; ignored on create.
   */
  'id'?: (string);
  'species'?: (_petstore_v1_Species);
  'name'?: (string);
  'breed'?: (string);
  'ageMonths'?: (number);
  'size'?: (_petstore_v1_Size);
  'color'?: (string);
  'gender'?: (_petstore_v1_Gender);
  'goodWithKids'?: (boolean);
  /**
   * Decimal string with two decimals, e.g. "150.00".
   */
  'price'?: (string);
  /**
   * ISO 4217 code, e.g. "USD"; empty on create means USD.
   */
  'currency'?: (string);
  'description'?: (string);
  /**
   * Output only, except on UpdatePet: AVAILABLE or NOT_AVAILABLE.
   */
  'status'?: (_petstore_v1_PetStatus);
  'createTime'?: (_google_protobuf_Timestamp | null);
  'updateTime'?: (_google_protobuf_Timestamp | null);
  'tenantId'?: (string);
  /**
   * Absolute URLs of the pet's images, served by the HTTP door.
   */
  'photos'?: (string)[];
  'medicalInfo'?: (_petstore_v1_MedicalInfo | null);
  /**
   * Bumped on every change (REST's ETag); output only.
   */
  'version'?: (number | string | Long);
  '_breed'?: "breed";
  '_ageMonths'?: "ageMonths";
  '_color'?: "color";
  '_goodWithKids'?: "goodWithKids";
  '_description'?: "description";
}

/**
 * A pet of the catalog, as REST's Pet, field for field.
 */
export interface Pet__Output {
  /**
   * Server-assigned UUID; ignored on create.
   */
  'id'?: (string);
  'species'?: (_petstore_v1_Species__Output);
  'name'?: (string);
  'breed'?: (string);
  'ageMonths'?: (number);
  'size'?: (_petstore_v1_Size__Output);
  'color'?: (string);
  'gender'?: (_petstore_v1_Gender__Output);
  'goodWithKids'?: (boolean);
  /**
   * Decimal string with two decimals, e.g. "150.00".
   */
  'price'?: (string);
  /**
   * ISO 4217 code, e.g. "USD"; empty on create means USD.
   */
  'currency'?: (string);
  'description'?: (string);
  /**
   * Output only, except on UpdatePet: AVAILABLE or NOT_AVAILABLE.
   */
  'status'?: (_petstore_v1_PetStatus__Output);
  'createTime'?: (_google_protobuf_Timestamp__Output);
  'updateTime'?: (_google_protobuf_Timestamp__Output);
  'tenantId'?: (string);
  /**
   * Absolute URLs of the pet's images, served by the HTTP door.
   */
  'photos'?: (string)[];
  'medicalInfo'?: (_petstore_v1_MedicalInfo__Output);
  /**
   * Bumped on every change (REST's ETag); output only.
   */
  'version'?: (number);
  '_breed'?: "breed";
  '_ageMonths'?: "ageMonths";
  '_color'?: "color";
  '_goodWithKids'?: "goodWithKids";
  '_description'?: "description";
}
