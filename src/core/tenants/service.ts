import type { TenantDoc, TenantModel } from './model.js';
import { NotFoundError } from '../errors.js';
import { isId } from '../ids.js';

/** Slugs are never changed, so a slug's tenant id is remembered for the process's life. */
const SLUG_MEMORY_LIMIT = 10_000;

export const DEFAULT_TENANT_SLUG = 'demo';

export class TenantService {
  private defaultId: string | undefined;
  private readonly idsBySlug = new Map<string, string>();

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

  /**
   * The tenant id a caller means by `idOrSlug` (`X-Tenant-ID: demo` as well as its UUID, for
   * people typing requests), or undefined when no tenant has that slug. A UUID is taken as it is.
   */
  async resolveIdOrSlug(idOrSlug: string): Promise<string | undefined> {
    const named: unknown = idOrSlug;
    if (isId(named)) return named;
    const slug = idOrSlug.toLowerCase();
    const known = this.idsBySlug.get(slug);
    if (known !== undefined) return known;
    const tenant = await this.tenants.findOne({ slug }, { _id: 1 }).lean();
    if (tenant === null) return undefined;
    if (this.idsBySlug.size >= SLUG_MEMORY_LIMIT) this.idsBySlug.clear();
    this.idsBySlug.set(slug, tenant._id);
    return tenant._id;
  }

  async get(id: string): Promise<TenantDoc> {
    const tenant = await this.tenants.findById(id).lean();
    if (tenant === null) throw new NotFoundError('Tenant', id);
    return tenant;
  }
}
