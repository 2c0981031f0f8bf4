import { randomUUID } from 'node:crypto';
import {
  callerContext,
  SCOPES,
  type CallerContext,
  type Principal,
  type Role,
  type Scope,
} from '../../../src/core/context.js';
import { ROLE_SCOPES } from '../../../src/core/policy.js';

/** Two tenants, so rules can be checked across the tenant boundary too. */
export const TENANT = 'tenant-a';
export const OTHER_TENANT = 'tenant-b';

/** A signed-in user of `role` (every scope of the role unless `scopes` narrows them). */
export function principal(
  role: Role,
  options: { userId?: string; tenantId?: string; scopes?: readonly Scope[] } = {},
): Principal {
  return {
    userId: options.userId ?? randomUUID(),
    tenantId: options.tenantId ?? TENANT,
    role,
    scopes: options.scopes ?? ROLE_SCOPES[role],
  };
}

/** A REST call by `who` (null: anonymous) in its tenant. */
export function callBy(who: Principal | null): CallerContext {
  return callerContext({
    principal: who,
    tenantId: who?.tenantId ?? TENANT,
    tenantSource: who === null ? 'default' : 'token',
    requestId: randomUUID(),
    protocol: 'rest',
    ip: '127.0.0.1',
  });
}

/** Every scope but `scope`: a token its holder narrowed when signing in. */
export function without(role: Role, scope: Scope): Scope[] {
  return ROLE_SCOPES[role].filter((held) => held !== scope && SCOPES.includes(held));
}

/** What a rule answered: the error kind it threw, or `allowed`. */
export function outcome(rule: () => unknown): string {
  try {
    rule();
    return 'allowed';
  } catch (error) {
    const kind = (error as { kind?: unknown }).kind;
    if (typeof kind !== 'string') throw error;
    return kind;
  }
}
