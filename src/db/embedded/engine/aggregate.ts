import { Aggregator } from 'mingo/aggregator';
import { CommandError, ErrorCodes } from '../errors.js';
import { isPlainObject } from './bson-values.js';
import type { Engine } from './engine.js';
import { findDocuments } from './find.js';
import type { FindOptions } from './find.js';
import type { Document } from './filter.js';
import { mingoOptions } from './mingo-context.js';
import { numericKind, toNumber } from './numeric.js';
import type { QueryPlan, ScanCounters } from './planner.js';
import { assertSupported } from './unsupported.js';
import { cloneForExpressions } from './values.js';

export interface AggregateResult {
  docs: Document[];
  plan: QueryPlan;
  counters: ScanCounters;
}

/**
 * The leading $match, $sort, $skip and $limit stages (in that order, each optional) are a find:
 * answered by the query planner, so they use indexes and stop early.
 */
function leadingFind(stages: Document[]): { find: FindOptions; consumed: number } {
  const find: FindOptions = {};
  const order = ['$match', '$sort', '$skip', '$limit'];
  let consumed = 0;
  let last = -1;
  for (const stage of stages) {
    const name = Object.keys(stage)[0] as string;
    const position = order.indexOf(name);
    if (position <= last) break;
    const value = stage[name];
    if (name === '$match') {
      if (!isPlainObject(value)) break;
      find.filter = value;
    } else if (name === '$sort') {
      if (!isPlainObject(value) || Object.keys(value).length === 0) break;
      find.sort = value;
    } else {
      const n = numericKind(value) ? toNumber(value) : Number.NaN;
      if (!Number.isInteger(n) || n < (name === '$limit' ? 1 : 0)) break;
      if (name === '$skip') find.skip = n;
      else find.limit = n;
    }
    last = position;
    consumed++;
  }
  return { find, consumed };
}

/**
 * Runs an aggregation pipeline. Its leading find-like stages go through the query planner; the
 * rest runs in mingo on copies of the documents found, with `$lookup` resolving other
 * collections of the same database.
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
  const source = collection === undefined ? undefined : engine.collection(db, collection);
  const { find, consumed } = leadingFind(stages);
  const found = findDocuments(source, find);
  const input = found.docs.map(cloneForExpressions);
  const rest = stages.slice(consumed);
  const { plan, counters } = found;
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
