import type { Document } from 'bson';
import type { QueryPlan, ScanCounters } from '../engine/planner.js';
import { runAggregation } from '../engine/aggregate.js';
import { CommandError, ErrorCodes } from '../errors.js';
import type { CommandHandler } from './context.js';
import { runFind } from './reads.js';
import { findDocuments } from '../engine/find.js';

/**
 * explain: the plan the server chose, in MongoDB's shape (`queryPlanner.winningPlan` with an
 * IXSCAN under a FETCH, or a COLLSCAN), plus execution statistics when asked for.
 */
function winningPlan(plan: QueryPlan): Document {
  if (plan.stage === 'IDHACK') return { stage: 'IDHACK' };
  if (plan.stage === 'OR') {
    const inputStages = (plan.branches ?? []).map((b) => {
      const branch = winningPlan(b);
      return (branch.inputStage as Document | undefined) ?? branch;
    });
    return { stage: 'FETCH', inputStage: { stage: 'OR', inputStages } };
  }
  if (plan.stage === 'COLLSCAN' || !plan.index) return { stage: 'COLLSCAN', direction: 'forward' };
  return {
    stage: 'FETCH',
    inputStage: {
      stage: 'IXSCAN',
      keyPattern: plan.index.keyPattern,
      indexName: plan.index.name,
      isMultiKey: plan.index.multikey,
      isUnique: plan.index.unique,
      isSparse: plan.index.sparse,
      isPartial: plan.index.isPartial,
      direction: plan.reverse ? 'backward' : 'forward',
    },
  };
}

export function explainPlan(
  ns: string,
  plan: QueryPlan,
  counters: ScanCounters,
  returned: number,
  verbosity: string,
): Document {
  const explained: Document = {
    explainVersion: '1',
    queryPlanner: { namespace: ns, winningPlan: winningPlan(plan), rejectedPlans: [] },
  };
  if (verbosity !== 'queryPlanner') {
    explained.executionStats = {
      executionSuccess: true,
      nReturned: returned,
      totalKeysExamined: counters.keysExamined,
      totalDocsExamined: counters.docsExamined,
    };
  }
  return explained;
}

const explain: CommandHandler = (cmd, ctx) => {
  const inner = cmd.explain as Document | undefined;
  if (!inner || typeof inner !== 'object')
    throw new CommandError(ErrorCodes.BadValue, 'explain needs a command document');
  const verbosity = typeof cmd.verbosity === 'string' ? cmd.verbosity : 'allPlansExecution';
  const name = (Object.keys(inner)[0] ?? '').toLowerCase();
  const target = String(Object.values(inner)[0]);
  const ns = `${ctx.db}.${target}`;
  const collection = ctx.engine.collection(ctx.db, target);
  switch (name) {
    case 'find': {
      const { result } = runFind(inner, ctx);
      return { ...explainPlan(ns, result.plan, result.counters, result.docs.length, verbosity), ok: 1 };
    }
    case 'aggregate': {
      const result = runAggregation(ctx.engine, ctx.db, target, inner.pipeline);
      return { ...explainPlan(ns, result.plan, result.counters, result.docs.length, verbosity), ok: 1 };
    }
    case 'count':
    case 'distinct':
    case 'findandmodify':
    case 'delete':
    case 'update': {
      const filter = (
        name === 'count' || name === 'findandmodify'
          ? inner.query
          : name === 'distinct'
            ? inner.query
            : ((inner.updates ?? inner.deletes) as Document[] | undefined)?.[0]?.q
      ) as Document | undefined;
      const result = findDocuments(collection, { filter: filter ?? {} });
      return { ...explainPlan(ns, result.plan, result.counters, result.docs.length, verbosity), ok: 1 };
    }
    default:
      throw new CommandError(ErrorCodes.CommandNotSupported, `explain is not supported for ${name}`);
  }
};

export const explainCommands: Record<string, CommandHandler> = { explain };
