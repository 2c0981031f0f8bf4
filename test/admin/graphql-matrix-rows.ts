import type { MatrixWorld, Tenant } from './matrix-fixtures.js';
import { newOAuthClient, newStaffAccount } from './matrix-fixtures.js';

/**
 * The admin API's operations over GraphQL, each named by the REST operation of matrix-rows.ts it
 * offers: the matrix test expects of it what that row expects of REST (its statuses told through
 * the error table's GraphQL codes). `fresh` calls get new resources of their own, as over REST.
 */
export interface GraphqlRow {
  /** The REST row whose statuses this operation must give. */
  op: string;
  /** The root field the operation asks for. */
  field: string;
  query: string;
  variables(t: Tenant, fresh: boolean): Promise<Record<string, unknown>>;
  /**
   * A single read whose field is nullable: where REST answers 404, GraphQL answers `null`, as
   * `pet(id)` and `order(id)` do.
   */
  nullWhenNotFound?: boolean;
}

export function graphqlAdminRows(world: () => MatrixWorld): GraphqlRow[] {
  return [
    {
      op: 'GET /v1/admin/dashboard/stats',
      field: 'dashboardStats',
      query: 'query { dashboardStats { users { total } orders { total } generatedAt } }',
      variables: async () => ({}),
    },
    {
      op: 'GET /v1/admin/users',
      field: 'adminUsers',
      query: 'query { adminUsers(first: 5) { edges { node { id tenantId } } } }',
      variables: async () => ({}),
    },
    {
      op: 'POST /v1/admin/users',
      field: 'createAccount',
      query: 'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { id role } }',
      variables: async () => ({ input: newStaffAccount() }),
    },
    {
      op: 'GET /v1/admin/users/{userId}',
      field: 'adminUser',
      query: 'query ($id: ID!) { adminUser(id: $id) { user { id tenantId } orderCount } }',
      variables: async (t) => ({ id: t.accounts.CUSTOMER.userId }),
      nullWhenNotFound: true,
    },
    {
      op: 'PATCH /v1/admin/users/{userId}/status',
      field: 'setUserStatus',
      query:
        'mutation ($id: ID!) { setUserStatus(id: $id, status: SUSPENDED, reason: "Matrix") { id status } }',
      variables: async (t, fresh) => ({ id: fresh ? await world().customer(t) : t.accounts.STAFF.userId }),
    },
    {
      op: 'PATCH /v1/admin/users/{userId}/role',
      field: 'setUserRole',
      query: 'mutation ($id: ID!) { setUserRole(id: $id, role: STAFF) { id role } }',
      variables: async (t, fresh) => ({ id: fresh ? await world().customer(t) : t.accounts.STAFF.userId }),
    },
    {
      op: 'GET /v1/admin/orders',
      field: 'adminOrders',
      query: 'query { adminOrders(first: 5) { edges { node { id tenantId } } } }',
      variables: async () => ({}),
    },
    {
      op: 'POST /v1/admin/orders/{orderId}/force-cancel',
      field: 'forceCancelOrder',
      query: 'mutation ($id: ID!) { forceCancelOrder(id: $id, reason: "Matrix") { id status } }',
      variables: async (t, fresh) => ({ id: fresh ? await world().order(t) : t.orderId }),
    },
    {
      op: 'GET /v1/admin/audit-logs',
      field: 'auditLogs',
      query: 'query { auditLogs(first: 5) { edges { node { id tenantId action } } } }',
      variables: async () => ({}),
    },
    {
      op: 'GET /v1/admin/audit-logs/{auditLogId}',
      field: 'auditLog',
      query: 'query ($id: ID!) { auditLog(id: $id) { id tenantId } }',
      variables: async (t) => ({ id: t.auditLogId }),
      nullWhenNotFound: true,
    },
    {
      op: 'GET /v1/admin/oauth-clients',
      field: 'oauthClients',
      query: 'query { oauthClients { clientId tenantId } }',
      variables: async () => ({}),
    },
    {
      op: 'POST /v1/admin/oauth-clients',
      field: 'registerOAuthClient',
      query:
        'mutation ($input: RegisterOAuthClientInput!) { registerOAuthClient(input: $input) { client { clientId } } }',
      variables: async () => ({ input: newOAuthClient() }),
    },
    {
      op: 'GET /v1/admin/oauth-clients/{clientId}',
      field: 'oauthClient',
      query: 'query ($id: ID!) { oauthClient(clientId: $id) { clientId tenantId } }',
      variables: async (t) => ({ id: t.oauthClientId }),
      nullWhenNotFound: true,
    },
    {
      op: 'DELETE /v1/admin/oauth-clients/{clientId}',
      field: 'removeOAuthClient',
      query: 'mutation ($id: ID!) { removeOAuthClient(clientId: $id) }',
      variables: async (t, fresh) => ({ id: fresh ? await world().oauthClient(t) : t.oauthClientId }),
    },
  ];
}
