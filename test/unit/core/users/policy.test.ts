import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  assertCanAccessAccount,
  assertCanAdministerAccount,
  assertCanChangePassword,
  assertCanCreateAccounts,
  readableAccounts,
} from '../../../../src/core/users/policy.js';
import { systemContext, type Role } from '../../../../src/core/context.js';
import { callBy, outcome, principal, TENANT, without } from '../callers.js';

const ROLES: Role[] = ['CUSTOMER', 'STAFF', 'ADMIN'];

describe('reading and changing an account', () => {
  // Whose account: the holder's own, or someone else's in the tenant.
  const expected: Record<Role, { own: string; other: string }> = {
    CUSTOMER: { own: 'allowed', other: 'forbidden' },
    STAFF: { own: 'allowed', other: 'forbidden' },
    ADMIN: { own: 'allowed', other: 'allowed' },
  };
  const cases = ROLES.flatMap((role) =>
    (['own', 'other'] as const).flatMap((whose) =>
      (['read:user', 'write:user'] as const).map((scope) => [role, whose, scope] as const),
    ),
  );

  it.each(cases)('a %s on its %s account with %s', (role, whose, scope) => {
    const caller = principal(role);
    const target = whose === 'own' ? caller.userId : randomUUID();
    expect(outcome(() => assertCanAccessAccount(callBy(caller), target, scope))).toBe(expected[role][whose]);
  });

  it('staff cannot read a customer account, though they see the customer orders', () => {
    expect(() => assertCanAccessAccount(callBy(principal('STAFF')), randomUUID(), 'read:user')).toThrow(
      'Only the account holder or an administrator may do this.',
    );
  });

  it('anonymous callers are asked to sign in, whoever the account', () => {
    expect(outcome(() => assertCanAccessAccount(callBy(null), randomUUID(), 'read:user'))).toBe(
      'unauthenticated',
    );
  });

  it('a token without write:user cannot change even its own account', () => {
    const narrowed = principal('CUSTOMER', { scopes: without('CUSTOMER', 'write:user') });
    expect(outcome(() => assertCanAccessAccount(callBy(narrowed), narrowed.userId, 'write:user'))).toBe(
      'forbidden',
    );
  });
});

describe('whose accounts come with the orders a caller reads', () => {
  it('a customer reaches only their own account, without tombstones', () => {
    const customer = principal('CUSTOMER');
    expect(readableAccounts(callBy(customer))).toEqual({
      tenantId: TENANT,
      onlyUserId: customer.userId,
      includeDeleted: false,
    });
  });

  it('staff reach only their own account too', () => {
    const staff = principal('STAFF');
    expect(readableAccounts(callBy(staff)).onlyUserId).toBe(staff.userId);
  });

  it('an admin reaches every account of the tenant, deleted ones included', () => {
    expect(readableAccounts(callBy(principal('ADMIN')))).toEqual({
      tenantId: TENANT,
      onlyUserId: null,
      includeDeleted: true,
    });
  });
});

describe('suspending, promoting and creating accounts', () => {
  it.each(ROLES)('a %s changing another account status or role', (role) => {
    const expected = role === 'ADMIN' ? 'allowed' : 'forbidden';
    expect(outcome(() => assertCanAdministerAccount(callBy(principal(role)), randomUUID()))).toBe(expected);
  });

  it('an admin cannot suspend or demote themselves', () => {
    const admin = principal('ADMIN');
    expect(() => assertCanAdministerAccount(callBy(admin), admin.userId)).toThrow(
      'Administrators cannot change their own status or role.',
    );
  });

  it('an admin whose token lacks the admin scope cannot administer accounts', () => {
    const narrowed = principal('ADMIN', { scopes: without('ADMIN', 'admin') });
    expect(outcome(() => assertCanAdministerAccount(callBy(narrowed), randomUUID()))).toBe('forbidden');
  });

  it.each(ROLES)('a %s creating staff or admin accounts', (role) => {
    const expected = role === 'ADMIN' ? 'allowed' : 'forbidden';
    expect(outcome(() => assertCanCreateAccounts(callBy(principal(role))))).toBe(expected);
  });

  it('the service seeding its demo accounts may create them; an anonymous caller may not', () => {
    expect(outcome(() => assertCanCreateAccounts(systemContext(TENANT, 'seed')))).toBe('allowed');
    expect(outcome(() => assertCanCreateAccounts(callBy(null)))).toBe('unauthenticated');
  });

  it("nobody, not even an admin, changes another user's password", () => {
    const admin = principal('ADMIN');
    expect(outcome(() => assertCanChangePassword(admin, admin.userId))).toBe('allowed');
    expect(outcome(() => assertCanChangePassword(admin, randomUUID()))).toBe('forbidden');
  });
});
