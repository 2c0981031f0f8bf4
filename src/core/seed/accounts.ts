import type { CallerContext, Role } from '../context.js';
import type { UserService } from '../users/service.js';
import type { User } from '../users/model.js';
import { generatePassword } from '../users/passwords.js';

export type DemoAccounts = Record<'admin' | 'staff' | 'customer', User>;

const DEMO_ACCOUNTS: { username: keyof DemoAccounts; role: Role; firstName: string; lastName: string }[] = [
  { username: 'admin', role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' },
  { username: 'staff', role: 'STAFF', firstName: 'Sam', lastName: 'Staff' },
  { username: 'customer', role: 'CUSTOMER', firstName: 'Cora', lastName: 'Customer' },
];

/**
 * The demo accounts `admin`, `staff` and `customer`, sharing one password: `SEED_PASSWORD`, or a
 * random one shown once in a banner on stdout (it is in no log line and is never shown again).
 */
export async function seedDemoAccounts(
  users: UserService,
  ctx: CallerContext,
  configuredPassword: string | undefined,
): Promise<DemoAccounts> {
  const password = configuredPassword ?? generatePassword();
  const created: Partial<DemoAccounts> = {};
  for (const account of DEMO_ACCOUNTS) {
    created[account.username] = await users.createAccount(
      ctx,
      {
        username: account.username,
        email: `${account.username}@petstore.example`,
        password,
        firstName: account.firstName,
        lastName: account.lastName,
      },
      account.role,
    );
  }
  if (configuredPassword === undefined) printPasswordBanner(password);
  return created as DemoAccounts;
}

function printPasswordBanner(password: string): void {
  const lines = [
    '',
    '================================================================',
    ' Demo accounts created: admin, staff, customer',
    ` Password (shown once, never again): ${password}`,
    ' Set SEED_PASSWORD to choose it yourself.',
    '================================================================',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
