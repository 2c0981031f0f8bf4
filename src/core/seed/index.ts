import type { CoreInternals } from '../core.js';
import { systemContext, type CallerContext } from '../context.js';
import { ConflictError } from '../errors.js';
import { seedDemoAccounts, type DemoAccounts } from './accounts.js';
import { seedDemoPets } from './pets.js';
import { seedDemoOAuthClients } from '../auth/oauth-demo-clients.js';

export interface SeedContext {
  core: CoreInternals;
  /** The default tenant, where demo data lands. */
  tenantId: string;
  /** A system caller in that tenant: seeders act through the ordinary core services. */
  ctx: CallerContext;
  accounts: DemoAccounts;
}

export type Seeder = (seed: SeedContext) => Promise<void>;

/**
 * The demo data after the accounts, in order. An area adds its seeder here (sample pets, the OAuth
 * demo client, ...); each goes through the core services, so it is validated and audited.
 */
export const DEMO_SEEDERS: Seeder[] = [seedDemoPets, seedDemoOAuthClients];

/**
 * Fills an empty default tenant (no users yet) with demo data; does nothing otherwise. When two
 * processes start on one empty database, the unique indexes let one seed and the other stand down.
 * Tells whether this start seeded: SEED_PASSWORD only matters when it did.
 */
export async function seedDemoData(core: CoreInternals): Promise<boolean> {
  const tenantId = core.tenants.defaultTenantId();
  if ((await core.users.countInTenant(tenantId)) > 0) return false;
  const ctx = systemContext(tenantId, 'seed');
  let accounts: DemoAccounts;
  try {
    accounts = await seedDemoAccounts(core.users, ctx, core.config.seedPassword);
  } catch (error) {
    if (error instanceof ConflictError) {
      core.logger.info('demo data is being seeded by another process');
      return false;
    }
    throw error;
  }
  for (const seeder of DEMO_SEEDERS) await seeder({ core, tenantId, ctx, accounts });
  core.logger.info({ tenantId, seeders: DEMO_SEEDERS.length }, 'demo data seeded');
  return true;
}
