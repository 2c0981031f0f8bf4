import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../src/gateway.js';
import { signUp, tokensFor, type TestAccount } from '../helpers/auth.js';
import { startTestGateway } from '../helpers/gateway.js';
import { createPet, GOOD_BANK_ACCOUNT, GOOD_CARD, pay, placeOrder } from './store-api.js';

// Distinctive values, so a match can only be a leak.
const CARD = { ...GOOD_CARD, number: '4242424242424242', cvc: '873' };
const AMEX = { ...GOOD_CARD, number: '378282246310005', cvc: '8731' };
const DECLINED = { ...GOOD_CARD, number: '4000000000000002', cvc: '592' };
const BANK = { ...GOOD_BANK_ACCOUNT, accountNumber: '000123456789' };
const SECRETS = ['4242424242424242', '378282246310005', '4000000000000002', '000123456789'];
const CVCS = ['873', '8731', '592'];

const logLines: string[] = [];
let gateway: Gateway;
let staff: string;
let alice: TestAccount;

beforeAll(async () => {
  // Every log line the service writes, at the most verbose level.
  const service = await startTestGateway(
    { LOG_LEVEL: 'trace' },
    {
      write: (line: string) => void logLines.push(line),
    },
  );
  gateway = service.gateway;
  staff = (await tokensFor(gateway.url, 'staff')).accessToken;
  alice = await signUp(gateway.url);
});
afterAll(() => gateway?.close());

/** Every string (and number, as text) anywhere in a value, with the key it sits under. */
function* leaves(value: unknown, key = ''): Generator<[string, string, boolean]> {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) yield* leaves(item, key);
  } else if (typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    if (typeof (value as { toHexString?: unknown }).toHexString === 'function') return;
    for (const [inner, item] of Object.entries(value)) yield* leaves(item, inner);
  } else {
    yield [key, String(value), typeof value === 'string'];
  }
}

function leaksIn(values: Iterable<[string, string, boolean]>): string[] {
  const found: string[] = [];
  for (const [key, value, isString] of values) {
    if (SECRETS.some((secret) => value.includes(secret))) found.push(`${key}=${value}`);
    // A CVC travels as a string; a number that happens to equal it (a duration) is not a leak.
    if (isString && CVCS.includes(value)) found.push(`${key}=${value}`);
    if (['cvc', 'number', 'accountNumber'].includes(key) && value !== '[REDACTED]')
      found.push(`${key}=${value}`);
  }
  return found;
}

describe('card and bank details', () => {
  it('never reach the database or the logs, on success, decline, refund and replay', async () => {
    const petA = await createPet(gateway.url, staff);
    const orderA = await placeOrder(gateway.url, alice.accessToken, { petId: petA['id'] });
    const orderIdA = orderA['id'] as string;
    expect((await pay(gateway.url, alice.accessToken, orderIdA, DECLINED)).status).toBe(402);
    expect(
      (await pay(gateway.url, alice.accessToken, orderIdA, CARD, { idempotencyKey: 'k-1' })).status,
    ).toBe(201);
    expect(
      (await pay(gateway.url, alice.accessToken, orderIdA, CARD, { idempotencyKey: 'k-1' })).status,
    ).toBe(201);
    // A malformed request with the numbers in it: the validation error must not echo them.
    const invalid = await pay(gateway.url, alice.accessToken, orderIdA, { ...CARD, expYear: 2001 });
    expect(invalid.status).toBe(400);
    expect(leaksIn(leaves(invalid.body))).toEqual([]);

    const petB = await createPet(gateway.url, staff);
    const orderB = await placeOrder(gateway.url, alice.accessToken, { petId: petB['id'] });
    expect((await pay(gateway.url, alice.accessToken, orderB['id'] as string, BANK)).status).toBe(201);
    const cancelled = await fetch(`${gateway.url}/v1/store/orders/${orderB['id'] as string}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(cancelled.status).toBe(200);

    const petC = await createPet(gateway.url, staff, { price: '99.00' });
    const orderC = await placeOrder(gateway.url, alice.accessToken, { petId: petC['id'] });
    expect(
      (await pay(gateway.url, alice.accessToken, orderC['id'] as string, AMEX, { amount: '99.00' })).status,
    ).toBe(201);

    const db = gateway.database.connection.db;
    if (db === undefined) throw new Error('not connected');
    const dumped: [string, string, boolean][] = [];
    let documents = 0;
    for (const { name } of await db.listCollections().toArray()) {
      for (const doc of await db.collection(name).find({}).toArray()) {
        documents += 1;
        for (const [key, value, isString] of leaves(doc)) dumped.push([`${name}.${key}`, value, isString]);
      }
    }
    expect(documents).toBeGreaterThan(10);
    expect(
      leaksIn(dumped.map(([key, value, isString]) => [key.split('.').pop() ?? key, value, isString])),
    ).toEqual([]);
    expect(JSON.stringify(dumped)).not.toMatch(/4242424242424242|378282246310005|000123456789/);

    expect(logLines.length).toBeGreaterThan(10);
    const logText = logLines.join('');
    for (const secret of SECRETS) expect(logText).not.toContain(secret);
    const logLeaves = logLines.flatMap((line) => [...leaves(JSON.parse(line) as unknown)]);
    expect(leaksIn(logLeaves)).toEqual([]);
  });
});
