// Original file: protos/petstore/v1/pet.proto

/**
 * Where a pet stands in the adoption flow. PENDING and ADOPTED are set by orders only.
 */
export const PetStatus = {
  PET_STATUS_UNSPECIFIED: 'PET_STATUS_UNSPECIFIED',
  PET_STATUS_AVAILABLE: 'PET_STATUS_AVAILABLE',
  PET_STATUS_PENDING: 'PET_STATUS_PENDING',
  PET_STATUS_ADOPTED: 'PET_STATUS_ADOPTED',
  PET_STATUS_NOT_AVAILABLE: 'PET_STATUS_NOT_AVAILABLE',
} as const;

/**
 * Where a pet stands in the adoption flow. PENDING and ADOPTED are set by orders only.
 */
export type PetStatus =
  | 'PET_STATUS_UNSPECIFIED'
  | 0
  | 'PET_STATUS_AVAILABLE'
  | 1
  | 'PET_STATUS_PENDING'
  | 2
  | 'PET_STATUS_ADOPTED'
  | 3
  | 'PET_STATUS_NOT_AVAILABLE'
  | 4

/**
 * Where a pet stands in the adoption flow. PENDING and ADOPTED are set by orders only.
 */
export type PetStatus__Output = typeof PetStatus[keyof typeof PetStatus]
