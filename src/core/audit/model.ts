import { Schema, type Connection, type Model } from 'mongoose';
import { newId } from '../ids.js';
import type { Protocol, Role } from '../context.js';

export type AuditOutcome = 'success' | 'failure';

export interface AuditLogDoc {
  _id: string;
  tenantId: string;
  actor: { userId: string | null; role: Role | null; ip: string };
  /** `<resource>.<verb>`, e.g. `pet.create`, `user.suspend`, `order.cancel`. */
  action: string;
  resource: { type: string; id: string | null };
  protocol: Protocol;
  requestId: string;
  changes: { before: unknown; after: unknown };
  outcome: AuditOutcome;
  timestamp: Date;
}

const AuditLogSchema = new Schema<AuditLogDoc>(
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
    changes: { before: Schema.Types.Mixed, after: Schema.Types.Mixed },
    outcome: { type: String, required: true },
    timestamp: { type: Date, default: () => new Date() },
  },
  { versionKey: false, minimize: false },
);
AuditLogSchema.index({ tenantId: 1, timestamp: -1 });
AuditLogSchema.index({ tenantId: 1, 'resource.type': 1, 'resource.id': 1 });
AuditLogSchema.index({ tenantId: 1, 'actor.userId': 1 });

export type AuditLogModel = Model<AuditLogDoc>;

export function auditLogModel(connection: Connection): AuditLogModel {
  return connection.model<AuditLogDoc>('AuditLog', AuditLogSchema, 'audit_logs');
}
