import { z } from 'zod';
import type { AuditService } from '../audit/service.js';
import { systemContext } from '../context.js';
import { isDuplicateKeyError } from '../duplicate-key.js';
import type { TenantDoc } from '../tenants/model.js';
import type { TenantService } from '../tenants/service.js';
import { generatePassword } from '../users/passwords.js';
import type { User } from '../users/model.js';
import { EmailSchema, UsernameSchema } from '../users/schemas.js';
import type { UserService } from '../users/service.js';
import { parseInput, text } from '../validation.js';

export const NewTenantSchema = z
  .object({
    name: text().trim().min(1).max(100),
    adminUsername: UsernameSchema,
    adminEmail: EmailSchema,
  })
  .strict();

export interface ProvisionedTenant {
  tenant: TenantDoc;
  admin: User;
  /** The administrator's generated password: shown once, stored only as its hash. */
  password: string;
}

/** `Happy Paws Shelter!` -> `happy-paws-shelter`; never empty. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug === '' ? 'tenant' : slug;
}

/**
 * The operator's way to open a new tenant (a shelter or store): the tenant and its first ADMIN
 * account with a generated password, through the ordinary services (validated and audited as a
 * system action). The tenant's administrator then manages its users through the admin API.
 */
export async function provisionTenant(
  deps: { tenants: TenantService; users: UserService; audit: AuditService },
  input: unknown,
): Promise<ProvisionedTenant> {
  // Everything is checked before anything is written, so a bad email leaves no empty tenant.
  const fields = parseInput(NewTenantSchema, input, 'tenant');
  const tenant = await createWithFreeSlug(deps.tenants, fields.name);
  const ctx = systemContext(tenant._id, 'tenants-cli');
  await deps.audit.record(ctx, {
    action: 'tenant.create',
    resource: { type: 'tenant', id: tenant._id },
    after: { name: tenant.name, slug: tenant.slug },
  });
  const password = generatePassword();
  const admin = await deps.users.createAccount(
    ctx,
    { username: fields.adminUsername, email: fields.adminEmail, password },
    'ADMIN',
  );
  return { tenant, admin, password };
}

/** Slugs are unique: a taken one gets `-2`, `-3`, ... */
async function createWithFreeSlug(tenants: TenantService, name: string): Promise<TenantDoc> {
  const base = slugOf(name);
  for (let attempt = 1; attempt <= 100; attempt += 1) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    try {
      return await tenants.create(name, slug);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  throw new Error(`No free slug for "${name}".`);
}
