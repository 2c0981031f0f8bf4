import { z } from 'zod';
import type { OpenApiDocument } from '../../src/adapters/rest/openapi.js';

type JsonSchema = Record<string, unknown>;

/** What a property allows, gathered across anyOf/oneOf/allOf branches and `$ref`s. */
export interface Facets {
  types: Set<string>;
  enum: Set<string> | undefined;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  properties: Record<string, JsonSchema> | undefined;
  required: Set<string>;
  additionalProperties: unknown;
}

export function deref(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let node = schema;
  while (typeof node['$ref'] === 'string') {
    let target: unknown = document;
    for (const token of (node['$ref'] as string).slice(2).split('/')) {
      target = (target as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    node = target as JsonSchema;
  }
  return node;
}

export function facetsOf(document: OpenApiDocument, input: JsonSchema): Facets {
  const facets: Facets = {
    types: new Set(),
    enum: undefined,
    properties: undefined,
    required: new Set(),
    additionalProperties: undefined,
  };
  // `required` of oneOf/anyOf branches says which alternatives exist (e.g. a username or an
  // email), not that each field is always required: only the top level and allOf count.
  const visit = (raw: JsonSchema, alternative = false) => {
    const schema = deref(document, raw);
    const type = schema['type'];
    for (const name of Array.isArray(type) ? type : type === undefined ? [] : [type])
      facets.types.add(String(name));
    if ('const' in schema) (facets.enum ??= new Set()).add(String(schema['const']));
    if (Array.isArray(schema['enum'])) {
      facets.enum ??= new Set();
      for (const value of schema['enum']) if (value !== null) facets.enum.add(String(value));
    }
    for (const key of ['minLength', 'maxLength', 'minimum', 'maximum'] as const) {
      if (typeof schema[key] === 'number') facets[key] = schema[key] as number;
    }
    // The schema's own pattern is the core's; an allOf may add a further one (e.g. after trimming).
    if (typeof schema['pattern'] === 'string') facets.pattern ??= schema['pattern'] as string;
    if (typeof schema['format'] === 'string') facets.format = schema['format'] as string;
    if (schema['properties'] !== undefined) {
      // A property schema `false` (forbidden in that alternative) adds no field.
      const declared = Object.entries(schema['properties'] as Record<string, JsonSchema | boolean>).filter(
        (entry): entry is [string, JsonSchema] => entry[1] !== false,
      );
      facets.properties = { ...facets.properties, ...Object.fromEntries(declared) };
    }
    if (!alternative) {
      for (const name of (schema['required'] as string[] | undefined) ?? []) facets.required.add(name);
    }
    if ('additionalProperties' in schema) facets.additionalProperties = schema['additionalProperties'];
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
      for (const branch of (schema[key] as JsonSchema[] | undefined) ?? []) visit(branch, key !== 'allOf');
    }
  };
  visit(input);
  return facets;
}

export function zodJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * Differences between a zod request schema (the source of truth) and the document's schema for
 * the same body: property names, required fields, unknown-field policy, enums (compared without
 * case, since requests accept both cases) and the bounds zod states. Recurses into objects.
 */
export function disagreements(
  document: OpenApiDocument,
  zodSide: JsonSchema,
  docSide: JsonSchema,
  path = '',
): string[] {
  const zod = facetsOf(document, zodSide);
  const doc = facetsOf(document, docSide);
  const at = path === '' ? '(body)' : path;
  const problems: string[] = [];
  if (zod.properties !== undefined) {
    if (doc.properties === undefined) return [`${at}: the document has no properties`];
    const zodNames = Object.keys(zod.properties).sort();
    const docNames = Object.keys(doc.properties).sort();
    if (zodNames.join() !== docNames.join())
      problems.push(`${at}: properties zod [${zodNames}] document [${docNames}]`);
    const zodRequired = [...zod.required].sort();
    const docRequired = [...doc.required].sort();
    if (zodRequired.join() !== docRequired.join()) {
      problems.push(`${at}: required zod [${zodRequired}] document [${docRequired}]`);
    }
    const zodClosed = zod.additionalProperties === false;
    const docClosed = doc.additionalProperties === false;
    if (zodClosed !== docClosed)
      problems.push(`${at}: unknown fields ${zodClosed ? 'refused' : 'allowed'} by zod, not by the document`);
    for (const name of zodNames) {
      const docProperty = doc.properties[name];
      if (docProperty === undefined) continue;
      problems.push(
        ...disagreements(
          document,
          zod.properties[name] as JsonSchema,
          docProperty,
          path === '' ? name : `${path}.${name}`,
        ),
      );
    }
    return problems;
  }
  if (zod.enum !== undefined) {
    const fold = (values: Set<string> | undefined) =>
      [...new Set([...(values ?? [])].map((value) => value.toUpperCase()))].sort();
    if (fold(zod.enum).join() !== fold(doc.enum).join())
      problems.push(`${at}: enum zod [${fold(zod.enum)}] document [${fold(doc.enum)}]`);
  }
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum'] as const) {
    if (zod[key] !== undefined && zod[key] !== doc[key])
      problems.push(`${at}: ${key} zod ${zod[key]} document ${doc[key]}`);
  }
  // An enum in the document is stricter than a pattern (e.g. the currencies the core knows); the
  // enum test checks each of its values against the core instead.
  if (zod.pattern !== undefined && doc.enum === undefined && zod.pattern !== doc.pattern) {
    problems.push(`${at}: pattern zod ${zod.pattern} document ${doc.pattern}`);
  }
  if (zod.format !== undefined && zod.format !== doc.format)
    problems.push(`${at}: format zod ${zod.format} document ${doc.format}`);
  return problems;
}

/** Every enum value the document offers for a top-level property, as written. */
export function documentEnums(document: OpenApiDocument, docSide: JsonSchema): Record<string, string[]> {
  const properties = facetsOf(document, docSide).properties ?? {};
  const enums: Record<string, string[]> = {};
  for (const [name, property] of Object.entries(properties)) {
    const values = facetsOf(document, property).enum;
    if (values !== undefined && values.size > 1) enums[name] = [...values];
  }
  return enums;
}
