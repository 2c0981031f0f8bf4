/**
 * Operator command for tenants, on the database the service uses (also while it runs: MONGODB_URI,
 * or the embedded server's socket in DATA_DIR):
 *   npm run tenants -- create "<name>" --admin <username> --email <email>
 *   npm run tenants -- list
 */
import { parseArgs } from 'node:util';
import { ConfigError } from '../config.js';
import { NewTenantSchema } from '../core/admin/tenant-provisioning.js';
import { isDomainError } from '../core/errors.js';
import { parseInput } from '../core/validation.js';
import { withOperatorCore } from './operator-core.js';

const USAGE = `Usage:
  npm run tenants -- create "<name>" --admin <username> --email <email>
  npm run tenants -- list

  create   a tenant with its first administrator; the password is printed once
  list     every tenant: id, slug, name (the default tenant marked)
Works while the service runs: it uses the service's database (MONGODB_URI, or the embedded
server's socket in DATA_DIR).`;

class UsageError extends Error {}

async function run(argv: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        admin: { type: 'string' },
        email: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [command, ...rest] = positionals;
  if (command !== 'create' && command !== 'list') throw new UsageError(USAGE);
  if (command === 'create' && (rest.length !== 1 || !values.admin || !values.email)) {
    throw new UsageError(USAGE);
  }
  // Bad input is refused before the database is opened (and before the heavy modules load).
  const input = { name: rest[0], adminUsername: values.admin, adminEmail: values.email };
  if (command === 'create') parseInput(NewTenantSchema, input, 'tenant');
  const { provisionTenant } = await import('../core/admin/tenant-provisioning.js');
  await withOperatorCore(async (core) => {
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
        `The password is shown this once. Sign in with X-Tenant-ID: ${created.tenant.slug} and change it.`,
        '',
      ].join('\n'),
    );
  });
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
