import { expect } from 'vitest';
import { api, type ApiResponse } from '../helpers/json-api.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';

/** Limits high enough that a file's many calls never meet them; logins as often as needed. */
export function startAdminTestGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  return startTestGateway({
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
    RATE_LIMIT_AUTHENTICATED_PER_MINUTE: '100000',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    ...env,
  });
}

export interface DashboardBody {
  users: { byStatus: Record<string, number>; byRole: Record<string, number>; total: number };
  pets: Record<string, number>;
  orders: { byStatus: Record<string, number>; total: number };
  revenue: {
    total: { currency: string; amount: string }[];
    last30Days: { currency: string; amount: string }[];
  };
  ordersPerDay: { date: string; placed: number }[];
  chat: { completionsToday: number };
  webhooks: { deliveriesPending: number; deliveriesFailed: number };
  generatedAt: string;
}

export async function dashboard(url: string, token: string): Promise<DashboardBody> {
  const response = await api<DashboardBody>(url, 'GET', '/v1/admin/dashboard/stats', { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** The amount of one currency in a money list, "0.00" when absent. */
export function amountOf(list: { currency: string; amount: string }[], currency = 'USD'): string {
  return list.find((entry) => entry.currency === currency)?.amount ?? '0.00';
}

export interface AuditEntryBody {
  id: string;
  tenantId: string;
  actor: { userId: string | null; role: string | null; ip: string };
  action: string;
  resource: { type: string; id: string | null };
  protocol: string;
  requestId: string;
  correlationId: string | null;
  changes: { before: unknown; after: unknown };
  outcome: string;
  timestamp: string;
}

export async function auditEntries(
  url: string,
  token: string,
  query: Record<string, string>,
): Promise<AuditEntryBody[]> {
  const response = await api<{ data: AuditEntryBody[] }>(
    url,
    'GET',
    `/v1/admin/audit-logs?${new URLSearchParams(query).toString()}`,
    { token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

export function expectStatus(response: ApiResponse<unknown>, status: number): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
}
