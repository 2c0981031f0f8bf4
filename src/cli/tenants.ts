/**
 * Operator command for tenants, run against the service's database (DATA_DIR or MONGODB_URI, as
 * `npm start` reads them):
 *   npm run tenants -- create "<name>" --admin <username> --email <email>
 *   npm run tenants -- list
 * The embedded database's data directory is locked by a running service: stop it first, or set
 * MONGODB_URI to the server the service uses.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { NewTenantSchema } from '../core/admin/tenant-provisioning.js';
import { isDomainError } from '../core/errors.js';
import { parseInput } from '../core/validation.js';

const USAGE = `Usage:
  npm run tenants -- create "<name>" --admin <username> --email <email>
  npm run tenants -- list`;

class UsageError extends Error {}

async function run(argv: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { admin: { type: 'string' }, email: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  if (command !== 'create' && command !== 'list') throw new UsageError(USAGE);
  if (command === 'create' && (rest.length !== 1 || !values.admin || !values.email)) {
    throw new UsageError(USAGE);
  }
  // Bad input is refused before the database is opened (and before the heavy modules load).
  const input = { name: rest[0], adminUsername: values.admin, adminEmail: values.email };
  if (command === 'create') parseInput(NewTenantSchema, input, 'tenant');
  const [{ createCore }, { openDatabase }, { createLogger }, { provisionTenant }] = await Promise.all([
    import('../core/core.js'),
    import('../db/database.js'),
    import('../logger.js'),
    import('../core/admin/tenant-provisioning.js'),
  ]);
  // The operator's database, without demo data: this command only adds tenants.
  const config = { ...loadConfig(), seedDemoData: false };
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel, process.stderr);
  const database = await openDatabase(config, logger);
  try {
    const core = await createCore({ connection: database.connection, config, logger });
    if (command === 'list') {
      const tenants = await core.tenants.list();
      for (const tenant of tenants) {
        const mark = tenant.isDefault ? '  (default)' : '';
        process.stdout.write(`${tenant._id}  ${tenant.slug}  ${tenant.name}${mark}\n`);
      }
      if (tenants.length === 0) process.stdout.write('No tenants yet.\n');
      return;
    }
    const created = await provisionTenant(core, input);
    process.stdout.write(
      [
        `Tenant created.`,
        `tenant id:      ${created.tenant._id}`,
        `tenant name:    ${created.tenant.name}`,
        `tenant slug:    ${created.tenant.slug}`,
        `admin username: ${created.admin.username}`,
        `admin email:    ${created.admin.email}`,
        `admin password: ${created.password}`,
        `The password is shown this once. Sign in with X-Tenant-ID: ${created.tenant._id} and change it.`,
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  if (isDomainError(error)) {
    const fields = (error.fields ?? []).map((field) => `\n  ${field.field}: ${field.message}`).join('');
    process.stderr.write(`${error.message}${fields}\n`);
    process.exit(1);
  }
  process.stderr.write(`tenants failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
