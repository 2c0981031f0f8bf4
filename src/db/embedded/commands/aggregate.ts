import type { Document } from 'bson';
import { runAggregation } from '../engine/aggregate.js';
import { CommandError, ErrorCodes } from '../errors.js';
import { documentOption, intOption } from './context.js';
import type { CommandHandler } from './context.js';
import { explainPlan } from './explain.js';
import { cursorReply } from './reads.js';

/** aggregate, in its cursor form (the only form since MongoDB 3.6). */
const aggregate: CommandHandler = (cmd, ctx) => {
  const target: unknown = cmd.aggregate;
  const collection = typeof target === 'string' ? target : undefined;
  if (collection === undefined && target !== 1) {
    throw new CommandError(ErrorCodes.InvalidNamespace, "'aggregate' must be a collection name or 1");
  }
  const ns = `${ctx.db}.${collection ?? '$cmd.aggregate'}`;
  const result = runAggregation(ctx.engine, ctx.db, collection, cmd.pipeline);
  ctx.counters.keysExamined += result.counters.keysExamined;
  ctx.counters.docsExamined += result.counters.docsExamined;
  if (cmd.explain === true) {
    return { ...explainPlan(ns, result.plan, result.counters, result.docs.length, 'queryPlanner'), ok: 1 };
  }
  const cursor = documentOption(cmd, 'cursor');
  if (!cursor) {
    throw new CommandError(
      ErrorCodes.FailedToParse,
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  const batchSize = intOption(cursor as Document, 'batchSize');
  const batch = ctx.cursors.firstBatch(ns, result.docs, batchSize, false);
  return cursorReply(ns, batch, 'firstBatch');
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
