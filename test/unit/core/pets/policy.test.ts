import { describe, expect, it } from 'vitest';
import { assertCanWritePets } from '../../../../src/core/pets/policy.js';
import { callBy, outcome, principal, without } from '../callers.js';

describe('changing the catalog (create, replace, delete, upload photos)', () => {
  it.each([
    ['anonymous', null, 'unauthenticated'],
    ['a customer', principal('CUSTOMER'), 'forbidden'],
    ['staff', principal('STAFF'), 'allowed'],
    ['an admin', principal('ADMIN'), 'allowed'],
    [
      'staff signed in without write:pets',
      principal('STAFF', { scopes: without('STAFF', 'write:pets') }),
      'forbidden',
    ],
  ])('by %s: %s', (_who, caller, expected) => {
    expect(outcome(() => assertCanWritePets(callBy(caller)))).toBe(expected);
  });

  it('a customer is told the role, not the scope, that is missing', () => {
    expect(() => assertCanWritePets(callBy(principal('CUSTOMER')))).toThrow(
      'This operation requires the STAFF role.',
    );
  });
});
