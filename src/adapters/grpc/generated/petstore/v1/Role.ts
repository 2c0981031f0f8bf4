// Original file: protos/petstore/v1/user.proto

/**
 * What an account may do.
 */
export const Role = {
  ROLE_UNSPECIFIED: 'ROLE_UNSPECIFIED',
  ROLE_CUSTOMER: 'ROLE_CUSTOMER',
  ROLE_STAFF: 'ROLE_STAFF',
  ROLE_ADMIN: 'ROLE_ADMIN',
} as const;

/**
 * What an account may do.
 */
export type Role =
  | 'ROLE_UNSPECIFIED'
  | 0
  | 'ROLE_CUSTOMER'
  | 1
  | 'ROLE_STAFF'
  | 2
  | 'ROLE_ADMIN'
  | 3

/**
 * What an account may do.
 */
export type Role__Output = typeof Role[keyof typeof Role]
