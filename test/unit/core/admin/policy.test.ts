import { describe, expect, it } from 'vitest';
import { assertCanAdminister } from '../../../../src/core/admin/policy.js';
import { callBy, outcome, principal, without } from '../callers.js';

describe('the admin API', () => {
  it.each([
    ['anonymous', null, 'unauthenticated'],
    ['a customer', principal('CUSTOMER'), 'forbidden'],
    ['staff', principal('STAFF'), 'forbidden'],
    ['an admin', principal('ADMIN'), 'allowed'],
    [
      'an admin whose token lacks the admin scope',
      principal('ADMIN', { scopes: without('ADMIN', 'admin') }),
      'forbidden',
    ],
  ])('is open to %s: %s', (_who, caller, expected) => {
    expect(outcome(() => assertCanAdminister(callBy(caller)))).toBe(expected);
  });

  it('tells staff which role is needed', () => {
    expect(() => assertCanAdminister(callBy(principal('STAFF')))).toThrow(
      'This operation requires the ADMIN role.',
    );
  });
});
