import type { DashboardStats, UserDetails } from '../../../core/admin/index.js';
import type { AuditLogEntry } from '../../../core/audit/model.js';
import type { OAuthClientView } from '../../../core/auth/oauth-clients.js';
import { formatMoney } from '../../../core/money.js';
import { presentUser, type UserResource } from './users.js';

/** Money per currency on the wire: a list of `{currency, amount}` with two-decimal strings. */
export interface MoneyByCurrency {
  currency: string;
  amount: string;
}

export function presentMoneyByCurrency(amounts: Record<string, number>): MoneyByCurrency[] {
  return Object.entries(amounts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount: formatMoney(amount) }));
}

export function presentDashboardStats(stats: DashboardStats) {
  return {
    users: stats.users,
    pets: stats.pets,
    orders: stats.orders,
    revenue: {
      total: presentMoneyByCurrency(stats.revenue.total),
      last30Days: presentMoneyByCurrency(stats.revenue.last30Days),
    },
    ordersPerDay: stats.ordersPerDay,
    chat: stats.chat,
    webhooks: stats.webhooks,
    generatedAt: stats.generatedAt.toISOString(),
  };
}

/** The User shape of every other door, plus what the admin sees about the account's store use. */
export function presentUserDetails(details: UserDetails): UserResource & {
  orderCount: number;
  totalSpent: MoneyByCurrency[];
  lastLoginAt: string | null;
} {
  return {
    ...presentUser(details.user),
    orderCount: details.orderCount,
    totalSpent: presentMoneyByCurrency(details.totalSpent),
    lastLoginAt: details.lastLoginAt?.toISOString() ?? null,
  };
}

/** The AuditLog of PRODUCT.md; `changes` were redacted when the entry was written. */
export function presentAuditLog(entry: AuditLogEntry) {
  return {
    id: entry.id,
    tenantId: entry.tenantId,
    actor: { ...entry.actor },
    action: entry.action,
    resource: { ...entry.resource },
    protocol: entry.protocol,
    requestId: entry.requestId,
    correlationId: entry.correlationId,
    changes: { ...entry.changes },
    outcome: entry.outcome,
    timestamp: entry.timestamp.toISOString(),
  };
}

/** An OAuth client as the admin sees it: `clientId`, never the secret or its hash. */
export function presentOAuthClient(client: OAuthClientView) {
  return {
    clientId: client._id,
    tenantId: client.tenantId,
    name: client.name,
    kind: client.kind,
    redirectUris: client.redirectUris,
    grantTypes: client.grantTypes,
    scopes: client.scopes,
    serviceAccountId: client.serviceAccountId,
    createdAt: client.createdAt.toISOString(),
  };
}

export type DashboardStatsResource = ReturnType<typeof presentDashboardStats>;
export type AuditLogResource = ReturnType<typeof presentAuditLog>;
export type OAuthClientResource = ReturnType<typeof presentOAuthClient>;
