// Original file: protos/petstore/v1/pet.proto

/**
 * A pet's size; unspecified when unknown.
 */
export const Size = {
  SIZE_UNSPECIFIED: 'SIZE_UNSPECIFIED',
  SIZE_SMALL: 'SIZE_SMALL',
  SIZE_MEDIUM: 'SIZE_MEDIUM',
  SIZE_LARGE: 'SIZE_LARGE',
} as const;

/**
 * A pet's size; unspecified when unknown.
 */
export type Size =
  | 'SIZE_UNSPECIFIED'
  | 0
  | 'SIZE_SMALL'
  | 1
  | 'SIZE_MEDIUM'
  | 2
  | 'SIZE_LARGE'
  | 3

/**
 * A pet's size; unspecified when unknown.
 */
export type Size__Output = typeof Size[keyof typeof Size]
