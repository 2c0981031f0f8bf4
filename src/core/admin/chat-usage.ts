import type { Logger } from '../../logger.js';
import type { AuditService } from '../audit/service.js';
import { callerContext } from '../context.js';
import type { CompletedChat } from '../chat/engine.js';
import { utcDay, type AdminModels } from './model.js';

/**
 * Counts the chat completions each tenant is served, per UTC day, from the chat core's
 * completion hook, and audits each one (who used which model, through which door): completions
 * spend model capacity, upstream ones money. The count is a counter document, not a log scan.
 */
export class ChatUsage {
  constructor(
    private readonly models: AdminModels,
    private readonly audit: AuditService,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The hook: never throws, never holds up the completion that triggered it. */
  recordCompletion = (completed: CompletedChat): void => {
    void this.record(completed).catch((error: unknown) =>
      this.logger.error({ err: error, requestId: completed.context.requestId }, 'chat usage not recorded'),
    );
  };

  async completionsOn(tenantId: string, at: Date = this.now()): Promise<number> {
    const doc = await this.models.chatUsage.findById(`${tenantId}:${utcDay(at)}`).lean();
    return doc?.completions ?? 0;
  }

  private async record({ context, model }: CompletedChat): Promise<void> {
    const day = utcDay(this.now());
    const caller = callerContext({
      principal: context.principal ?? null,
      tenantId: context.tenantId,
      tenantSource: 'token',
      requestId: context.requestId,
      correlationId: context.correlationId,
      protocol: context.protocol ?? 'system',
      ip: context.ip ?? 'unknown',
    });
    await Promise.all([
      this.models.chatUsage.updateOne(
        { _id: `${context.tenantId}:${day}` },
        {
          $inc: { completions: 1 },
          $setOnInsert: { tenantId: context.tenantId, day, createdAt: new Date() },
        },
        { upsert: true, setDefaultsOnInsert: false },
      ),
      this.audit.record(caller, {
        action: 'chat.completion',
        resource: { type: 'chat_completion', id: null },
        after: { model },
      }),
    ]);
  }
}
