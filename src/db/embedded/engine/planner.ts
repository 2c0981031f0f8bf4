import { bsonTag, isPlainObject } from './bson-values.js';
import type { CollectionIndex, KeyInterval } from './collection-index.js';
import type { Collection } from './collection.js';
import { compareValues, TypeBound, typeRank } from './compare.js';
import { canonicalKey } from './doc-key.js';
import type { Document } from './filter.js';
import { sortDirections } from './sort.js';
import type { SortSpec } from './sort.js';

/**
 * Chooses how to find the documents a filter may match: a direct `_id` lookup, a scan of one
 * index over the intervals the filter allows, or a scan of the whole collection. The plan only
 * narrows the candidates; the full filter is applied to each candidate afterwards, so a plan
 * may be generous but must never miss a match.
 */
export interface QueryPlan {
  stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN' | 'OR';
  /** For OR: one indexed plan per `$or` branch, their results united. */
  branches?: QueryPlan[];
  index?: CollectionIndex;
  intervals?: KeyInterval[];
  idKey?: string;
  reverse: boolean;
  /** Whether candidates come out in the requested sort order. */
  providesSort: boolean;
}

export interface ScanCounters {
  keysExamined: number;
  docsExamined: number;
}

/** What the filter says about one field: allowed points, or one range. */
type FieldBounds =
  | { kind: 'points'; values: unknown[] }
  | { kind: 'range'; low: unknown; lowInclusive: boolean; high: unknown; highInclusive: boolean };

const isRegex = (v: unknown): boolean => v instanceof RegExp || bsonTag(v) === 'BSONRegExp';
const isOperatorObject = (v: unknown): v is Record<string, unknown> =>
  isPlainObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));

function pointUsable(v: unknown): boolean {
  return !isRegex(v) && !Array.isArray(v);
}

function boundsOf(condition: unknown): FieldBounds | undefined {
  if (!isOperatorObject(condition)) {
    return pointUsable(condition) ? { kind: 'points', values: [condition ?? null] } : undefined;
  }
  if ('$eq' in condition && pointUsable(condition.$eq)) {
    return { kind: 'points', values: [condition.$eq ?? null] };
  }
  if (Array.isArray(condition.$in) && condition.$in.every(pointUsable)) {
    return { kind: 'points', values: condition.$in.map((v: unknown) => v ?? null) };
  }
  const lowOp = '$gt' in condition ? '$gt' : '$gte' in condition ? '$gte' : undefined;
  const highOp = '$lt' in condition ? '$lt' : '$lte' in condition ? '$lte' : undefined;
  if (!lowOp && !highOp) return undefined;
  const low = lowOp ? condition[lowOp] : undefined;
  const high = highOp ? condition[highOp] : undefined;
  if ((lowOp && !pointUsable(low)) || (highOp && !pointUsable(high))) return undefined;
  // Type bracketing: {$gt: 5} spans the numbers above 5 and nothing of another type.
  return {
    kind: 'range',
    low: lowOp ? low : new TypeBound(typeRank(high), 'before'),
    lowInclusive: lowOp !== '$gt',
    high: highOp ? high : new TypeBound(typeRank(low), 'after'),
    highInclusive: highOp !== '$lt',
  };
}

/** Per-field bounds from the top level of the filter and its `$and` members. */
function fieldBounds(filter: Document): Map<string, FieldBounds> {
  const out = new Map<string, FieldBounds>();
  const visit = (f: Document): void => {
    for (const [field, condition] of Object.entries(f)) {
      if (field === '$and' && Array.isArray(condition)) {
        for (const member of condition) if (isPlainObject(member)) visit(member);
        continue;
      }
      if (field.startsWith('$') || out.has(field)) continue;
      const bounds = boundsOf(condition);
      if (bounds) out.set(field, bounds);
    }
  };
  visit(filter);
  return out;
}

interface Candidate {
  index: CollectionIndex;
  intervals: KeyInterval[];
  equalityFields: number;
  score: number;
}

function intervalsFor(
  index: CollectionIndex,
  bounds: Map<string, FieldBounds>,
  hinted: boolean,
): Candidate | undefined {
  // A partial index lacks the documents outside its filter: only a hint may choose it.
  if (index.isPartial && !hinted) return undefined;
  const prefix: unknown[] = [];
  let intervals: KeyInterval[] | undefined;
  let equalityFields = 0;
  for (const field of index.fields) {
    const b = bounds.get(field);
    if (!b) break;
    if (b.kind === 'points' && b.values.length === 1) {
      if (!index.complete && b.values[0] === null) return undefined;
      prefix.push(b.values[0]);
      equalityFields++;
      continue;
    }
    if (b.kind === 'points') {
      if (!index.complete && b.values.some((v) => v === null)) return undefined;
      const unique = new Map(b.values.map((v) => [canonicalKey(v), v]));
      intervals = [...unique.values()].map((v) => ({
        low: { prefix: [...prefix, v], inclusive: true },
        high: { prefix: [...prefix, v], inclusive: true },
      }));
    } else {
      if (compareValues(b.low, b.high) > 0) intervals = [];
      else
        intervals = [
          {
            low: { prefix: [...prefix, b.low], inclusive: b.lowInclusive },
            high: { prefix: [...prefix, b.high], inclusive: b.highInclusive },
          },
        ];
    }
    break;
  }
  if (!intervals) {
    if (prefix.length === 0) return undefined;
    intervals = [{ low: { prefix, inclusive: true }, high: { prefix, inclusive: true } }];
  }
  const full = equalityFields === index.fields.length;
  const score = equalityFields * 4 + (intervals.length === 1 ? 2 : 1) + (index.unique && full ? 8 : 0);
  return { index, intervals, equalityFields, score };
}

/** Whether scanning `index` yields documents in `sort` order, and in which direction. */
function sortOrder(
  index: CollectionIndex,
  sort: SortSpec | undefined,
  skipFields: number,
): 'forward' | 'reverse' | undefined {
  if (!sort || index.multikey || !index.complete) return undefined;
  const wanted = sortDirections(sort);
  if (wanted.length === 0) return undefined;
  for (const offset of skipFields > 0 ? [skipFields, 0] : [0]) {
    const fields = index.fields.slice(offset, offset + wanted.length);
    if (fields.length !== wanted.length) continue;
    if (!wanted.every(([f], i) => f === fields[i])) continue;
    const same = wanted.every(([, d], i) => d === index.directions[offset + i]);
    const opposite = wanted.every(([, d], i) => d === -(index.directions[offset + i] as number));
    if (same) return 'forward';
    if (opposite) return 'reverse';
  }
  return undefined;
}

export function planQuery(
  collection: Collection,
  filter: Document,
  sort?: SortSpec,
  hint?: unknown,
): QueryPlan {
  const bounds = fieldBounds(filter);
  const idBounds = bounds.get('_id');
  if (!hint && idBounds?.kind === 'points' && idBounds.values.length === 1) {
    return { stage: 'IDHACK', idKey: canonicalKey(idBounds.values[0]), reverse: false, providesSort: true };
  }
  const indexes = [...collection.indexes.values()];
  const hinted = hint === undefined ? undefined : findHinted(indexes, hint);
  const candidates = (hinted ? [hinted] : indexes)
    .map((ix) => intervalsFor(ix, bounds, ix === hinted))
    .filter((c): c is Candidate => c !== undefined)
    .sort((a, b) => b.score - a.score);
  const best = candidates[0];
  if (best) {
    const order = best.intervals.length === 1 ? sortOrder(best.index, sort, best.equalityFields) : undefined;
    return {
      stage: 'IXSCAN',
      index: best.index,
      intervals: best.intervals,
      reverse: order === 'reverse',
      providesSort: order !== undefined,
    };
  }
  const union = hinted ? undefined : planUnion(collection, filter);
  if (union) return union;
  for (const index of hinted ? [hinted] : indexes) {
    const order = sortOrder(index, sort, 0);
    if (order) return { stage: 'IXSCAN', index, reverse: order === 'reverse', providesSort: true };
  }
  if (hinted) return { stage: 'IXSCAN', index: hinted, reverse: false, providesSort: false };
  return { stage: 'COLLSCAN', reverse: false, providesSort: false };
}

/** A top-level `$or` whose every branch can use an index: scan each, unite the results. */
function planUnion(collection: Collection, filter: Document): QueryPlan | undefined {
  const branches = filter.$or;
  if (!Array.isArray(branches) || branches.length === 0 || branches.length > 32) return undefined;
  const plans: QueryPlan[] = [];
  for (const branch of branches) {
    if (!isPlainObject(branch)) return undefined;
    const plan = planQuery(collection, branch);
    if (plan.stage === 'COLLSCAN' || plan.stage === 'OR' || (plan.stage === 'IXSCAN' && !plan.intervals))
      return undefined;
    plans.push(plan);
  }
  return { stage: 'OR', branches: plans, reverse: false, providesSort: false };
}

function findHinted(indexes: CollectionIndex[], hint: unknown): CollectionIndex | undefined {
  if (typeof hint === 'string') return indexes.find((ix) => ix.name === hint);
  if (isPlainObject(hint) && Object.keys(hint).length > 0) {
    if ('$natural' in hint) return undefined;
    const wanted = canonicalKey(hint);
    return indexes.find((ix) => canonicalKey(ix.keyPattern) === wanted);
  }
  return undefined;
}

/** The candidate documents of a plan, in plan order, counting what was examined. */
export function* candidates(
  collection: Collection,
  plan: QueryPlan,
  counters: ScanCounters,
): Generator<Document> {
  if (plan.stage === 'IDHACK') {
    counters.keysExamined++;
    const doc = collection.get(plan.idKey as string);
    if (doc) {
      counters.docsExamined++;
      yield doc;
    }
    return;
  }
  if (plan.stage === 'OR') {
    const seen = new Set<Document>();
    for (const branch of plan.branches ?? []) {
      for (const doc of candidates(collection, branch, counters)) {
        if (seen.has(doc)) continue;
        seen.add(doc);
        yield doc;
      }
    }
    return;
  }
  if (plan.stage === 'COLLSCAN' || !plan.index) {
    for (const doc of collection.docs.values()) {
      counters.docsExamined++;
      yield doc;
    }
    return;
  }
  const seen = plan.index.multikey || (plan.intervals?.length ?? 0) > 1 ? new Set<string>() : undefined;
  for (const id of plan.index.scan(plan.intervals, plan.reverse)) {
    counters.keysExamined++;
    if (seen) {
      if (seen.has(id)) continue;
      seen.add(id);
    }
    const doc = collection.get(id);
    if (!doc) continue;
    counters.docsExamined++;
    yield doc;
  }
}
