import { Aggregator } from 'mingo/aggregator';
import { CommandError, ErrorCodes } from '../errors.js';
import { isPlainObject } from './bson-values.js';
import type { Engine } from './engine.js';
import { compileFilter } from './filter.js';
import type { Document } from './filter.js';
import { mingoOptions } from './mingo-context.js';
import { candidates, planQuery } from './planner.js';
import type { QueryPlan, ScanCounters } from './planner.js';
import { assertSupported } from './unsupported.js';
import { cloneForExpressions } from './values.js';

export interface AggregateResult {
  docs: Document[];
  plan: QueryPlan;
  counters: ScanCounters;
}

/**
 * Runs an aggregation pipeline. A leading $match is answered with the query planner (so it can
 * use an index); the rest runs in mingo on copies of the matched documents, with `$lookup`
 * resolving other collections of the same database.
 */
export function runAggregation(
  engine: Engine,
  db: string,
  collection: string | undefined,
  pipeline: unknown,
): AggregateResult {
  if (!Array.isArray(pipeline)) {
    throw new CommandError(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  }
  for (const stage of pipeline) {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw new CommandError(
        ErrorCodes.Location40352,
        'A pipeline stage specification object must contain exactly one field.',
      );
    }
  }
  assertSupported(pipeline);
  const stages = pipeline as Document[];
  const counters: ScanCounters = { keysExamined: 0, docsExamined: 0 };
  const source = collection === undefined ? undefined : engine.collection(db, collection);
  const leadingMatch = stages[0] && '$match' in stages[0] ? (stages[0].$match as Document) : undefined;
  let plan: QueryPlan = { stage: 'COLLSCAN', reverse: false, providesSort: false };
  let input: Document[] = [];
  if (source) {
    plan = planQuery(source, leadingMatch ?? {});
    const matches = compileFilter(leadingMatch ?? {});
    for (const doc of candidates(source, plan, counters)) if (matches(doc)) input.push(doc);
  }
  input = input.map(cloneForExpressions);
  const rest = leadingMatch ? stages.slice(1) : stages;
  if (rest.length === 0) return { docs: input, plan, counters };
  const options = mingoOptions({
    collectionResolver: (name: string) =>
      [...(engine.collection(db, name)?.docs.values() ?? [])].map(cloneForExpressions),
  });
  let docs: Document[];
  try {
    docs = new Aggregator(rest, options).run<Document>(input);
  } catch (error) {
    if (error instanceof CommandError) throw error;
    const message = (error as Error).message;
    const unknownStage = /unregistered pipeline operator (\S+?)\.?$/.exec(message);
    throw new CommandError(
      unknownStage ? ErrorCodes.UnrecognizedPipelineStage : ErrorCodes.BadValue,
      unknownStage ? `Unrecognized pipeline stage name: '${unknownStage[1] ?? ''}'` : message,
    );
  }
  return { docs, plan, counters };
}
