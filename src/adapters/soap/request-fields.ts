import { ValidationError, type FieldError } from '../../core/errors.js';
import { PETSTORE_NS, XSI_NS as XSI } from './envelope.js';
import { attributeKey, type XmlElement } from './xml-reader.js';

/**
 * How the fields of a request wrapper are read: the XML Schema type of each element (as the WSDL
 * declares it) becomes the JSON type REST would send, so the core's one validation decides the
 * rest. `list` fields may repeat; a record nests fields of its own.
 */
export type ScalarType = 'string' | 'int' | 'boolean' | 'dateTime';
export type FieldType = ScalarType | { list: 'string' } | { record: Shape };
export type Shape = Readonly<Record<string, FieldType>>;

/** Children of a wrapper are in the contract's namespace; unqualified ones are accepted too. */
function inContract(element: XmlElement): boolean {
  return element.uri === PETSTORE_NS || element.uri === '';
}

/**
 * xs:dateTime: a date, a time, optional fractions and an optional zone (`Z`, `+02:00`). Without a
 * zone the time is taken as UTC, the zone every time of this contract is written in.
 */
const XS_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?$/;

function dateTime(text: string, path: string): Date {
  const trimmed = text.trim();
  const zoned = /(?:Z|[+-]\d{2}:\d{2})$/.test(trimmed) ? trimmed : `${trimmed}Z`;
  const date = XS_DATE_TIME.test(trimmed) ? new Date(zoned) : undefined;
  if (date === undefined || Number.isNaN(date.getTime())) {
    throw fieldError(path, 'Must be an xs:dateTime, e.g. 2026-01-31T00:00:00Z.', 'invalid_type');
  }
  return date;
}

function scalar(type: ScalarType, element: XmlElement, path: string): unknown {
  if (element.attributes.get(attributeKey(XSI, 'nil')) === 'true') return null;
  if (element.children.length > 0) throw fieldError(path, 'Must be a simple value.', 'invalid_type');
  const text = element.text;
  if (type === 'string') return text;
  if (type === 'dateTime') return dateTime(text, path);
  const trimmed = text.trim();
  if (type === 'int') {
    // xs:int: an optional sign and digits.
    if (!/^[+-]?\d{1,10}$/.test(trimmed)) throw fieldError(path, 'Must be a whole number.', 'invalid_type');
    return Number(trimmed);
  }
  // xs:boolean: true, false, 1, 0.
  if (trimmed === 'true' || trimmed === '1') return true;
  if (trimmed === 'false' || trimmed === '0') return false;
  throw fieldError(path, 'Must be true or false.', 'invalid_type');
}

function fieldError(field: string, message: string, code: string): ValidationError {
  const error: FieldError = { field, message, code };
  return new ValidationError('The request is not valid.', [error]);
}

/**
 * The wrapper's fields as an object of the REST body's shape. An element the shape does not know,
 * a repeated single field, or a value of the wrong type is a validation error naming the element.
 */
export function readFields(wrapper: XmlElement, shape: Shape, prefix = ''): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const child of wrapper.children) {
    const path = prefix + child.local;
    const type = shape[child.local];
    if (!inContract(child) || type === undefined) {
      throw fieldError(path, `Unknown element <${child.local}>.`, 'unknown_field');
    }
    if (typeof type === 'object' && 'list' in type) {
      const list = (fields[child.local] as unknown[] | undefined) ?? [];
      list.push(scalar(type.list, child, path));
      fields[child.local] = list;
      continue;
    }
    if (child.local in fields) throw fieldError(path, 'Must appear once.', 'duplicate_field');
    if (typeof type === 'object') {
      fields[child.local] =
        child.attributes.get(attributeKey(XSI, 'nil')) === 'true'
          ? null
          : readFields(child, type.record, `${path}.`);
    } else {
      fields[child.local] = scalar(type, child, path);
    }
  }
  return fields;
}

/** A required text field of a request (an id): missing or empty is a validation error. */
export function requiredText(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw fieldError(name, `<${name}> is required.`, 'required');
  }
  return value.trim();
}

/** The fields without some of them (the ids that REST carries in the path). */
export function without(fields: Record<string, unknown>, ...names: string[]): Record<string, unknown> {
  const rest = { ...fields };
  for (const name of names) delete rest[name];
  return rest;
}
