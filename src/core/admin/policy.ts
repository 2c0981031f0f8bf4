import type { CallerContext, Principal } from '../context.js';
import { guard } from '../policy.js';

/**
 * The admin API's rule, for every door: an ADMIN of the tenant whose token carries the `admin`
 * scope. No credentials: 401; any other caller: 403. Tenant isolation is the queries' `tenantId`
 * filter (the principal's tenant), so another tenant's ids are simply not found.
 */
export function assertCanAdminister(ctx: CallerContext): Principal {
  return guard(ctx, { role: 'ADMIN', scope: 'admin' });
}

/**
 * The operations of the admin API, named as their audit entries are: a refused attempt is
 * recorded under this action with outcome `denied`.
 */
export const ADMIN_OPERATIONS = {
  dashboardStats: { action: 'admin.dashboard.read', resourceType: 'dashboard' },
  listUsers: { action: 'admin.users.list', resourceType: 'user' },
  getUser: { action: 'admin.users.read', resourceType: 'user' },
  setUserStatus: { action: 'user.change_status', resourceType: 'user' },
  setUserRole: { action: 'user.change_role', resourceType: 'user' },
  createAccount: { action: 'user.create', resourceType: 'user' },
  listOrders: { action: 'admin.orders.list', resourceType: 'order' },
  forceCancelOrder: { action: 'order.force_cancel', resourceType: 'order' },
  listAuditLogs: { action: 'admin.audit_logs.list', resourceType: 'audit_log' },
  getAuditLog: { action: 'admin.audit_logs.read', resourceType: 'audit_log' },
  listOAuthClients: { action: 'admin.oauth_clients.list', resourceType: 'oauth_client' },
  getOAuthClient: { action: 'admin.oauth_clients.read', resourceType: 'oauth_client' },
  registerOAuthClient: { action: 'oauth_client.register', resourceType: 'oauth_client' },
  removeOAuthClient: { action: 'oauth_client.remove', resourceType: 'oauth_client' },
} as const;

export type AdminOperation = keyof typeof ADMIN_OPERATIONS;
