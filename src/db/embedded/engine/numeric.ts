import { Decimal128, Double, Long } from 'bson';
import { bsonTag } from './bson-values.js';

/**
 * MongoDB's four numeric types and their arithmetic: the result of mixing types is the widest
 * of them (int < long < double < decimal), int32 overflow widens to long, and Decimal128 is
 * exact decimal arithmetic (which JavaScript lacks, so it is done here on BigInt).
 */
export type NumericKind = 'int' | 'long' | 'double' | 'decimal';

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;
const KIND_RANK: Record<NumericKind, number> = { int: 0, long: 1, double: 2, decimal: 3 };

export function numericKind(value: unknown): NumericKind | undefined {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX ? 'int' : 'double';
  }
  switch (bsonTag(value)) {
    case 'Int32':
      return 'int';
    case 'Long':
      return 'long';
    case 'Double':
      return 'double';
    case 'Decimal128':
      return 'decimal';
    default:
      return undefined;
  }
}

/** The value as a JavaScript number (Long and Decimal128 may lose precision). */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  switch (bsonTag(value)) {
    case 'Int32':
    case 'Double':
      return (value as { value: number }).value;
    case 'Long':
      return (value as Long).toNumber();
    case 'Decimal128':
      return Number((value as Decimal128).toString());
    default:
      return Number.NaN;
  }
}

/** A finite decimal is coefficient × 10^exponent; the special values are kept apart. */
export type DecimalValue =
  | { kind: 'finite'; coefficient: bigint; exponent: number }
  | { kind: 'nan' }
  | { kind: 'infinity'; negative: boolean };

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

export function parseDecimal(text: string): DecimalValue {
  const lower = text.toLowerCase();
  if (lower === 'nan' || lower === '-nan') return { kind: 'nan' };
  if (lower === 'infinity' || lower === '+infinity' || lower === 'inf') {
    return { kind: 'infinity', negative: false };
  }
  if (lower === '-infinity' || lower === '-inf') return { kind: 'infinity', negative: true };
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return { kind: 'nan' };
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const digits = `${whole}${fraction}` || '0';
  const coefficient = BigInt(digits) * (sign === '-' ? -1n : 1n);
  return { kind: 'finite', coefficient, exponent: Number(exponent) - fraction.length };
}

export function toDecimalValue(value: unknown): DecimalValue {
  if (bsonTag(value) === 'Decimal128') return parseDecimal((value as Decimal128).toString());
  if (bsonTag(value) === 'Long') {
    return { kind: 'finite', coefficient: (value as Long).toBigInt(), exponent: 0 };
  }
  const n = toNumber(value);
  if (Number.isNaN(n)) return { kind: 'nan' };
  if (!Number.isFinite(n)) return { kind: 'infinity', negative: n < 0 };
  // The shortest round-trip text of a double is what a user typed; compare it as such.
  return parseDecimal(String(n));
}

function alignExponents(a: bigint, ea: number, b: bigint, eb: number): [bigint, bigint, number] {
  if (ea === eb) return [a, b, ea];
  if (ea > eb) return [a * 10n ** BigInt(ea - eb), b, eb];
  return [a, b * 10n ** BigInt(eb - ea), ea];
}

export function compareDecimalValues(a: DecimalValue, b: DecimalValue): number {
  // MongoDB orders NaN below every other number.
  if (a.kind === 'nan' || b.kind === 'nan') {
    return a.kind === b.kind ? 0 : a.kind === 'nan' ? -1 : 1;
  }
  const infinityRank = (d: DecimalValue): number => (d.kind === 'infinity' ? (d.negative ? -1 : 1) : 0);
  const ra = infinityRank(a);
  const rb = infinityRank(b);
  if (ra !== 0 || rb !== 0) return Math.sign(ra - rb);
  if (a.kind !== 'finite' || b.kind !== 'finite') return 0;
  const [x, y] = alignExponents(a.coefficient, a.exponent, b.coefficient, b.exponent);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Numeric comparison across int, long, double and decimal. NaN sorts first and equals NaN. */
export function compareNumbers(a: unknown, b: unknown): number {
  const ka = numericKind(a);
  const kb = numericKind(b);
  if (ka === 'decimal' || kb === 'decimal') {
    return compareDecimalValues(toDecimalValue(a), toDecimalValue(b));
  }
  if (ka === 'long' || kb === 'long') {
    const x = ka === 'long' ? (a as Long).toBigInt() : undefined;
    const y = kb === 'long' ? (b as Long).toBigInt() : undefined;
    if (x !== undefined && y !== undefined) return x < y ? -1 : x > y ? 1 : 0;
    const other = toNumber(x === undefined ? a : b);
    const big = (x ?? y) as bigint;
    const sign = x === undefined ? -1 : 1;
    if (Number.isNaN(other)) return sign;
    if (!Number.isFinite(other)) return other > 0 ? -sign : sign;
    const floor = BigInt(Math.floor(other));
    if (big !== floor) return big < floor ? -sign : sign;
    return other === Math.floor(other) ? 0 : -sign;
  }
  const x = toNumber(a);
  const y = toNumber(b);
  if (Number.isNaN(x) || Number.isNaN(y)) {
    return Number.isNaN(x) && Number.isNaN(y) ? 0 : Number.isNaN(x) ? -1 : 1;
  }
  return x < y ? -1 : x > y ? 1 : 0;
}

function decimalToBson(value: DecimalValue): Decimal128 {
  if (value.kind === 'nan') return Decimal128.fromString('NaN');
  if (value.kind === 'infinity') {
    return Decimal128.fromString(value.negative ? '-Infinity' : 'Infinity');
  }
  return Decimal128.fromStringWithRounding(`${value.coefficient}E${value.exponent}`);
}

function decimalArithmetic(a: DecimalValue, b: DecimalValue, op: 'add' | 'multiply'): DecimalValue {
  if (a.kind === 'finite' && b.kind === 'finite') {
    if (op === 'multiply') {
      return {
        kind: 'finite',
        coefficient: a.coefficient * b.coefficient,
        exponent: a.exponent + b.exponent,
      };
    }
    const [x, y, exponent] = alignExponents(a.coefficient, a.exponent, b.coefficient, b.exponent);
    return { kind: 'finite', coefficient: x + y, exponent };
  }
  // Infinities and NaN: let IEEE double arithmetic decide the special result.
  const special = (d: DecimalValue): number =>
    d.kind === 'nan'
      ? Number.NaN
      : d.kind === 'infinity'
        ? d.negative
          ? -Infinity
          : Infinity
        : Number(d.coefficient) * 10 ** d.exponent;
  const result = op === 'add' ? special(a) + special(b) : special(a) * special(b);
  return toDecimalValue(result);
}

/** Builds a value of the given kind, widening int32 overflow to long as MongoDB does. */
export function fromNumber(kind: NumericKind, n: number): unknown {
  switch (kind) {
    case 'int':
      return n >= INT32_MIN && n <= INT32_MAX ? n : Long.fromNumber(n);
    case 'long':
      return Long.fromNumber(n);
    case 'double':
      return Number.isInteger(n) ? new Double(n) : n;
    default:
      return decimalToBson(toDecimalValue(n));
  }
}

function widest(a: NumericKind, b: NumericKind): NumericKind {
  return KIND_RANK[a] >= KIND_RANK[b] ? a : b;
}

function arithmetic(a: unknown, b: unknown, op: 'add' | 'multiply'): unknown {
  const ka = numericKind(a);
  const kb = numericKind(b);
  if (!ka || !kb) throw new TypeError('arithmetic on a non-numeric value');
  const kind = widest(ka, kb);
  if (kind === 'decimal') {
    return decimalToBson(decimalArithmetic(toDecimalValue(a), toDecimalValue(b), op));
  }
  if (kind === 'long' || kind === 'int') {
    const x = ka === 'long' ? (a as Long).toBigInt() : BigInt(toNumber(a));
    const y = kb === 'long' ? (b as Long).toBigInt() : BigInt(toNumber(b));
    const result = op === 'add' ? x + y : x * y;
    if (kind === 'int' && result >= BigInt(INT32_MIN) && result <= BigInt(INT32_MAX)) {
      return Number(result);
    }
    return Long.fromBigInt(result);
  }
  const result = op === 'add' ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b);
  return fromNumber('double', result);
}

export const addNumbers = (a: unknown, b: unknown): unknown => arithmetic(a, b, 'add');
export const multiplyNumbers = (a: unknown, b: unknown): unknown => arithmetic(a, b, 'multiply');

/** Negation, for subtraction. */
export function negateNumber(value: unknown): unknown {
  return multiplyNumbers(value, -1);
}
