import type { Collection } from './collection.js';
import { compileFilter, compileQuery } from './filter.js';
import type { Document } from './filter.js';
import { candidates, planQuery } from './planner.js';
import type { QueryPlan, ScanCounters } from './planner.js';
import { idFirst } from './expression-operators.js';
import { compileSimpleProjection } from './simple-projection.js';
import { sortDocuments } from './sort.js';
import type { SortSpec } from './sort.js';

export interface FindOptions {
  filter?: Document;
  sort?: SortSpec;
  projection?: Document;
  skip?: number;
  /** 0 or undefined: no limit. */
  limit?: number;
  hint?: unknown;
}

export interface FindResult {
  docs: Document[];
  plan: QueryPlan;
  counters: ScanCounters;
}

/**
 * Runs a find: plan, filter the candidates, sort (unless the index already yields the order),
 * skip, limit, project. When the plan yields sorted candidates, scanning stops as soon as
 * skip + limit documents matched.
 */
export function findDocuments(collection: Collection | undefined, options: FindOptions): FindResult {
  const filter = options.filter ?? {};
  const counters: ScanCounters = { keysExamined: 0, docsExamined: 0 };
  const hasSort = options.sort !== undefined && Object.keys(options.sort).length > 0;
  if (!collection) {
    compileFilter(filter);
    return { docs: [], plan: { stage: 'COLLSCAN', reverse: false, providesSort: false }, counters };
  }
  const plan = planQuery(collection, filter, hasSort ? options.sort : undefined, options.hint);
  const matches = compileFilter(filter);
  const skip = Math.max(0, options.skip ?? 0);
  const limit = Math.abs(options.limit ?? 0);
  const canStopEarly = limit > 0 && (!hasSort || plan.providesSort);
  let matched: Document[] = [];
  for (const doc of candidates(collection, plan, counters)) {
    if (!matches(doc)) continue;
    matched.push(doc);
    if (canStopEarly && matched.length >= skip + limit) break;
  }
  if (hasSort && !plan.providesSort) matched = sortDocuments(matched, options.sort as SortSpec);
  if (skip > 0 || limit > 0) matched = matched.slice(skip, limit > 0 ? skip + limit : undefined);
  return { docs: project(matched, filter, options.projection), plan, counters };
}

export function project(docs: Document[], filter: Document, projection: Document | undefined): Document[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const simple = compileSimpleProjection(projection);
  if (simple) return docs.map(simple);
  // Positional projections (`a.$`) need the filter; others must not re-test it on every document.
  const positional = Object.keys(projection).some((k) => k.endsWith('.$'));
  const query = compileQuery(positional ? filter : {});
  return query.find<Document>(docs, projection).all().map(idFirst);
}
