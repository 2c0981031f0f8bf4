import { CommandError, ErrorCodes } from '../errors.js';
import { isPlainObject } from './bson-values.js';
import { compareValues } from './compare.js';
import { formatKeyValue } from './format.js';
import { addNumbers, fromNumber, multiplyNumbers, numericKind } from './numeric.js';

/**
 * The update operators whose arithmetic or comparison mingo gets wrong for BSON types
 * ($inc, $mul, $min, $max), applied here to plain (non-positional) paths. Positional paths
 * with plain-number operands are left to mingo.
 */
export type NumericOperator = '$inc' | '$mul' | '$min' | '$max';
type Container = Record<string, unknown> | unknown[];

export function isPositional(path: string): boolean {
  return path.includes('$');
}

/** The parent container of the last path segment, creating embedded documents on the way. */
function parentOf(doc: Record<string, unknown>, parts: string[]): Container {
  let node: Container = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i] as string;
    const next: unknown = Array.isArray(node) ? node[Number(part)] : node[part];
    if (next === undefined || next === null) {
      const created: Record<string, unknown> = {};
      setIn(node, part, created);
      node = created;
    } else if (isPlainObject(next) || (Array.isArray(next) && /^\d+$/.test(parts[i + 1] ?? ''))) {
      node = next as Container;
    } else {
      throw new CommandError(
        28,
        `Cannot create field '${parts[i + 1]}' in element {${part}: ${formatKeyValue(next)}}`,
      );
    }
  }
  return node;
}

function setIn(node: Container, part: string, value: unknown): void {
  if (Array.isArray(node)) {
    const index = Number(part);
    while (node.length < index) node.push(null);
    node[index] = value;
  } else {
    node[part] = value;
  }
}

function getIn(node: Container, part: string): unknown {
  return Array.isArray(node) ? node[Number(part)] : node[part];
}

export function applyNumericOperator(
  doc: Record<string, unknown>,
  operator: NumericOperator,
  path: string,
  operand: unknown,
): void {
  const parts = path.split('.');
  const last = parts[parts.length - 1] as string;
  if ((operator === '$inc' || operator === '$mul') && !numericKind(operand)) {
    const verb = operator === '$inc' ? 'increment' : 'multiply';
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      `Cannot ${verb} with non-numeric argument: {${path}: ${formatKeyValue(operand)}}`,
    );
  }
  const parent = parentOf(doc, parts);
  const current = getIn(parent, last);
  if (current === undefined) {
    // A missing field: $inc sets the amount, $mul sets a zero of the operand's type.
    const initial = operator === '$mul' ? fromNumber(numericKind(operand) ?? 'int', 0) : operand;
    setIn(parent, last, initial);
    return;
  }
  switch (operator) {
    case '$inc':
    case '$mul': {
      if (!numericKind(current)) {
        throw new CommandError(
          ErrorCodes.TypeMismatch,
          `Cannot apply ${operator} to a value of non-numeric type. {_id: ${formatKeyValue(doc._id)}} has the field '${last}' of non-numeric type ${typeName(current)}`,
        );
      }
      setIn(
        parent,
        last,
        operator === '$inc' ? addNumbers(current, operand) : multiplyNumbers(current, operand),
      );
      return;
    }
    case '$min':
      if (compareValues(operand, current) < 0) setIn(parent, last, operand);
      return;
    case '$max':
      if (compareValues(operand, current) > 0) setIn(parent, last, operand);
      return;
  }
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (value instanceof Date) return 'date';
  if (isPlainObject(value)) return 'object';
  return typeof value;
}
