// Original file: protos/petstore/v1/pet.proto

/**
 * The kind of animal a pet is.
 */
export const Species = {
  SPECIES_UNSPECIFIED: 'SPECIES_UNSPECIFIED',
  SPECIES_DOG: 'SPECIES_DOG',
  SPECIES_CAT: 'SPECIES_CAT',
  SPECIES_RABBIT: 'SPECIES_RABBIT',
  SPECIES_BIRD: 'SPECIES_BIRD',
  SPECIES_REPTILE: 'SPECIES_REPTILE',
  SPECIES_OTHER: 'SPECIES_OTHER',
} as const;

/**
 * The kind of animal a pet is.
 */
export type Species =
  | 'SPECIES_UNSPECIFIED'
  | 0
  | 'SPECIES_DOG'
  | 1
  | 'SPECIES_CAT'
  | 2
  | 'SPECIES_RABBIT'
  | 3
  | 'SPECIES_BIRD'
  | 4
  | 'SPECIES_REPTILE'
  | 5
  | 'SPECIES_OTHER'
  | 6

/**
 * The kind of animal a pet is.
 */
export type Species__Output = typeof Species[keyof typeof Species]
