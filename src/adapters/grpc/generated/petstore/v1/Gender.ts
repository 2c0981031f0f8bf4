// Original file: protos/petstore/v1/pet.proto

/**
 * A pet's gender; GENDER_UNKNOWN when the shelter does not know it.
 */
export const Gender = {
  GENDER_UNSPECIFIED: 'GENDER_UNSPECIFIED',
  GENDER_MALE: 'GENDER_MALE',
  GENDER_FEMALE: 'GENDER_FEMALE',
  GENDER_UNKNOWN: 'GENDER_UNKNOWN',
} as const;

/**
 * A pet's gender; GENDER_UNKNOWN when the shelter does not know it.
 */
export type Gender =
  | 'GENDER_UNSPECIFIED'
  | 0
  | 'GENDER_MALE'
  | 1
  | 'GENDER_FEMALE'
  | 2
  | 'GENDER_UNKNOWN'
  | 3

/**
 * A pet's gender; GENDER_UNKNOWN when the shelter does not know it.
 */
export type Gender__Output = typeof Gender[keyof typeof Gender]
