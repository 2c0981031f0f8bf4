import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  assertCanCompleteOrders,
  assertCanForceCancelOrders,
  assertCanPay,
  assertCanReadInventory,
  assertCanReadOrders,
  assertCanSeeOrder,
  assertCanWriteOrders,
  canSeeAllOrders,
} from '../../../../src/core/store/policy.js';
import type { Role } from '../../../../src/core/context.js';
import type { Order } from '../../../../src/core/store/types.js';
import { callBy, OTHER_TENANT, outcome, principal, TENANT, without } from '../callers.js';

function orderOf(userId: string, tenantId = TENANT): Order {
  const now = new Date();
  return {
    id: randomUUID(),
    tenantId,
    petId: randomUUID(),
    userId,
    status: 'PLACED',
    paymentStatus: 'UNPAID',
    totalAmount: 15000,
    currency: 'USD',
    callbackUrl: null,
    notes: null,
    cancelReason: null,
    paymentId: null,
    createdAt: now,
    updatedAt: now,
  };
}

type Owner = 'own' | 'another customer' | 'another tenant';

function orderFor(caller: { userId: string }, owner: Owner): Order {
  if (owner === 'own') return orderOf(caller.userId);
  if (owner === 'another customer') return orderOf(randomUUID());
  return orderOf(caller.userId, OTHER_TENANT);
}

/**
 * Seeing an order: customers their own, staff and admins every order of their tenant, nobody
 * another tenant's. A refusal is "not found", so other customers' order ids cannot be probed.
 */
const SEE: Record<Role, Record<Owner, string>> = {
  CUSTOMER: { own: 'allowed', 'another customer': 'not_found', 'another tenant': 'not_found' },
  STAFF: { own: 'allowed', 'another customer': 'allowed', 'another tenant': 'not_found' },
  ADMIN: { own: 'allowed', 'another customer': 'allowed', 'another tenant': 'not_found' },
};

/** Paying: only the customer who placed the order; staff see it but get 403 paying for it. */
const PAY: Record<Role, Record<Owner, string>> = {
  CUSTOMER: { own: 'allowed', 'another customer': 'not_found', 'another tenant': 'not_found' },
  STAFF: { own: 'allowed', 'another customer': 'forbidden', 'another tenant': 'not_found' },
  ADMIN: { own: 'allowed', 'another customer': 'forbidden', 'another tenant': 'not_found' },
};

const ROLES: Role[] = ['CUSTOMER', 'STAFF', 'ADMIN'];
const OWNERS: Owner[] = ['own', 'another customer', 'another tenant'];
const MATRIX = ROLES.flatMap((role) => OWNERS.map((owner) => [role, owner] as const));

describe('who may see an order (cancel and read go through this)', () => {
  it.each(MATRIX)('a %s and %s order', (role, owner) => {
    const caller = principal(role);
    expect(outcome(() => assertCanSeeOrder(caller, orderFor(caller, owner)))).toBe(SEE[role][owner]);
  });

  it('a CUSTOMER cannot see or cancel another customer order, and is told it does not exist', () => {
    const alice = principal('CUSTOMER');
    const bobsOrder = orderOf(randomUUID());
    expect(() => assertCanSeeOrder(alice, bobsOrder)).toThrow(`Order ${bobsOrder.id} not found.`);
  });

  it('only staff and admins list every order of the tenant', () => {
    expect(canSeeAllOrders(principal('CUSTOMER'))).toBe(false);
    expect(canSeeAllOrders(principal('STAFF'))).toBe(true);
    expect(canSeeAllOrders(principal('ADMIN'))).toBe(true);
  });
});

describe('who may pay for an order', () => {
  it.each(MATRIX)('a %s and %s order', (role, owner) => {
    const caller = principal(role);
    expect(outcome(() => assertCanPay(caller, orderFor(caller, owner)))).toBe(PAY[role][owner]);
  });

  it('staff paying for a customer are told why', () => {
    const staff = principal('STAFF');
    expect(() => assertCanPay(staff, orderOf(randomUUID()))).toThrow(
      'Only the customer who placed the order can pay for it.',
    );
  });
});

describe('what each role may do with orders', () => {
  const rules = {
    read: assertCanReadOrders,
    'place, pay, cancel': assertCanWriteOrders,
    complete: assertCanCompleteOrders,
    'force-cancel': assertCanForceCancelOrders,
    'read inventory': assertCanReadInventory,
  } as const;
  const expected: Record<keyof typeof rules, Record<Role | 'anonymous', string>> = {
    read: { anonymous: 'unauthenticated', CUSTOMER: 'allowed', STAFF: 'allowed', ADMIN: 'allowed' },
    'place, pay, cancel': {
      anonymous: 'unauthenticated',
      CUSTOMER: 'allowed',
      STAFF: 'allowed',
      ADMIN: 'allowed',
    },
    complete: { anonymous: 'unauthenticated', CUSTOMER: 'forbidden', STAFF: 'allowed', ADMIN: 'allowed' },
    'force-cancel': {
      anonymous: 'unauthenticated',
      CUSTOMER: 'forbidden',
      STAFF: 'forbidden',
      ADMIN: 'allowed',
    },
    'read inventory': {
      anonymous: 'unauthenticated',
      CUSTOMER: 'forbidden',
      STAFF: 'allowed',
      ADMIN: 'allowed',
    },
  };
  const cases = (Object.keys(rules) as (keyof typeof rules)[]).flatMap((rule) =>
    (['anonymous', ...ROLES] as const).map((who) => [rule, who] as const),
  );

  it.each(cases)('%s by %s', (rule, who) => {
    const ctx = callBy(who === 'anonymous' ? null : principal(who));
    expect(outcome(() => rules[rule](ctx))).toBe(expected[rule][who]);
  });

  it('a token signed in without write:orders cannot place orders even for a customer', () => {
    const narrowed = principal('CUSTOMER', { scopes: without('CUSTOMER', 'write:orders') });
    expect(outcome(() => assertCanWriteOrders(callBy(narrowed)))).toBe('forbidden');
    expect(outcome(() => assertCanReadOrders(callBy(narrowed)))).toBe('allowed');
  });

  it('staff without write:orders on their token cannot complete adoptions', () => {
    const narrowed = principal('STAFF', { scopes: without('STAFF', 'write:orders') });
    expect(() => assertCanCompleteOrders(callBy(narrowed))).toThrow(
      'This operation requires the write:orders scope.',
    );
  });
});
