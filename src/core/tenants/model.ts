import { Schema, type Connection, type Model } from 'mongoose';
import { newId } from '../ids.js';

export interface TenantDoc {
  _id: string;
  name: string;
  slug: string;
  /** The tenant anonymous callers see when they name none; exactly one has it. */
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const TenantSchema = new Schema<TenantDoc>(
  {
    _id: { type: String, default: newId },
    name: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    isDefault: { type: Boolean, default: false },
  },
  { timestamps: true, versionKey: false },
);
TenantSchema.index({ isDefault: 1 }, { unique: true, partialFilterExpression: { isDefault: true } });

export type TenantModel = Model<TenantDoc>;

export function tenantModel(connection: Connection): TenantModel {
  return connection.model<TenantDoc>('Tenant', TenantSchema, 'tenants');
}
