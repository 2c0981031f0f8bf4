import { describe, expect, it } from 'vitest';
import { assertCanChat, chatBudgetKey } from '../../../../src/core/chat/policy.js';
import { callBy, outcome, principal, without } from '../callers.js';

describe('chatting with the advisor', () => {
  it.each([
    ['anonymous', null, 'unauthenticated'],
    ['a customer', principal('CUSTOMER'), 'allowed'],
    ['staff', principal('STAFF'), 'allowed'],
    ['an admin', principal('ADMIN'), 'allowed'],
    [
      'a customer signed in without chat:write',
      principal('CUSTOMER', { scopes: without('CUSTOMER', 'chat:write') }),
      'forbidden',
    ],
  ])('by %s: %s', (_who, caller, expected) => {
    expect(outcome(() => assertCanChat(callBy(caller)))).toBe(expected);
  });

  it('one budget per user, whichever door or token they chat through', () => {
    const customer = principal('CUSTOMER');
    const sameUserOtherToken = { ...customer, tokenId: 'another-token', clientId: 'another-client' };
    expect(chatBudgetKey(sameUserOtherToken)).toBe(chatBudgetKey(customer));
    expect(chatBudgetKey(principal('CUSTOMER'))).not.toBe(chatBudgetKey(customer));
  });
});
