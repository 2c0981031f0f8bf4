import { Decimal128 } from 'bson';
import { evalExpr } from 'mingo/core';
import { Lazy } from 'mingo/lazy';
import { $push } from 'mingo/operators/accumulator';
import * as mingoPipeline from 'mingo/operators/pipeline';
import type { Iterator } from 'mingo/lazy';
import type { Options } from 'mingo/types';
import { compareValues } from './compare.js';
import { addNumbers, multiplyNumbers, negateNumber, numericKind, toNumber } from './numeric.js';
import { sortDocuments } from './sort.js';
import type { SortSpec } from './sort.js';

/**
 * Aggregation operators that replace mingo's where MongoDB differs: comparisons use the BSON
 * order, and arithmetic and accumulators understand Long and Decimal128 (mingo adds JS numbers
 * only, so a Decimal128 sum would come out as 0).
 */
type Document = Record<string, unknown>;
export type ExpressionOperatorFn = (obj: unknown, expr: unknown, options: Options) => unknown;
export type AccumulatorOperatorFn = (coll: Document[], expr: unknown, options: Options) => unknown;
export type PipelineOperatorFn = (coll: Iterator, expr: unknown, options: Options) => Iterator;

function twoArgs(obj: unknown, expr: unknown, options: Options): [unknown, unknown] {
  const args = evalExpr(obj, expr, options);
  if (!Array.isArray(args) || args.length !== 2) throw new Error('expression needs 2 arguments');
  return [args[0], args[1]];
}

const comparison =
  (accept: (c: number) => boolean): ExpressionOperatorFn =>
  (obj, expr, options) => {
    const [a, b] = twoArgs(obj, expr, options);
    return accept(compareValues(a ?? null, b ?? null));
  };

export const expressionOverrides: Record<string, ExpressionOperatorFn> = {
  $eq: comparison((c) => c === 0),
  $ne: comparison((c) => c !== 0),
  $gt: comparison((c) => c > 0),
  $gte: comparison((c) => c >= 0),
  $lt: comparison((c) => c < 0),
  $lte: comparison((c) => c <= 0),
  $cmp: (obj, expr, options) => {
    const [a, b] = twoArgs(obj, expr, options);
    return compareValues(a ?? null, b ?? null);
  },
  $add: (obj, expr, options) => {
    const args = evalExpr(obj, expr, options);
    if (!Array.isArray(args)) throw new Error('$add needs an array');
    let total: unknown = 0;
    let date: Date | undefined;
    for (const arg of args) {
      if (arg === null || arg === undefined) return null;
      if (arg instanceof Date) {
        if (date) throw new Error('only one date allowed in an $add expression');
        date = arg;
      } else if (numericKind(arg)) total = addNumbers(total, arg);
      else throw new Error(`$add only supports numeric or date types`);
    }
    return date ? new Date(date.getTime() + toNumber(total)) : total;
  },
  $subtract: (obj, expr, options) => {
    const [a, b] = twoArgs(obj, expr, options);
    if (a === null || a === undefined || b === null || b === undefined) return null;
    if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
    if (a instanceof Date) return new Date(a.getTime() - toNumber(b));
    return addNumbers(a, negateNumber(b));
  },
  $multiply: (obj, expr, options) => {
    const args = evalExpr(obj, expr, options);
    if (!Array.isArray(args)) throw new Error('$multiply needs an array');
    let product: unknown = 1;
    for (const arg of args) {
      if (arg === null || arg === undefined) return null;
      product = multiplyNumbers(product, arg);
    }
    return product;
  },
};

function sumOf(values: unknown[]): unknown {
  let total: unknown = 0;
  for (const v of values) if (numericKind(v)) total = addNumbers(total, v);
  return total;
}

/**
 * The accumulators double as expressions ({$sum: ['$a', '$b']}): mingo then passes the
 * evaluated array with a null expression.
 */
function evaluateEach(coll: Document[], expr: unknown, options: Options): unknown[] {
  // mingo's $push evaluates an expression against each document as its root.
  return $push(coll, expr, options) as unknown[];
}

export const accumulatorOverrides: Record<string, AccumulatorOperatorFn> = {
  $sum: (coll, expr, options) => sumOf(evaluateEach(coll, expr, options)),
  $avg: (coll, expr, options) => {
    const values = evaluateEach(coll, expr, options).filter((v) => numericKind(v));
    if (values.length === 0) return null;
    const total = sumOf(values);
    if (numericKind(total) === 'decimal') {
      // Decimal division: scale by the reciprocal computed as a decimal.
      return multiplyNumbers(total, toDecimalReciprocal(values.length));
    }
    return toNumber(total) / values.length;
  },
  $min: (coll, expr, options) => extreme(evaluateEach(coll, expr, options), -1),
  $max: (coll, expr, options) => extreme(evaluateEach(coll, expr, options), 1),
};

function toDecimalReciprocal(n: number): unknown {
  return Decimal128.fromString(String(1 / n));
}

function extreme(values: unknown[], direction: number): unknown {
  let best: unknown = null;
  for (const v of values) {
    if (v === null || v === undefined) continue;
    if (best === null || compareValues(v, best) * direction > 0) best = v;
  }
  return best;
}

/** MongoDB's projections put `_id` first; mingo appends it after the other fields. */
export function idFirst(doc: Document): Document {
  if (!('_id' in doc) || Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

const mingoProject = (mingoPipeline as unknown as Record<string, PipelineOperatorFn>)
  .$project as PipelineOperatorFn;

export const pipelineOverrides: Record<string, PipelineOperatorFn> = {
  $project: (coll, expr, options) => mingoProject(coll, expr, options).map((doc) => idFirst(doc as Document)),
  $sort: (coll, expr) => coll.transform((docs) => Lazy(sortDocuments(docs as Document[], expr as SortSpec))),
};
