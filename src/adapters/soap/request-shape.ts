import { z } from 'zod';
import type { FieldType, Shape } from './request-fields.js';

type JsonSchema = Record<string, unknown>;

/**
 * How the door reads a request's elements, derived from the core schema the operation feeds, so
 * that a field added to the core is read by this door without a copy here. Only the XML Schema
 * type of each element is taken (xs:int, xs:boolean, text, repeated, nested): whether a value is
 * required or valid stays the core's one validation. `renamed` gives the element names that
 * differ from the core's (`limit` read from `<pageSize>`). The WSDL, which users read, stays
 * written by hand; test/unit/contracts/soap.test.ts holds both to the core.
 */
export function shapeOf(schema: z.ZodType, renamed: Readonly<Record<string, string>> = {}): Shape {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const shape = objectShape(json);
  return Object.fromEntries(Object.entries(shape).map(([name, type]) => [renamed[name] ?? name, type]));
}

function objectShape(json: JsonSchema): Shape {
  const properties = (json['properties'] as Record<string, JsonSchema> | undefined) ?? {};
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, fieldType(property)]),
  );
}

/** The alternatives of a property, its `null` branch left out (an `xsi:nil` element is null). */
function branches(json: JsonSchema): JsonSchema[] {
  const alternatives = [
    ...((json['anyOf'] as JsonSchema[]) ?? []),
    ...((json['oneOf'] as JsonSchema[]) ?? []),
  ];
  if (alternatives.length === 0) return [json];
  return alternatives.flatMap(branches).filter((branch) => branch['type'] !== 'null');
}

function typesOf(json: JsonSchema): string[] {
  const type = json['type'];
  return (Array.isArray(type) ? type : type === undefined ? [] : [type])
    .map(String)
    .filter((name) => name !== 'null');
}

function fieldType(json: JsonSchema): FieldType {
  const alternatives = branches(json);
  // A union of objects (a payment method by `type`) is read as one record of every variant's
  // fields: the core's tag tells which of them a variant needs.
  const objects = alternatives.filter((branch) => branch['properties'] !== undefined);
  if (objects.length > 0) {
    return { record: Object.assign({}, ...objects.map(objectShape)) as Shape };
  }
  const types = alternatives.flatMap(typesOf);
  // Repeated elements are the core's vocabularies (statuses): read as text, which the core checks.
  if (types.includes('array')) return { list: 'string' };
  // An amount taken as a string or a number is read as its text: the core parses "150.00".
  if (types.includes('string') || types.length !== 1) return 'string';
  if (types[0] === 'integer') return 'int';
  if (types[0] === 'boolean') return 'boolean';
  return 'string';
}
