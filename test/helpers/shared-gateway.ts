import { randomUUID } from 'node:crypto';
import { systemContext } from '../../src/core/context.js';
import { seedDemoAccounts, type DemoAccounts } from '../../src/core/seed/accounts.js';
import { seedDemoPets } from '../../src/core/seed/pets.js';
import { startTestGateway, TEST_SEED_PASSWORD, type TestGateway } from './gateway.js';

/**
 * Budgets a whole worker's files spend together on the shared gateway: far above what any file
 * spends, so no file sees another's requests as a 429. Files that test the limits themselves
 * start their own gateway with the limits they test.
 */
const SHARED_LIMITS = {
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
  RATE_LIMIT_AUTHENTICATED_PER_MINUTE: '1000000',
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
  RATE_LIMIT_CHAT_PER_MINUTE: '1000000',
};

let shared: Promise<TestGateway> | undefined;

/**
 * One gateway per test worker, in the default configuration (rate limits aside), started by the
 * first file that asks and kept for the next files of the worker (the door tier keeps modules
 * loaded between files). A file never closes it. Files that need other settings, or stop or
 * restart the service, start their own with `startTestGateway(env)`. A file that changes data
 * works on its own tenant (`freshTenant`), so files stay independent whatever their order.
 */
export function sharedTestGateway(): Promise<TestGateway> {
  shared ??= startTestGateway(SHARED_LIMITS).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

export interface TestTenant {
  tenantId: string;
  /** Its `admin`, `staff` and `customer` accounts, with TEST_SEED_PASSWORD. */
  accounts: DemoAccounts;
}

/**
 * A new tenant on `service` laid out as the demo tenant is: the accounts `admin`, `staff` and
 * `customer` (TEST_SEED_PASSWORD) and the sample pets, created through the core services as the
 * start-up seed does. Sign in with `login(url, 'customer', TEST_SEED_PASSWORD, tenantId)`; anonymous
 * calls name it with `X-Tenant-ID`.
 */
export async function freshTenant(service: TestGateway, name = 'Test shelter'): Promise<TestTenant> {
  const core = service.gateway.core;
  const tenant = await core.tenants.create(name, `test-${randomUUID()}`);
  const ctx = systemContext(tenant._id, 'test-tenant');
  const accounts = await seedDemoAccounts(core.users, ctx, TEST_SEED_PASSWORD);
  await seedDemoPets({ core, tenantId: tenant._id, ctx, accounts });
  return { tenantId: tenant._id, accounts };
}
