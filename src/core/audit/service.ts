import type { CallerContext } from '../context.js';
import type { Logger } from '../../logger.js';
import type { AuditLogDoc, AuditLogModel, AuditOutcome } from './model.js';
import { redactSecrets } from './redact.js';

export interface AuditEntry {
  action: string;
  resource: { type: string; id: string | null };
  before?: unknown;
  after?: unknown;
  outcome?: AuditOutcome;
  /** Defaults to the caller's tenant; set it when the change lands in another (system jobs). */
  tenantId?: string;
}

/**
 * Every state change, through any protocol, is recorded here by the core service that made it,
 * right after the write: who, what, through which door, and the before/after with secrets redacted.
 */
export class AuditService {
  constructor(
    private readonly logs: AuditLogModel,
    private readonly logger: Logger,
  ) {}

  async record(ctx: CallerContext, entry: AuditEntry): Promise<AuditLogDoc> {
    const [doc] = await this.recordAll(ctx, [entry]);
    return doc as AuditLogDoc;
  }

  /**
   * Several entries of one request (a payment changes the order and creates the payment) in one
   * write, one round trip to the database, validated and in the given order.
   */
  async recordAll(ctx: CallerContext, entries: readonly AuditEntry[]): Promise<AuditLogDoc[]> {
    if (entries.length === 0) return [];
    const timestamp = new Date();
    const docs = await this.logs.insertMany(
      entries.map((entry) => ({
        tenantId: entry.tenantId ?? ctx.tenantId,
        actor: { userId: ctx.principal?.userId ?? null, role: ctx.principal?.role ?? null, ip: ctx.ip },
        action: entry.action,
        resource: entry.resource,
        protocol: ctx.protocol,
        requestId: ctx.requestId,
        correlationId: ctx.correlationId ?? null,
        changes: {
          before: redactSecrets(entry.before ?? null),
          after: redactSecrets(entry.after ?? null),
        },
        outcome: entry.outcome ?? 'success',
        timestamp,
      })),
    );
    for (const entry of entries) {
      this.logger.debug(
        {
          action: entry.action,
          resource: entry.resource,
          requestId: ctx.requestId,
          correlationId: ctx.correlationId,
        },
        'audited',
      );
    }
    return docs.map((doc) => doc.toObject());
  }
}
