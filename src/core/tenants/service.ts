import type { TenantDoc, TenantModel } from './model.js';
import { NotFoundError } from '../errors.js';

export const DEFAULT_TENANT_SLUG = 'demo';

export class TenantService {
  private defaultId: string | undefined;

  constructor(private readonly tenants: TenantModel) {}

  /** Creates the default tenant on an empty database; idempotent across restarts and processes. */
  async ensureDefault(): Promise<TenantDoc> {
    const existing = await this.tenants.findOne({ isDefault: true }).lean();
    if (existing !== null) {
      this.defaultId = existing._id;
      return existing;
    }
    try {
      const created = await this.tenants.create({
        name: 'Demo Shelter',
        slug: DEFAULT_TENANT_SLUG,
        isDefault: true,
      });
      this.defaultId = created._id;
      return created.toObject();
    } catch (error) {
      // Another process won the race; its tenant is the default.
      const winner = await this.tenants.findOne({ isDefault: true }).lean();
      if (winner === null) throw error;
      this.defaultId = winner._id;
      return winner;
    }
  }

  defaultTenantId(): string {
    if (this.defaultId === undefined) throw new Error('The default tenant is not loaded yet.');
    return this.defaultId;
  }

  async create(name: string, slug: string): Promise<TenantDoc> {
    return (await this.tenants.create({ name, slug, isDefault: false })).toObject();
  }

  /** Every tenant, oldest first (operators' listing; there are few). */
  list(): Promise<TenantDoc[]> {
    return this.tenants.find().sort({ createdAt: 1, _id: 1 }).lean<TenantDoc[]>().exec();
  }

  async get(id: string): Promise<TenantDoc> {
    const tenant = await this.tenants.findById(id).lean();
    if (tenant === null) throw new NotFoundError('Tenant', id);
    return tenant;
  }
}
