import { loadConfig } from '../config.js';
import { loadEnvFile } from '../env-file.js';
import type { CoreInternals } from '../core/core.js';
import { NotFoundError } from '../core/errors.js';
import { openOperatorDatabase } from './operator-database.js';

/**
 * Runs an operator command over a core on the service's database (see `openOperatorDatabase`),
 * never seeding demo data; closes it afterwards. The heavy modules load only here, so `--help` and
 * bad arguments answer at once without touching the database.
 */
export async function withOperatorCore<T>(run: (core: CoreInternals) => Promise<T>): Promise<T> {
  const [{ createCore }, { createLogger }] = await Promise.all([
    import('../core/core.js'),
    import('../logger.js'),
  ]);
  // The same settings as the service: the environment, then `.env` where present.
  loadEnvFile();
  // A command never seeds, so SEED_PASSWORD is not read: judging its strength would load the
  // password estimator's dictionaries (a third of a second) for nothing.
  const config = {
    ...loadConfig({
      ...process.env,
      SEED_PASSWORD: undefined,
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
    }),
    seedDemoData: false,
  };
  const logger = createLogger(config.logLevel, process.stderr);
  const { database } = await openOperatorDatabase(config, logger);
  try {
    return await run(await createCore({ connection: database.connection, config, logger }));
  } finally {
    await database.close();
  }
}

/** The tenant an operator named by id or slug (`--tenant demo`); the default tenant when none. */
export async function operatorTenant(core: CoreInternals, idOrSlug: string | undefined): Promise<string> {
  if (idOrSlug === undefined) return core.tenants.defaultTenantId();
  const tenantId = await core.tenants.resolveIdOrSlug(idOrSlug);
  if (tenantId === undefined) throw new NotFoundError('Tenant', idOrSlug);
  await core.tenants.get(tenantId);
  return tenantId;
}
