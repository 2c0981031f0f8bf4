import type { TestGateway } from './gateway.js';

/** An audit entry as far as two doors should agree on it: what was done, by whom, through which door. */
export type AuditShape = {
  action: unknown;
  outcome: unknown;
  resource: string;
  actor: string;
  protocol: unknown;
};

/** The audit entries of the request sent with this `X-Request-ID` (its correlation id), in order. */
export async function auditShapesOf(service: TestGateway, requestId: string): Promise<AuditShape[]> {
  const db = service.gateway.database.connection.db;
  if (db === undefined) throw new Error('database not connected');
  const entries = await db.collection('audit_logs').find({ correlationId: requestId }).toArray();
  return entries.map((entry) => ({
    action: entry['action'],
    outcome: entry['outcome'],
    resource: (entry['resource'] as { type: string }).type,
    actor: (entry['actor'] as { role: string }).role,
    protocol: entry['protocol'],
  }));
}
