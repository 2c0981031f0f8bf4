import { z } from 'zod';
import { NotFoundError } from '../errors.js';
import { isId } from '../ids.js';
import { encodeCursor, idCursorPosition, PageLimitSchema, pageOf, type Page } from '../pagination.js';
import { parseInput, text } from '../validation.js';
import {
  AUDIT_OUTCOMES,
  toAuditLogEntry,
  type AuditLogDoc,
  type AuditLogEntry,
  type AuditLogModel,
} from './model.js';

const PROTOCOLS = ['rest', 'graphql', 'grpc', 'ws', 'soap', 'sse', 'system'] as const;
const IdSchema = z.string().refine(isId, 'Must be a UUID.');

/** `GET /admin/audit-logs` filters; every one optional, combined with AND. */
export const ListAuditLogsQuerySchema = z
  .object({
    limit: PageLimitSchema,
    cursor: text().min(1).max(512).optional(),
    actorId: IdSchema.optional(),
    action: text().trim().min(1).max(100).optional(),
    resourceType: text().trim().min(1).max(50).optional(),
    resourceId: text().trim().min(1).max(100).optional(),
    protocol: z.enum(PROTOCOLS).optional(),
    outcome: z.enum(AUDIT_OUTCOMES).optional(),
    from: z.date().optional(),
    to: z.date().optional(),
  })
  .strict();

/**
 * Reads the audit trail of a tenant: newest first, cursor pages. Read-only by design: nothing in
 * the core updates or deletes an entry (the TTL index alone removes old ones).
 */
export class AuditTrail {
  constructor(private readonly logs: AuditLogModel) {}

  async list(tenantId: string, rawQuery: unknown): Promise<Page<AuditLogEntry>> {
    const query = parseInput(ListAuditLogsQuerySchema, rawQuery, 'query');
    const filter: Record<string, unknown> = { tenantId };
    if (query.actorId !== undefined) filter['actor.userId'] = query.actorId;
    if (query.action !== undefined) filter['action'] = query.action;
    if (query.resourceType !== undefined) filter['resource.type'] = query.resourceType;
    if (query.resourceId !== undefined) filter['resource.id'] = query.resourceId;
    if (query.protocol !== undefined) filter['protocol'] = query.protocol;
    if (query.outcome !== undefined) filter['outcome'] = query.outcome;
    if (query.from !== undefined || query.to !== undefined) {
      filter['timestamp'] = {
        ...(query.from === undefined ? {} : { $gte: query.from }),
        ...(query.to === undefined ? {} : { $lt: query.to }),
      };
    }
    if (query.cursor !== undefined) filter['_id'] = { $lt: idCursorPosition(query.cursor) };
    const docs = await this.logs
      .find(filter)
      .sort({ _id: -1 })
      .limit(query.limit + 1)
      .lean<AuditLogDoc[]>();
    const page = pageOf(docs, query.limit, (last) => encodeCursor([last._id]));
    return { ...page, data: page.data.map(toAuditLogEntry) };
  }

  async get(tenantId: string, auditLogId: string): Promise<AuditLogEntry> {
    const doc = isId(auditLogId)
      ? await this.logs.findOne({ _id: auditLogId, tenantId }).lean<AuditLogDoc>()
      : null;
    if (doc === null) throw new NotFoundError('Audit log entry', auditLogId);
    return toAuditLogEntry(doc);
  }
}
