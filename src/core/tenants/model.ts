import { Schema, type Connection, type Model } from 'mongoose';
import { newId } from '../ids.js';

export interface TenantDoc {
  _id: string;
  name: string;
  slug: string;
  /** The tenant anonymous callers see when they name none; exactly one has it. */
  isDefault: boolean;
  /**
   * ACTIVE ADMIN accounts of the tenant, kept by `users/active-admins.ts` in step with every write
   * that makes or unmakes one; absent until first needed (then counted from the users).
   */
  activeAdmins?: number;
  createdAt: Date;
  updatedAt: Date;
}

const TenantSchema = new Schema<TenantDoc>(
  {
    _id: { type: String, default: newId },
    name: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    isDefault: { type: Boolean, default: false },
    // No default: its absence is what tells an uncounted (older) tenant from one with no admin.
    activeAdmins: { type: Number },
  },
  { timestamps: true, versionKey: false },
);
TenantSchema.index({ isDefault: 1 }, { unique: true, partialFilterExpression: { isDefault: true } });

export type TenantModel = Model<TenantDoc>;

export function tenantModel(connection: Connection): TenantModel {
  return connection.model<TenantDoc>('Tenant', TenantSchema, 'tenants');
}
