import { Schema, type Connection, type Model } from 'mongoose';
import { newId } from '../ids.js';
import type { Protocol, Role } from '../context.js';

/** `denied`: a refused attempt at a privileged operation (403), recorded by `auditDenied`. */
export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/** An entry of the audit trail as the core hands it out: plain data, its id as `id`. */
export interface AuditLogEntry {
  id: string;
  tenantId: string;
  actor: { userId: string | null; role: Role | null; ip: string };
  /** `<resource>.<verb>`, e.g. `pet.create`, `user.suspend`, `order.cancel`. */
  action: string;
  resource: { type: string; id: string | null };
  protocol: Protocol;
  /** The service's id of the call that made the change (never the caller's choice). */
  requestId: string;
  /** The id the caller sent with the call (`X-Request-ID`...), when it sent a valid one. */
  correlationId: string | null;
  changes: { before: unknown; after: unknown };
  outcome: AuditOutcome;
  timestamp: Date;
}

/** The stored entry: the same fields, its id as `_id`. */
export type AuditLogDoc = Omit<AuditLogEntry, 'id'> & { _id: string };

/** Entries written before a field was kept (the correlation id, the changes) read it as null. */
export function toAuditLogEntry(doc: AuditLogDoc): AuditLogEntry {
  return {
    id: doc._id,
    tenantId: doc.tenantId,
    actor: { userId: doc.actor.userId ?? null, role: doc.actor.role ?? null, ip: doc.actor.ip },
    action: doc.action,
    resource: { type: doc.resource.type, id: doc.resource.id ?? null },
    protocol: doc.protocol,
    requestId: doc.requestId,
    correlationId: doc.correlationId ?? null,
    changes: { before: doc.changes?.before ?? null, after: doc.changes?.after ?? null },
    outcome: doc.outcome,
    timestamp: doc.timestamp,
  };
}

/**
 * The schema with its retention: a TTL index on `timestamp` (AUDIT_RETENTION_DAYS). Built per
 * connection because the retention is configuration; `syncIndexes` rebuilds the TTL index when the
 * setting changes.
 */
function auditLogSchema(retentionDays: number): Schema<AuditLogDoc> {
  const schema = new Schema<AuditLogDoc>(
    {
      _id: { type: String, default: newId },
      tenantId: { type: String, required: true },
      actor: {
        userId: { type: String, default: null },
        role: { type: String, default: null },
        ip: { type: String, required: true },
      },
      action: { type: String, required: true },
      resource: { type: { type: String, required: true }, id: { type: String, default: null } },
      protocol: { type: String, required: true },
      requestId: { type: String, required: true },
      correlationId: { type: String, default: null },
      changes: { before: Schema.Types.Mixed, after: Schema.Types.Mixed },
      outcome: { type: String, enum: AUDIT_OUTCOMES, required: true },
      timestamp: { type: Date, default: () => new Date() },
    },
    { versionKey: false, minimize: false },
  );
  // The trail is read newest first by `_id` (UUID v7, time-ordered), narrowed by one filter.
  schema.index({ tenantId: 1, _id: -1 });
  schema.index({ tenantId: 1, 'resource.type': 1, 'resource.id': 1, _id: -1 });
  schema.index({ tenantId: 1, 'actor.userId': 1, _id: -1 });
  schema.index({ tenantId: 1, action: 1, _id: -1 });
  schema.index({ timestamp: 1 }, { expireAfterSeconds: retentionDays * 24 * 3600, name: 'audit_retention' });
  return schema;
}

export type AuditLogModel = Model<AuditLogDoc>;

export function auditLogModel(
  connection: Connection,
  retentionDays = DEFAULT_AUDIT_RETENTION_DAYS,
): AuditLogModel {
  return connection.model<AuditLogDoc>('AuditLog', auditLogSchema(retentionDays), 'audit_logs');
}
