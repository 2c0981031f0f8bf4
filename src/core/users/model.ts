import { Schema, type Connection, type Model } from 'mongoose';
import { newId } from '../ids.js';
import { ROLES, type Role } from '../context.js';

export const USER_STATUSES = ['ACTIVE', 'SUSPENDED', 'DELETED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export interface UserDoc {
  _id: string;
  tenantId: string;
  username: string;
  /** Lower-cased copy of `username`: uniqueness and login ignore case, display keeps it. */
  usernameKey: string;
  /** Stored lower-cased. */
  email: string;
  /** argon2id PHC string; empty once the account is deleted (no password matches it). */
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: Role;
  status: UserStatus;
  /** Access tokens issued before this instant are refused (suspension, deletion, role change). */
  tokensValidAfter: Date;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const UserSchema = new Schema<UserDoc>(
  {
    _id: { type: String, default: newId },
    tenantId: { type: String, required: true },
    username: { type: String, required: true },
    usernameKey: { type: String, required: true },
    email: { type: String, required: true },
    passwordHash: { type: String, default: '' },
    firstName: { type: String, default: null },
    lastName: { type: String, default: null },
    phone: { type: String, default: null },
    role: { type: String, enum: ROLES, required: true },
    status: { type: String, enum: USER_STATUSES, default: 'ACTIVE' },
    tokensValidAfter: { type: Date, default: () => new Date(0) },
    lastLoginAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
// Named so a duplicate-key error can be traced back to the field that collided.
UserSchema.index({ tenantId: 1, usernameKey: 1 }, { unique: true, name: 'tenant_username_unique' });
UserSchema.index({ tenantId: 1, email: 1 }, { unique: true, name: 'tenant_email_unique' });
UserSchema.index({ tenantId: 1, role: 1, status: 1 });

export type UserModel = Model<UserDoc>;

export function userModel(connection: Connection): UserModel {
  return connection.model<UserDoc>('User', UserSchema, 'users');
}

/**
 * A user account as the core hands it to any door and to the audit trail: never the password
 * hash, the lookup key or the token cut-off.
 */
export interface User {
  id: string;
  tenantId: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: Role;
  status: UserStatus;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export function toUser(doc: UserDoc): User {
  return {
    id: doc._id,
    tenantId: doc.tenantId,
    username: doc.username,
    email: doc.email,
    firstName: doc.firstName ?? null,
    lastName: doc.lastName ?? null,
    phone: doc.phone ?? null,
    role: doc.role,
    status: doc.status,
    lastLoginAt: doc.lastLoginAt ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}
