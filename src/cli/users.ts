/**
 * Operator command for accounts, on the database the service uses (also while it runs):
 *   npm run users -- list [--tenant <id|slug>]
 *   npm run users -- set-password <username> [--tenant <id|slug>] [--password-stdin]
 * `set-password` is the way back in when the demo password is lost: it applies the rules of every
 * new password, ends the account's sessions and is audited (`user.reset_password`). Without
 * `--password-stdin` a strong password is generated and printed once.
 */
import { parseArgs } from 'node:util';
import { text } from 'node:stream/consumers';
import { ConfigError } from '../config.js';
import { isDomainError } from '../core/errors.js';
import { systemContext } from '../core/context.js';
import { operatorTenant, withOperatorCore } from './operator-core.js';

const USAGE = `Usage:
  npm run users -- list [--tenant <id|slug>]
  npm run users -- set-password <username> [--tenant <id|slug>] [--password-stdin]

  set-password   sets a new password (the same rules as any password), ends the account's
                 sessions and records it in the audit trail. Without --password-stdin a strong
                 password is generated and printed once.
  --tenant       the tenant (default: the default tenant, slug "demo")
Works while the service runs: it uses the service's database (MONGODB_URI, or the embedded
server's socket in DATA_DIR).`;

class UsageError extends Error {}

async function run(argv: string[]): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        tenant: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  if (values.help) return `${USAGE}\n`;
  const [command, ...rest] = positionals;
  if (command === 'list' && rest.length === 0) {
    return withOperatorCore(async (core) => {
      const tenantId = await operatorTenant(core, values.tenant);
      const accounts = await core.users.listForOperator(systemContext(tenantId, 'users-cli'));
      if (accounts.length === 0) return 'No accounts in this tenant.\n';
      return accounts
        .map((user) => `${user.username}\t${user.role}\t${user.status}\t${user.email}\n`)
        .join('');
    });
  }
  if (command === 'set-password' && rest.length === 1) {
    const username = rest[0] as string;
    const given = values['password-stdin'] ? (await text(process.stdin)).replace(/\r?\n$/, '') : undefined;
    const { generatePassword } = await import('../core/users/passwords.js');
    const password = given ?? generatePassword();
    return withOperatorCore(async (core) => {
      const tenantId = await operatorTenant(core, values.tenant);
      await core.users.resetPassword(systemContext(tenantId, 'users-cli'), username, password);
      const shown = given === undefined ? `New password (shown this once): ${password}\n` : '';
      return `Password of ${username} set; its sessions are ended.\n${shown}`;
    });
  }
  throw new UsageError(USAGE);
}

run(process.argv.slice(2))
  .then((output) => process.stdout.write(output))
  .catch((error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    if (isDomainError(error)) {
      const fields = (error.fields ?? []).map(
        (field) => `\n  ${field.field || 'password'}: ${field.message}`,
      );
      process.stderr.write(`${error.message}${fields.join('')}\n`);
      process.exit(1);
    }
    process.stderr.write(`users failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
