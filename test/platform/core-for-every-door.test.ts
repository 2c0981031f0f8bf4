import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallerContext } from '../../src/core/context.js';
import type { CoreInternals } from '../../src/core/core.js';
import { ValidationError } from '../../src/core/errors.js';
import { accessTokensFor, newPassword } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { TestReceiver } from '../helpers/receiver.js';
import { petInput } from '../pets/pet-api.js';

/**
 * The core as a door without query strings sees it (GraphQL, gRPC, SOAP): typed inputs in, domain
 * objects out, with nothing of the stored shape (`_id`) and no secret in them.
 */
let service: TestGateway;
let receiver: TestReceiver;
let core: CoreInternals;
let staff: CallerContext;
let customer: CallerContext;

async function callerOf(token: string): Promise<CallerContext> {
  const principal = await core.authenticator.verify(token);
  return {
    principal,
    tenantId: principal.tenantId,
    tenantSource: 'token',
    requestId: randomUUID(),
    protocol: 'grpc',
    ip: '127.0.0.1',
  };
}

/** Paths of keys that must never leave the core, at any depth. */
const STORED_OR_SECRET = new Set([
  '_id',
  '__v',
  'secret',
  'authToken',
  'passwordHash',
  'usernameKey',
  'tokensValidAfter',
  'leaseToken',
  'payload',
]);

function leakedKeys(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object' || value instanceof Date) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => leakedKeys(item, `${path}[${index}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => [
    ...(STORED_OR_SECRET.has(key) ? [`${path}.${key}`] : []),
    ...leakedKeys(inner, `${path}.${key}`),
  ]);
}

beforeAll(async () => {
  service = await sharedTestGateway();
  receiver = await new TestReceiver().start();
  core = service.gateway.core;
  const [staffToken, customerToken] = await accessTokensFor(service.url, 'staff', 'customer');
  [staff, customer] = await Promise.all([callerOf(staffToken), callerOf(customerToken)]);
});
afterAll(async () => {
  await receiver?.close();
});

describe('typed inputs', () => {
  it('pets.list takes arrays, booleans and numbers', async () => {
    const tag = `typed${randomUUID().slice(0, 8)}`;
    const create = (name: string, fields: Record<string, unknown>) =>
      core.pets.create(staff, petInput({ name, description: `${tag} pet`, ...fields }));
    await create('Young', { ageMonths: 4, goodWithKids: true });
    const match = await create('Match', { ageMonths: 12, goodWithKids: true });
    await create('Grumpy', { ageMonths: 12, goodWithKids: false });
    await create('Old', { ageMonths: 90, goodWithKids: true });
    const reserved = await create('Reserved', { ageMonths: 12, goodWithKids: true });
    await core.pets.replace(staff, reserved.id, {
      ...petInput({ name: 'Reserved' }),
      status: 'not_available',
    });

    const page = await core.pets.list(staff, {
      q: tag,
      status: ['AVAILABLE'],
      goodWithKids: true,
      minAgeMonths: 6,
      maxAgeMonths: 24,
      limit: 10,
    });
    expect(page.data.map((pet) => pet.id)).toEqual([match.id]);

    const both = await core.pets.list(staff, { q: tag, status: ['available', 'not_available'], limit: 1 });
    expect(both).toMatchObject({ limit: 1, hasMore: true });
    expect(both.data).toHaveLength(1);
  });

  it('query-string encodings are the REST door’s to decode: the core refuses them', async () => {
    const refused = core.pets.list(staff, { goodWithKids: 'true', minAgeMonths: '6', limit: '5' });
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({
      fields: [
        expect.objectContaining({ field: 'goodWithKids', message: 'Must be true or false.' }),
        expect.objectContaining({ field: 'minAgeMonths', message: 'Must be a whole number.' }),
        expect.objectContaining({ field: 'limit' }),
      ],
    });
  });

  it('orders.list takes a number limit and Date bounds', async () => {
    const pet = await core.pets.create(staff, petInput({ name: 'Ordered' }));
    const { order } = await core.orders.place(customer, { petId: pet.id });
    const page = await core.orders.list(customer, {
      limit: 5,
      from: new Date(Date.now() - 60_000),
      to: new Date(Date.now() + 60_000),
    });
    expect(page.data.map((each) => each.id)).toContain(order.id);
    const before = await core.orders.list(customer, { from: new Date(0), to: new Date(1_000) });
    expect(before.data).toEqual([]);
  });
});

describe('domain objects out', () => {
  it('users carry their id and nothing of the stored record', async () => {
    const username = `typed-${randomUUID().slice(0, 8)}`;
    const user = await core.users.signUp(
      { ...customer, principal: null },
      { username, email: `${username}@example.test`, password: newPassword() },
    );
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(leakedKeys(user)).toEqual([]);
    const me = await core.users.getMe(customer);
    expect(me.id).toBe(customer.principal?.userId);
    expect(leakedKeys(me)).toEqual([]);
  });

  it('webhooks never carry their secret or token; creation hands the secret back once, by name', async () => {
    const created = await core.webhooks.create(staff, {
      url: `${receiver.url}/typed`,
      events: ['payment.success'],
      authToken: 'not-for-any-door',
    });
    expect(created.signingSecret).toMatch(/^whsec_/);
    expect(created.webhook).toMatchObject({ hasAuthToken: true, url: `${receiver.url}/typed` });
    expect(leakedKeys(created.webhook)).toEqual([]);
    expect(JSON.stringify(created.webhook)).not.toContain('not-for-any-door');

    const id = created.webhook.id;
    const [one, page, delivery] = await Promise.all([
      core.webhooks.get(staff, id),
      core.webhooks.list(staff, { limit: 1 }),
      core.webhooks.sendTest(staff, id),
    ]);
    const deliveries = await core.webhooks.listDeliveries(staff, id, { limit: 10 });
    for (const object of [one, page, delivery, deliveries]) expect(leakedKeys(object)).toEqual([]);
    expect(page.limit).toBe(1);
    expect(delivery).toMatchObject({ webhookId: id, event: 'ping', status: 'pending' });
    expect(deliveries.data.map((each) => each.id)).toContain(delivery.id);
  });

  it('pets and orders carry their id and nothing of the stored record', async () => {
    const pet = await core.pets.create(staff, petInput({ name: 'Plain' }));
    const placed = await core.orders.place(customer, { petId: pet.id });
    expect(leakedKeys(pet)).toEqual([]);
    expect(leakedKeys(placed.order)).toEqual([]);
    expect(leakedKeys(await core.pets.list(staff, { limit: 5 }))).toEqual([]);
  });
});
