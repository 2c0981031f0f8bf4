import { describe, expect, it } from 'vitest';
import { assertCanManageWebhooks } from '../../../../src/core/webhooks/policy.js';
import { callBy, outcome, principal } from '../callers.js';

describe('managing webhook subscriptions, deliveries and pings', () => {
  it.each([
    ['anonymous', null, 'unauthenticated'],
    ['a customer', principal('CUSTOMER'), 'forbidden'],
    ['staff', principal('STAFF'), 'allowed'],
    ['an admin', principal('ADMIN'), 'allowed'],
  ])('by %s: %s', (_who, caller, expected) => {
    expect(outcome(() => assertCanManageWebhooks(callBy(caller)))).toBe(expected);
  });
});
