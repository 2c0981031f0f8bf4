import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, createTenantWithStaff, signUp, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet, placeOrder } from '../store/store-api.js';
import { graphql, onlyError } from './client.js';

/** `Order.pet` and `Order.user`: read through per-request loaders, one query per page. */
let service: TestGateway;
let tenantId: string;
let staff: TestAccount;
let admin: TestAccount;
let customers: TestAccount[];
/** The orders placed: ten, by three customers, each for its own pet. */
const placed: { id: string; petId: string; userId: string }[] = [];

beforeAll(async () => {
  service = await sharedTestGateway();
  // A tenant of its own: its orders are only the ones placed here.
  ({ tenantId, account: staff } = await createTenantWithStaff(service));
  admin = await createAccount(service, tenantId, 'ADMIN');
  customers = await Promise.all([0, 1, 2].map(() => signUp(service.url, {}, tenantId)));
  const orders = await Promise.all(
    Array.from({ length: 10 }, async (_, index) => {
      const customer = customers[index % customers.length] as TestAccount;
      const pet = await createPet(service.url, staff.accessToken, { name: `Relative ${index}` });
      const order = await placeOrder(service.url, customer.accessToken, { petId: pet['id'] });
      return { id: order['id'] as string, petId: pet['id'] as string, userId: customer.userId };
    }),
  );
  placed.push(...orders);
});

interface Operation {
  collection: string;
  method: string;
  filter: unknown;
}

/**
 * What the service asks the database about pets and users while `run` runs, as mongoose sends
 * it (the connection's operation events, in this process since the test gateway runs here).
 */
async function operationsDuring(run: () => Promise<unknown>): Promise<Operation[]> {
  const connection = service.gateway.database.connection;
  const seen: Operation[] = [];
  const listener = (event: { collectionName: string; method: string; params: unknown[] }) => {
    if (event.collectionName !== 'pets' && event.collectionName !== 'users') return;
    seen.push({ collection: event.collectionName, method: event.method, filter: event.params[0] });
  };
  connection.on('operation-start', listener);
  try {
    await run();
  } finally {
    connection.off('operation-start', listener);
  }
  return seen;
}

const sorted = (ids: string[]) => [...new Set(ids)].sort();

interface OrderNode {
  id: string;
  petId: string;
  userId: string;
  pet: { id: string; name: string } | null;
  user: { id: string; username: string; status: string } | null;
}
type OrdersAnswer = { orders: { edges: { node: OrderNode }[] } };

const ORDERS_PLAIN = `{ orders(first: 10) { edges { node { id petId userId } } } }`;
const ORDERS_WITH_RELATIONS = `{ orders(first: 10) { edges { node { id petId userId
  pet { id name } user { id username status } } } } }`;

describe('Order.pet and Order.user', () => {
  test('a page of ten orders reads its pets with one query and its customers with one', async () => {
    const plain = await operationsDuring(() =>
      graphql(service.url, ORDERS_PLAIN, { token: admin.accessToken }),
    );
    let answer: Awaited<ReturnType<typeof graphql<OrdersAnswer>>> | undefined;
    const related = await operationsDuring(async () => {
      answer = await graphql<OrdersAnswer>(service.url, ORDERS_WITH_RELATIONS, { token: admin.accessToken });
    });
    expect(answer?.errors, answer?.text).toBeUndefined();
    const nodes = (answer?.data?.orders.edges ?? []).map((edge) => edge.node);
    expect(sorted(nodes.map((node) => node.id))).toEqual(sorted(placed.map((order) => order.id)));
    for (const node of nodes) {
      expect(node.pet?.id).toBe(node.petId);
      expect(node.user?.id).toBe(node.userId);
    }
    expect(sorted(nodes.map((node) => node.user?.username ?? ''))).toEqual(
      sorted(customers.map((customer) => customer.username)),
    );

    // Without the fields no pet is read; with them, one `$in` query for the ten pets...
    expect(plain.filter((operation) => operation.collection === 'pets')).toEqual([]);
    const petReads = related.filter((operation) => operation.collection === 'pets');
    expect(petReads).toEqual([
      {
        collection: 'pets',
        method: 'find',
        filter: { _id: { $in: expect.any(Array) }, tenantId },
      },
    ]);
    const petIds = (petReads[0]?.filter as { _id: { $in: string[] } })._id.$in;
    expect(sorted(petIds)).toEqual(sorted(placed.map((order) => order.petId)));

    // ...and one more users query than the request makes anyway (admission checks the token).
    const userReads = related.filter((operation) => operation.collection === 'users');
    const plainUserReads = plain.filter((operation) => operation.collection === 'users');
    expect(userReads).toHaveLength(plainUserReads.length + 1);
    const batch = userReads.filter((operation) => operation.method === 'find');
    expect(batch).toHaveLength(1);
    const userIds = (batch[0]?.filter as { _id: { $in: string[] } })._id.$in;
    expect(sorted(userIds)).toEqual(sorted(customers.map((customer) => customer.userId)));
  });

  test('a customer sees the pet and their own account on their orders', async () => {
    const customer = customers[0] as TestAccount;
    const answer = await graphql<OrdersAnswer>(service.url, ORDERS_WITH_RELATIONS, {
      token: customer.accessToken,
    });
    expect(answer.errors, answer.text).toBeUndefined();
    const nodes = (answer.data?.orders.edges ?? []).map((edge) => edge.node);
    expect(nodes.length).toBe(placed.filter((order) => order.userId === customer.userId).length);
    for (const node of nodes) {
      expect(node.user).toEqual({ id: customer.userId, username: customer.username, status: 'ACTIVE' });
      expect(node.pet?.id).toBe(node.petId);
    }
  });

  test('a token without read:user gets the pets, and FORBIDDEN for the accounts', async () => {
    const customer = customers[1] as TestAccount;
    const response = await api(service.url, 'POST', '/v1/auth/tokens', {
      headers: { 'x-tenant-id': tenantId },
      body: { username: customer.username, password: customer.password, scope: 'read:orders' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const answer = await graphql<OrdersAnswer>(
      service.url,
      `
        {
          orders(first: 1) {
            edges {
              node {
                petId
                pet {
                  id
                }
                user {
                  id
                }
              }
            }
          }
        }
      `,
      { token: response.body['accessToken'] as string },
    );
    const error = onlyError(answer, 'FORBIDDEN');
    expect(error.path).toEqual(['orders', 'edges', 0, 'node', 'user']);
    const node = answer.data?.orders.edges[0]?.node;
    expect(node?.pet?.id).toBe(node?.petId);
    expect(node?.user).toBeNull();
  });

  test('a deleted account is null for staff and its tombstone for an administrator', async () => {
    const leaving = await signUp(service.url, {}, tenantId);
    const pet = await createPet(service.url, staff.accessToken, { name: 'Left behind' });
    const order = await placeOrder(service.url, leaving.accessToken, { petId: pet['id'] });
    const deleted = await api(service.url, 'DELETE', `/v1/users/${leaving.userId}`, {
      token: leaving.accessToken,
    });
    expect(deleted.status).toBe(204);
    const query = `query O($id: ID!) { order(id: $id) { user { id status } pet { id } } }`;
    const variables = { id: order['id'] };

    const byStaff = await graphql<{ order: OrderNode }>(service.url, query, {
      token: staff.accessToken,
      variables,
    });
    expect(byStaff.errors, byStaff.text).toBeUndefined();
    expect(byStaff.data?.order).toEqual({ user: null, pet: { id: pet['id'] } });

    const byAdmin = await graphql<{ order: OrderNode }>(service.url, query, {
      token: admin.accessToken,
      variables,
    });
    expect(byAdmin.errors, byAdmin.text).toBeUndefined();
    expect(byAdmin.data?.order.user).toEqual({ id: leaving.userId, status: 'DELETED' });
  });
});

describe('the core batch reads', () => {
  /** A caller as the GraphQL door admits it, from a real token. */
  async function callerOf(accessToken: string) {
    return service.gateway.core.doorway.admit({
      protocol: 'graphql',
      ip: '127.0.0.1',
      requestId: 'batch-read-test',
      bearer: { kind: 'value', token: accessToken },
    });
  }

  test("a customer and staff read their own account only, as REST's account read; an administrator the tenant's", async () => {
    const [first, second] = customers as [TestAccount, TestAccount];
    const ids = [first.userId, second.userId, 'not-an-id'];
    const asCustomer = await service.gateway.core.users.getManyByIds(await callerOf(first.accessToken), ids);
    expect(asCustomer.map((user) => user.id)).toEqual([first.userId]);
    const asStaff = await service.gateway.core.users.getManyByIds(await callerOf(staff.accessToken), ids);
    expect(asStaff).toEqual([]);
    const forStaff = await api(service.url, 'GET', `/v1/users/${first.userId}`, { token: staff.accessToken });
    expect(forStaff.status).toBe(403);
    const asAdmin = await service.gateway.core.users.getManyByIds(await callerOf(admin.accessToken), ids);
    expect(sorted(asAdmin.map((user) => user.id))).toEqual(sorted([first.userId, second.userId]));
  });

  test("pets and accounts of another tenant are left out, and a read is at most a page's ids", async () => {
    const other = await createTenantWithStaff(service);
    const foreignPet = await createPet(service.url, other.account.accessToken, { name: 'Elsewhere' });
    const caller = await callerOf(staff.accessToken);
    const ownPetId = (placed[0] as { petId: string }).petId;
    const pets = await service.gateway.core.pets.getManyByIds(caller, [ownPetId, foreignPet['id'] as string]);
    expect(pets.map((pet) => pet.id)).toEqual([ownPetId]);
    const users = await service.gateway.core.users.getManyByIds(await callerOf(admin.accessToken), [
      other.account.userId,
    ]);
    expect(users).toEqual([]);

    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    await expect(service.gateway.core.pets.getManyByIds(caller, tooMany)).rejects.toMatchObject({
      kind: 'validation',
    });
  });
});
