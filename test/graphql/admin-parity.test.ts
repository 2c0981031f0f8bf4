import type { Client, FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { login, type Tokens } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { freshTenant, sharedTestGateway, type TestTenant } from '../helpers/shared-gateway.js';
import { auditEntries, type AuditEntryBody } from '../admin/support.js';
import { wsClient } from './ws-client.js';

/**
 * The admin API over GraphQL against REST's `/v1/admin`, through a client we did not write (the
 * graphql-ws package's, over the same `/v1/graphql`): the same data for the same reads, the same
 * refusal for the same mistake, and the same audit entry for the same write. Writes are made on
 * twin tenants (laid out alike by `freshTenant`), REST on one and GraphQL on the other, with the
 * same input, so their answers and entries differ only by ids, times and the door.
 */

let service: TestGateway;
let rest: Side;
let gql: Side;
/** The STAFF accounts `createAccount` made on each side (REST, GraphQL). */
const created: { rest?: string; gql?: string } = {};

interface Side {
  tenant: TestTenant;
  admin: Tokens;
  staff: Tokens;
  customer: Tokens;
  ids: { admin: string; staff: string; customer: string };
  /** Orders PLACED by the tenant's customer, one per test that needs one. */
  orders: string[];
  /** A graphql-ws client signed in as the tenant's admin, and one as its staff. */
  asAdmin: Client;
  asStaff: Client;
}

async function side(tenant: TestTenant): Promise<Side> {
  const [admin, staff, customer] = await Promise.all(
    ['admin', 'staff', 'customer'].map((name) => login(service.url, name, undefined, tenant.tenantId)),
  );
  const me = async (tokens: Tokens) =>
    (await api<{ id: string }>(service.url, 'GET', '/v1/users/me', { token: tokens.accessToken })).body.id;
  const pets = await api<{ data: { id: string }[] }>(service.url, 'GET', '/v1/pets?limit=3', {
    token: (customer as Tokens).accessToken,
  });
  const orders: string[] = [];
  for (const pet of pets.body.data.slice(0, 2)) {
    const placed = await api<{ id: string }>(service.url, 'POST', '/v1/store/orders', {
      token: (customer as Tokens).accessToken,
      body: { petId: pet.id },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    orders.push(placed.body.id);
  }
  const [adminTokens, staffTokens, customerTokens] = [admin, staff, customer] as [Tokens, Tokens, Tokens];
  return {
    tenant,
    admin: adminTokens,
    staff: staffTokens,
    customer: customerTokens,
    ids: { admin: await me(adminTokens), staff: await me(staffTokens), customer: await me(customerTokens) },
    orders,
    asAdmin: wsClient(service.url, { authorization: `Bearer ${adminTokens.accessToken}` }),
    asStaff: wsClient(service.url, { authorization: `Bearer ${staffTokens.accessToken}` }),
  };
}

/** One query or mutation over the socket: its single result. */
async function execute<T = Record<string, unknown>>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<FormattedExecutionResult<T, unknown>> {
  for await (const result of client.iterate<T>({ query, variables })) return result;
  throw new Error(`no result for ${query}`);
}

/** The result's data, failing with its errors when there are any. */
async function data<T = Record<string, unknown>>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const result = await execute<T>(client, query, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as T;
}

/** The code and field list of the result's only error. */
async function refusal(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const result = await execute(client, query, variables);
  expect(result.errors, JSON.stringify(result)).toHaveLength(1);
  const extensions = (result.errors?.[0]?.extensions ?? {}) as Record<string, unknown>;
  return { code: extensions['code'], errors: extensions['errors'] };
}

async function restAsAdmin(s: Side, method: string, path: string, body?: unknown) {
  return api<Record<string, unknown>>(service.url, method, path, {
    token: s.admin.accessToken,
    ...(body === undefined ? {} : { body }),
  });
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
const CLIENT_ID = /client-[A-Za-z0-9_-]{12}/g;

/** A value with its ids and times named, not given: what stays is what the two doors must share. */
function withoutIdsOrTimes(value: unknown): unknown {
  const text = JSON.stringify(value)
    .replace(UUID, '<id>')
    .replace(TIMESTAMP, '<time>')
    .replace(CLIENT_ID, '<client>');
  return JSON.parse(text);
}

/** An audit entry apart from its own id, the call's ids, the time and the door. */
function comparable(entry: AuditEntryBody): unknown {
  const {
    id: _id,
    requestId: _request,
    correlationId: _correlation,
    timestamp: _time,
    protocol: _p,
    ...rest
  } = entry;
  return withoutIdsOrTimes(rest);
}

/** The newest entry of `action` about `resourceId` in the side's tenant, read over REST. */
async function entryOf(s: Side, action: string, resourceId?: string): Promise<AuditEntryBody> {
  const [entry] = await auditEntries(service.url, s.admin.accessToken, {
    action,
    limit: '1',
    ...(resourceId === undefined ? {} : { resourceId }),
  });
  if (entry === undefined) throw new Error(`no ${action} entry`);
  return entry;
}

/** The REST side's and the GraphQL side's entries of one action: equal apart from ids, time, door. */
async function expectSameEntries(action: string, restResource?: string, gqlResource?: string) {
  const [fromRest, fromGraphql] = await Promise.all([
    entryOf(rest, action, restResource),
    entryOf(gql, action, gqlResource),
  ]);
  expect(fromRest.protocol).toBe('rest');
  expect(fromGraphql.protocol).toBe('graphql');
  expect(fromGraphql.requestId).not.toBe(fromRest.requestId);
  expect(comparable(fromGraphql)).toEqual(comparable(fromRest));
  return { fromRest, fromGraphql };
}

const USER = 'id tenantId username email firstName lastName phone role status createdAt updatedAt';
const ORDER = `id tenantId petId userId status paymentStatus totalAmount currency callbackUrl notes
  cancelReason createdAt updatedAt`;
const AUDIT_LOG = `id tenantId actor { userId role ip } action resource { type id } protocol requestId
  correlationId changes { before after } outcome timestamp`;
const OAUTH_CLIENT = 'clientId tenantId name kind redirectUris grantTypes scopes serviceAccountId createdAt';
const SCOPE_NAMES: Record<string, string> = {
  READ_PETS: 'read:pets',
  WRITE_PETS: 'write:pets',
  READ_ORDERS: 'read:orders',
  WRITE_ORDERS: 'write:orders',
  READ_USER: 'read:user',
  WRITE_USER: 'write:user',
  CHAT_WRITE: 'chat:write',
  ADMIN: 'admin',
};

interface StaffAttempt {
  action: string;
  rest(s: Side): [string, string, unknown?];
  graphql(s: Side): [string, Record<string, unknown>];
}

/** Every admin operation as a staff member would try it, on each door, with its audit action. */
function staffAttempts(): StaffAttempt[] {
  const account = { username: 'staff-made', email: 'staff-made@example.test', password: 'a-parity-password' };
  const app = { name: 'Staff app', kind: 'public', redirectUris: ['https://staff.example.test/cb'] };
  return [
    {
      action: 'admin.dashboard.read',
      rest: () => ['GET', '/v1/admin/dashboard/stats'],
      graphql: () => ['{ dashboardStats { generatedAt } }', {}],
    },
    {
      action: 'admin.users.list',
      rest: () => ['GET', '/v1/admin/users'],
      graphql: () => ['{ adminUsers { edges { cursor } } }', {}],
    },
    {
      action: 'user.create',
      rest: () => ['POST', '/v1/admin/users', { ...account, role: 'STAFF' }],
      graphql: () => [
        'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { id } }',
        { input: { ...account, role: 'STAFF' } },
      ],
    },
    {
      action: 'admin.users.read',
      rest: (s) => ['GET', `/v1/admin/users/${s.ids.admin}`],
      graphql: (s) => ['query ($id: ID!) { adminUser(id: $id) { orderCount } }', { id: s.ids.admin }],
    },
    {
      action: 'user.change_status',
      rest: (s) => ['PATCH', `/v1/admin/users/${s.ids.admin}/status`, { status: 'SUSPENDED', reason: 'No' }],
      graphql: (s) => [
        'mutation ($id: ID!) { setUserStatus(id: $id, status: SUSPENDED, reason: "No") { id } }',
        { id: s.ids.admin },
      ],
    },
    {
      action: 'user.change_role',
      rest: (s) => ['PATCH', `/v1/admin/users/${s.ids.admin}/role`, { role: 'CUSTOMER' }],
      graphql: (s) => [
        'mutation ($id: ID!) { setUserRole(id: $id, role: CUSTOMER) { id } }',
        { id: s.ids.admin },
      ],
    },
    {
      action: 'admin.orders.list',
      rest: () => ['GET', '/v1/admin/orders'],
      graphql: () => ['{ adminOrders { edges { cursor } } }', {}],
    },
    {
      action: 'order.force_cancel',
      rest: (s) => ['POST', `/v1/admin/orders/${s.orders[1]}/force-cancel`, { reason: 'No' }],
      graphql: (s) => [
        'mutation ($id: ID!) { forceCancelOrder(id: $id, reason: "No") { id } }',
        { id: s.orders[1] },
      ],
    },
    {
      action: 'admin.audit_logs.list',
      rest: () => ['GET', '/v1/admin/audit-logs'],
      graphql: () => ['{ auditLogs { edges { cursor } } }', {}],
    },
    {
      action: 'admin.audit_logs.read',
      rest: (s) => ['GET', `/v1/admin/audit-logs/${s.ids.admin}`],
      graphql: (s) => ['query ($id: ID!) { auditLog(id: $id) { id } }', { id: s.ids.admin }],
    },
    {
      action: 'admin.oauth_clients.list',
      rest: () => ['GET', '/v1/admin/oauth-clients'],
      graphql: () => ['{ oauthClients { clientId } }', {}],
    },
    {
      action: 'oauth_client.register',
      rest: () => ['POST', '/v1/admin/oauth-clients', app],
      graphql: () => [
        'mutation ($input: RegisterOAuthClientInput!) { registerOAuthClient(input: $input) { clientSecret } }',
        { input: app },
      ],
    },
    {
      action: 'admin.oauth_clients.read',
      rest: () => ['GET', '/v1/admin/oauth-clients/client-staffattempt'],
      graphql: () => ['query { oauthClient(clientId: "client-staffattempt") { clientId } }', {}],
    },
    {
      action: 'oauth_client.remove',
      rest: () => ['DELETE', '/v1/admin/oauth-clients/client-staffattempt'],
      graphql: () => ['mutation { removeOAuthClient(clientId: "client-staffattempt") }', {}],
    },
  ];
}

beforeAll(async () => {
  service = await sharedTestGateway();
  const [a, b] = await Promise.all([freshTenant(service, 'REST side'), freshTenant(service, 'GraphQL side')]);
  [rest, gql] = await Promise.all([side(a), side(b)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    [rest, gql].flatMap((s) => (s === undefined ? [] : [s.asAdmin.dispose(), s.asStaff.dispose()])),
  );
});

describe('admin writes: the same answer and the same audit entry as REST', () => {
  test('createAccount is POST /v1/admin/users', async () => {
    const input = {
      username: 'parity-staff',
      email: 'parity-staff@example.test',
      password: 'a-parity-password',
    };
    const overRest = await restAsAdmin(rest, 'POST', '/v1/admin/users', { ...input, role: 'STAFF' });
    expect(overRest.status, JSON.stringify(overRest.body)).toBe(201);
    const overGraphql = await data<{ createAccount: Record<string, unknown> }>(
      gql.asAdmin,
      `mutation ($input: CreateAccountInput!) { createAccount(input: $input) { ${USER} } }`,
      { input: { ...input, role: 'STAFF' } },
    );
    expect(withoutIdsOrTimes(overGraphql.createAccount)).toEqual(withoutIdsOrTimes(overRest.body));
    created.rest = overRest.body['id'] as string;
    created.gql = overGraphql.createAccount['id'] as string;
    const { fromGraphql } = await expectSameEntries(
      'user.create',
      overRest.body['id'] as string,
      overGraphql.createAccount['id'] as string,
    );
    expect(JSON.stringify(fromGraphql.changes)).not.toContain('a-parity-password');
  });

  test('setUserStatus is PATCH /v1/admin/users/{id}/status', async () => {
    const change = { status: 'SUSPENDED', reason: 'Parity check' };
    const overRest = await restAsAdmin(rest, 'PATCH', `/v1/admin/users/${rest.ids.customer}/status`, change);
    expect(overRest.status, JSON.stringify(overRest.body)).toBe(200);
    const overGraphql = await data<{ setUserStatus: Record<string, unknown> }>(
      gql.asAdmin,
      `mutation ($id: ID!) { setUserStatus(id: $id, status: SUSPENDED, reason: "Parity check") { ${USER} } }`,
      { id: gql.ids.customer },
    );
    expect(overGraphql.setUserStatus['status']).toBe('SUSPENDED');
    expect(withoutIdsOrTimes(overGraphql.setUserStatus)).toEqual(withoutIdsOrTimes(overRest.body));
    await expectSameEntries('user.suspend', rest.ids.customer, gql.ids.customer);
    // The suspension bites at once on either side: the customer's token is refused.
    const me = await api(service.url, 'GET', '/v1/users/me', { token: gql.customer.accessToken });
    expect(me.status).toBe(401);
  });

  test('setUserRole is PATCH /v1/admin/users/{id}/role', async () => {
    const [restUser, gqlUser] = [created.rest as string, created.gql as string];
    const overRest = await restAsAdmin(rest, 'PATCH', `/v1/admin/users/${restUser}/role`, { role: 'ADMIN' });
    expect(overRest.status, JSON.stringify(overRest.body)).toBe(200);
    const overGraphql = await data<{ setUserRole: Record<string, unknown> }>(
      gql.asAdmin,
      `mutation ($id: ID!) { setUserRole(id: $id, role: ADMIN) { ${USER} } }`,
      { id: gqlUser },
    );
    expect(overGraphql.setUserRole['role']).toBe('ADMIN');
    expect(withoutIdsOrTimes(overGraphql.setUserRole)).toEqual(withoutIdsOrTimes(overRest.body));
    await expectSameEntries('user.change_role', restUser, gqlUser);
  });

  test('forceCancelOrder is POST /v1/admin/orders/{id}/force-cancel', async () => {
    const [restOrder, gqlOrder] = [rest.orders[0] as string, gql.orders[0] as string];
    const overRest = await restAsAdmin(rest, 'POST', `/v1/admin/orders/${restOrder}/force-cancel`, {
      reason: 'Parity check',
    });
    expect(overRest.status, JSON.stringify(overRest.body)).toBe(200);
    const overGraphql = await data<{ forceCancelOrder: Record<string, unknown> }>(
      gql.asAdmin,
      `mutation ($id: ID!) { forceCancelOrder(id: $id, reason: "Parity check") { ${ORDER} } }`,
      { id: gqlOrder },
    );
    expect(overGraphql.forceCancelOrder['status']).toBe('CANCELLED');
    expect(withoutIdsOrTimes(overGraphql.forceCancelOrder)).toEqual(withoutIdsOrTimes(overRest.body));
    await expectSameEntries('order.force_cancel', restOrder, gqlOrder);
  });

  test('registerOAuthClient and removeOAuthClient are POST and DELETE /v1/admin/oauth-clients', async () => {
    const input = {
      name: 'Parity app',
      kind: 'confidential',
      redirectUris: ['https://parity.example.test/callback'],
    };
    const overRest = await restAsAdmin(rest, 'POST', '/v1/admin/oauth-clients', {
      ...input,
      scopes: ['read:pets', 'read:orders'],
    });
    expect(overRest.status, JSON.stringify(overRest.body)).toBe(201);
    const overGraphql = await data<{
      registerOAuthClient: { client: Record<string, unknown> & { scopes: string[] }; clientSecret: string };
    }>(
      gql.asAdmin,
      `mutation ($input: RegisterOAuthClientInput!) {
        registerOAuthClient(input: $input) { client { ${OAUTH_CLIENT} } clientSecret } }`,
      { input: { ...input, scopes: ['READ_PETS', 'READ_ORDERS'] } },
    );
    const { client, clientSecret } = overGraphql.registerOAuthClient;
    const { clientSecret: restSecret, ...restClient } = overRest.body;
    expect(clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(restSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const scopes = client.scopes.map((name) => SCOPE_NAMES[name]);
    expect(withoutIdsOrTimes({ ...client, scopes })).toEqual(withoutIdsOrTimes(restClient));
    const restClientId = restClient['clientId'] as string;
    const gqlClientId = client['clientId'] as string;
    await expectSameEntries('oauth_client.register', restClientId, gqlClientId);

    // The secret shown once works at the token endpoint, as REST's does.
    const token = await fetch(`${service.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'not-a-token',
        client_id: gqlClientId,
        client_secret: clientSecret,
      }),
    });
    expect(((await token.json()) as { error: string }).error).not.toBe('invalid_client');

    const removedOverRest = await restAsAdmin(rest, 'DELETE', `/v1/admin/oauth-clients/${restClientId}`);
    expect(removedOverRest.status).toBe(204);
    const removed = await data<{ removeOAuthClient: string }>(
      gql.asAdmin,
      'mutation ($id: ID!) { removeOAuthClient(clientId: $id) }',
      { id: gqlClientId },
    );
    expect(removed.removeOAuthClient).toBe(gqlClientId);
    await expectSameEntries('oauth_client.remove', restClientId, gqlClientId);
    const gone = await data<{ oauthClient: null }>(
      gql.asAdmin,
      'query ($id: ID!) { oauthClient(clientId: $id) { clientId } }',
      { id: gqlClientId },
    );
    expect(gone.oauthClient).toBeNull();
  });
});

describe('admin reads: the same data as REST', () => {
  test('dashboardStats is GET /v1/admin/dashboard/stats', async () => {
    const overGraphql = await data<{ dashboardStats: Record<string, unknown> }>(
      gql.asAdmin,
      `{ dashboardStats {
        users { byStatus { ACTIVE SUSPENDED DELETED } byRole { CUSTOMER STAFF ADMIN } total }
        pets { AVAILABLE PENDING ADOPTED NOT_AVAILABLE total }
        orders { byStatus { PLACED APPROVED DELIVERED CANCELLED } total }
        revenue { total { currency amount } last30Days { currency amount } }
        ordersPerDay { date placed } chat { completionsToday }
        webhooks { deliveriesPending deliveriesFailed } generatedAt } }`,
    );
    const overRest = await restAsAdmin(gql, 'GET', '/v1/admin/dashboard/stats');
    const { generatedAt: _g, ...stats } = overGraphql.dashboardStats;
    const { generatedAt: _r, ...restStats } = overRest.body;
    expect(stats).toEqual(restStats);
    expect(stats['orders']).toMatchObject({ byStatus: { PLACED: 1, CANCELLED: 1 }, total: 2 });
  });

  test('adminUsers pages as GET /v1/admin/users, filters included, cursors continuing either way', async () => {
    const first = await data<{
      adminUsers: { edges: { cursor: string; node: unknown }[]; pageInfo: { endCursor: string } };
    }>(
      gql.asAdmin,
      `{ adminUsers(first: 2, filter: {status: ACTIVE}) { edges { cursor node { ${USER} } }
        pageInfo { hasNextPage endCursor } } }`,
    );
    const overRest = await restAsAdmin(gql, 'GET', '/v1/admin/users?limit=2&status=active');
    expect(first.adminUsers.edges.map((edge) => edge.node)).toEqual(overRest.body['data']);
    const cursor = first.adminUsers.pageInfo.endCursor;
    expect(cursor).toBe((overRest.body['pagination'] as { nextCursor: string }).nextCursor);
    const next = await data<{ adminUsers: { edges: { node: unknown }[] } }>(
      gql.asAdmin,
      `query ($after: String) { adminUsers(first: 2, after: $after, filter: {status: ACTIVE}) {
        edges { node { ${USER} } } } }`,
      { after: cursor },
    );
    const restNext = await restAsAdmin(gql, 'GET', `/v1/admin/users?limit=2&status=active&cursor=${cursor}`);
    expect(next.adminUsers.edges.map((edge) => edge.node)).toEqual(restNext.body['data']);
  });

  test('adminUser is GET /v1/admin/users/{id}, the account nested as user', async () => {
    const overGraphql = await data<{ adminUser: Record<string, unknown> & { user: object } }>(
      gql.asAdmin,
      `query ($id: ID!) { adminUser(id: $id) { user { ${USER} } orderCount totalSpent { currency amount }
        lastLoginAt } }`,
      { id: gql.ids.customer },
    );
    const overRest = await restAsAdmin(gql, 'GET', `/v1/admin/users/${gql.ids.customer}`);
    const { user, ...figures } = overGraphql.adminUser;
    expect({ ...user, ...figures }).toEqual(overRest.body);
    expect(figures['orderCount']).toBe(2);
  });

  test('adminOrders is GET /v1/admin/orders with its filters', async () => {
    const overGraphql = await data<{ adminOrders: { edges: { node: unknown }[] } }>(
      gql.asAdmin,
      `query ($user: ID) { adminOrders(first: 10, filter: {userId: $user, status: PLACED}) {
        edges { node { ${ORDER} } } } }`,
      { user: gql.ids.customer },
    );
    const overRest = await restAsAdmin(
      gql,
      'GET',
      `/v1/admin/orders?userId=${gql.ids.customer}&status=PLACED`,
    );
    expect(overGraphql.adminOrders.edges.map((edge) => edge.node)).toEqual(overRest.body['data']);
    expect(overGraphql.adminOrders.edges).toHaveLength(1);
  });

  test('auditLogs and auditLog are GET /v1/admin/audit-logs and its entries', async () => {
    const overGraphql = await data<{ auditLogs: { edges: { node: { id: string } }[] } }>(
      gql.asAdmin,
      `{ auditLogs(first: 5, filter: {protocol: graphql, outcome: success}) { edges { node { ${AUDIT_LOG} } } } }`,
    );
    const overRest = await restAsAdmin(
      gql,
      'GET',
      '/v1/admin/audit-logs?limit=5&protocol=graphql&outcome=success',
    );
    const nodes = overGraphql.auditLogs.edges.map((edge) => edge.node);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes).toEqual(overRest.body['data']);
    const one = await data<{ auditLog: unknown }>(
      gql.asAdmin,
      `query ($id: ID!) { auditLog(id: $id) { ${AUDIT_LOG} } }`,
      {
        id: nodes[0]?.id,
      },
    );
    expect(one.auditLog).toEqual(
      (await restAsAdmin(gql, 'GET', `/v1/admin/audit-logs/${nodes[0]?.id}`)).body,
    );
  });

  test('oauthClients and oauthClient are GET /v1/admin/oauth-clients and one client', async () => {
    const overGraphql = await data<{ oauthClients: (Record<string, unknown> & { scopes: string[] })[] }>(
      gql.asAdmin,
      `{ oauthClients { ${OAUTH_CLIENT} } }`,
    );
    const overRest = await restAsAdmin(gql, 'GET', '/v1/admin/oauth-clients');
    const asRest = overGraphql.oauthClients.map((each) => ({
      ...each,
      scopes: each.scopes.map((name) => SCOPE_NAMES[name]),
    }));
    expect(asRest).toEqual(overRest.body['data']);
  });
});

describe('admin refusals: the same as REST', () => {
  test('a staff member is refused every admin field, and each refusal is audited as over REST', async () => {
    for (const attempt of staffAttempts()) {
      const [method, path, body] = attempt.rest(rest);
      const overRest = await api(service.url, method, path, {
        token: rest.staff.accessToken,
        ...(body === undefined ? {} : { body }),
      });
      expect(overRest.status, attempt.action).toBe(403);
      const [query, variables] = attempt.graphql(gql);
      expect(await refusal(gql.asStaff, query, variables), attempt.action).toMatchObject({
        code: 'FORBIDDEN',
      });
      const { fromGraphql } = await expectSameEntries(attempt.action);
      expect(fromGraphql.outcome, attempt.action).toBe('denied');
    }
  });

  test('an invalid status change names the same fields as REST', async () => {
    const overRest = await restAsAdmin(rest, 'PATCH', `/v1/admin/users/${rest.ids.admin}/status`, {
      status: 'SUSPENDED',
      reason: '   ',
    });
    expect(overRest.status).toBe(400);
    const overGraphql = await refusal(
      gql.asAdmin,
      'mutation ($id: ID!) { setUserStatus(id: $id, status: SUSPENDED, reason: "   ") { id } }',
      { id: gql.ids.admin },
    );
    expect(overGraphql.code).toBe('BAD_USER_INPUT');
    expect(overGraphql.errors).toEqual(overRest.body['errors']);
  });

  test("a bad cursor or filter is REST's field error, named as the caller wrote it", async () => {
    const cases = [
      { rest: 'cursor=garbage', graphql: 'after: "garbage"', field: 'after' },
      { rest: 'userId=nobody', graphql: 'filter: {userId: "nobody"}', field: 'filter.userId' },
    ];
    for (const each of cases) {
      const overRest = await restAsAdmin(gql, 'GET', `/v1/admin/orders?${each.rest}`);
      expect(overRest.status, each.rest).toBe(400);
      const overGraphql = await refusal(gql.asAdmin, `{ adminOrders(${each.graphql}) { edges { cursor } } }`);
      expect(overGraphql.code).toBe('BAD_USER_INPUT');
      const restErrors = overRest.body['errors'] as { field: string }[];
      expect(restErrors).toHaveLength(1);
      expect(overGraphql.errors).toEqual([{ ...restErrors[0], field: each.field }]);
    }
  });

  test("an administrator's own role is theirs to keep, over either door", async () => {
    const overRest = await restAsAdmin(rest, 'PATCH', `/v1/admin/users/${rest.ids.admin}/role`, {
      role: 'STAFF',
    });
    expect(overRest.status).toBe(403);
    expect(
      await refusal(gql.asAdmin, 'mutation ($id: ID!) { setUserRole(id: $id, role: STAFF) { id } }', {
        id: gql.ids.admin,
      }),
    ).toMatchObject({ code: 'FORBIDDEN' });
    await expectSameEntries('user.change_role', rest.ids.admin, gql.ids.admin);
  });

  test('force-cancelling a cancelled order is a conflict, an unknown one not found', async () => {
    const [restOrder, gqlOrder] = [rest.orders[1] as string, gql.orders[1] as string];
    await restAsAdmin(rest, 'POST', `/v1/admin/orders/${restOrder}/force-cancel`, { reason: 'First' });
    await data(gql.asAdmin, 'mutation ($id: ID!) { forceCancelOrder(id: $id, reason: "First") { id } }', {
      id: gqlOrder,
    });
    const again = await restAsAdmin(rest, 'POST', `/v1/admin/orders/${restOrder}/force-cancel`, {
      reason: 'Again',
    });
    expect(again.status).toBe(409);
    const forceCancel = 'mutation ($id: ID!) { forceCancelOrder(id: $id, reason: "Again") { id } }';
    expect(await refusal(gql.asAdmin, forceCancel, { id: gqlOrder })).toMatchObject({ code: 'CONFLICT' });
    // Tenant B's order is unknown to tenant A's administrator, as over REST.
    const foreign = await restAsAdmin(rest, 'POST', `/v1/admin/orders/${gqlOrder}/force-cancel`, {
      reason: 'X',
    });
    expect(foreign.status).toBe(404);
    expect(await refusal(gql.asAdmin, forceCancel, { id: restOrder })).toMatchObject({ code: 'NOT_FOUND' });
  });
});
