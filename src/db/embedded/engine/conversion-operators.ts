import { Decimal128, Long } from 'bson';
import type { ObjectId } from 'bson';
import { evalExpr } from 'mingo/core';
import * as mingoTypeOperators from 'mingo/operators/expression/type';
import type { Options } from 'mingo/types';
import { bsonTag } from './bson-values.js';
import type { ExpressionOperatorFn } from './expression-operators.js';
import { numericKind, toDecimalValue, toNumber } from './numeric.js';
import { bsonTypeNumber } from './query-operators.js';

/**
 * Type expressions ($type, $toString, $toDecimal, ...) taught the BSON classes mingo does not
 * know (Decimal128, Long, ObjectId, Binary); every other input goes to mingo's own operator.
 */
const TYPE_NAMES: Record<number, string> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  6: 'undefined',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  13: 'javascript',
  14: 'symbol',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  [-1]: 'minKey',
  127: 'maxKey',
};

const mingoOps = mingoTypeOperators as unknown as Record<string, ExpressionOperatorFn>;

function withSpecialInput(
  name: string,
  convert: (value: unknown) => { handled: true; result: unknown } | { handled: false },
): ExpressionOperatorFn {
  return (obj: unknown, expr: unknown, options: Options) => {
    const value = evalExpr(obj, expr, options);
    const outcome = convert(value);
    if (outcome.handled) return outcome.result;
    const original = mingoOps[name] as ExpressionOperatorFn;
    return original(obj, { $literal: value }, options);
  };
}

const isSpecial = (v: unknown): boolean => {
  const tag = bsonTag(v);
  return tag === 'Decimal128' || tag === 'Long' || tag === 'ObjectId' || tag === 'Double' || tag === 'Int32';
};

function decimalText(value: unknown): string {
  const d = toDecimalValue(value);
  if (d.kind !== 'finite') return String(value);
  return Decimal128.fromStringWithRounding(`${d.coefficient}E${d.exponent}`).toString();
}

export const conversionOverrides: Record<string, ExpressionOperatorFn> = {
  $type: (obj, expr, options) => {
    const value = evalExpr(obj, expr, options);
    if (value === undefined) return 'missing';
    return TYPE_NAMES[bsonTypeNumber(value)] ?? 'object';
  },
  $isNumber: (obj, expr, options) => numericKind(evalExpr(obj, expr, options)) !== undefined,
  $toString: withSpecialInput('$toString', (v) => {
    if (!isSpecial(v)) return { handled: false };
    if (bsonTag(v) === 'ObjectId') return { handled: true, result: (v as ObjectId).toHexString() };
    return { handled: true, result: bsonTag(v) === 'Decimal128' ? decimalText(v) : String(toNumber(v)) };
  }),
  $toDouble: withSpecialInput('$toDouble', (v) =>
    numericKind(v) && typeof v !== 'number' ? { handled: true, result: toNumber(v) } : { handled: false },
  ),
  $toDecimal: withSpecialInput('$toDecimal', (v) => {
    if (bsonTag(v) === 'Decimal128') return { handled: true, result: v };
    if (numericKind(v)) return { handled: true, result: Decimal128.fromStringWithRounding(decimalText(v)) };
    if (typeof v === 'string') return { handled: true, result: Decimal128.fromString(v) };
    return { handled: false };
  }),
  $toInt: withSpecialInput('$toInt', (v) =>
    numericKind(v) && typeof v !== 'number'
      ? { handled: true, result: Math.trunc(toNumber(v)) }
      : { handled: false },
  ),
  $toLong: withSpecialInput('$toLong', (v) =>
    numericKind(v)
      ? { handled: true, result: bsonTag(v) === 'Long' ? v : Long.fromNumber(Math.trunc(toNumber(v))) }
      : { handled: false },
  ),
};
