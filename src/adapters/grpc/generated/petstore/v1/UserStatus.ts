// Original file: protos/petstore/v1/user.proto

/**
 * Whether an account may sign in.
 */
export const UserStatus = {
  USER_STATUS_UNSPECIFIED: 'USER_STATUS_UNSPECIFIED',
  USER_STATUS_ACTIVE: 'USER_STATUS_ACTIVE',
  USER_STATUS_SUSPENDED: 'USER_STATUS_SUSPENDED',
  USER_STATUS_DELETED: 'USER_STATUS_DELETED',
} as const;

/**
 * Whether an account may sign in.
 */
export type UserStatus =
  | 'USER_STATUS_UNSPECIFIED'
  | 0
  | 'USER_STATUS_ACTIVE'
  | 1
  | 'USER_STATUS_SUSPENDED'
  | 2
  | 'USER_STATUS_DELETED'
  | 3

/**
 * Whether an account may sign in.
 */
export type UserStatus__Output = typeof UserStatus[keyof typeof UserStatus]
