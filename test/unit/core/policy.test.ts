import { describe, expect, it } from 'vitest';
import { guard, hasRole, ROLE_SCOPES, scopesForRole } from '../../../src/core/policy.js';
import { SCOPES } from '../../../src/core/context.js';
import { callBy, outcome, principal } from './callers.js';

describe('the roles and what their tokens may carry', () => {
  it('customers can never hold write:pets or admin, whatever they ask for', () => {
    expect(ROLE_SCOPES.CUSTOMER).not.toContain('write:pets');
    expect(ROLE_SCOPES.CUSTOMER).not.toContain('admin');
    expect(scopesForRole('CUSTOMER', ['write:pets', 'admin', 'read:pets'])).toEqual(['read:pets']);
  });

  it('staff manage pets but are not administrators', () => {
    expect(ROLE_SCOPES.STAFF).toContain('write:pets');
    expect(ROLE_SCOPES.STAFF).not.toContain('admin');
  });

  it('admins may hold every scope', () => {
    expect([...ROLE_SCOPES.ADMIN].sort()).toEqual([...SCOPES].sort());
  });

  it('asking for no scope gives the whole role; asking narrows it', () => {
    expect(scopesForRole('STAFF')).toEqual([...ROLE_SCOPES.STAFF]);
    expect(scopesForRole('STAFF', [])).toEqual([...ROLE_SCOPES.STAFF]);
    expect(scopesForRole('STAFF', ['read:orders'])).toEqual(['read:orders']);
  });

  it('ranks CUSTOMER < STAFF < ADMIN; an anonymous caller has no role', () => {
    expect(hasRole(principal('ADMIN'), 'STAFF')).toBe(true);
    expect(hasRole(principal('STAFF'), 'ADMIN')).toBe(false);
    expect(hasRole(principal('CUSTOMER'), 'CUSTOMER')).toBe(true);
    expect(hasRole(null, 'CUSTOMER')).toBe(false);
  });
});

describe('the guard every policy is built on', () => {
  it('asks anonymous callers to sign in (401) before anything else', () => {
    expect(outcome(() => guard(callBy(null), { role: 'ADMIN', scope: 'admin' }))).toBe('unauthenticated');
  });

  it('checks the role before the scope, so a customer hears which role is missing', () => {
    const customer = principal('CUSTOMER', { scopes: [] });
    expect(() => guard(callBy(customer), { role: 'STAFF', scope: 'write:pets' })).toThrow(
      'This operation requires the STAFF role.',
    );
  });

  it('lets through the principal it checked', () => {
    const staff = principal('STAFF');
    expect(guard(callBy(staff), { role: 'STAFF' })).toBe(staff);
  });
});
