import fc from 'fast-check';
import type { OpenApiDocument } from '../../src/adapters/rest/openapi.js';
import { deref } from './schema-agreement.js';

type JsonSchema = Record<string, unknown>;

export interface ArbitraryOptions {
  /** Values for a `format`, replacing what would be generated (e.g. URLs that go nowhere). */
  formats?: Record<string, fc.Arbitrary<string>>;
  /** Free text as printable ASCII only (header values); otherwise any code point. */
  headerSafe?: boolean;
  /** Values that exist, by property name (e.g. a real `petId`), mixed into what is generated. */
  known?: Record<string, readonly unknown[]>;
}

/** Where merged schemas keep the patterns beyond the first. */
const EXTRA_PATTERNS = 'x-extra-patterns';

/** A pattern that is one character class repeated over the whole string: `^[...]*$`. */
const CHARACTER_CLASS_ONLY = /^\^(\[(?:[^\]\\]|\\.)*\])\*\$$/;

/** Largest array generated, whatever `maxItems` allows: enough to reach the interesting cases. */
const MAX_GENERATED_ITEMS = 4;

/**
 * Values a JSON Schema (2020-12, as OpenAPI 3.1 uses it) describes, as a fast-check arbitrary.
 * It covers what this repository's document uses: `$ref`, `type` (and type lists), `enum`,
 * `const`, string bounds, `pattern` and `format`, number bounds and `multipleOf`, arrays, objects
 * with required and optional properties, `false` property schemas, `allOf`, `oneOf`, `anyOf`.
 * Generation aims inside the schema; callers that need certainty (a `oneOf` whose branches
 * overlap) filter with a validator of the same schema.
 */
export function arbitraryFor(
  document: OpenApiDocument,
  input: JsonSchema | boolean,
  options: ArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  if (input === true) return fc.jsonValue();
  if (input === false) throw new Error('no value satisfies the schema `false`');
  const schema = deref(document, input);

  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key] as JsonSchema[] | undefined;
    if (branches !== undefined) {
      // The branch constrains the schema around it (e.g. `required` of one alternative).
      const { [key]: _branches, ...rest } = schema;
      return fc.oneof(
        ...branches.map((branch) => arbitraryFor(document, merge(document, rest, branch), options)),
      );
    }
  }
  if (Array.isArray(schema['allOf'])) {
    const { allOf, ...rest } = schema;
    const merged = (allOf as JsonSchema[]).reduce((all, part) => merge(document, all, part), rest);
    return arbitraryFor(document, merged, options);
  }
  if ('const' in schema) return fc.constant(schema['const']);
  // The document's own examples are values worth trying (e.g. the one model that exists).
  if (Array.isArray(schema['examples']) && schema['type'] !== 'object') {
    const { examples, ...rest } = schema;
    return fc.oneof(fc.constantFrom(...(examples as unknown[])), arbitraryFor(document, rest, options));
  }
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));

  const type = schema['type'];
  const types = Array.isArray(type)
    ? (type as string[])
    : type === undefined
      ? inferTypes(schema)
      : [String(type)];
  return fc.oneof(...types.map((each) => arbitraryOfType(document, each, schema, options)));
}

function inferTypes(schema: JsonSchema): string[] {
  if (schema['properties'] !== undefined || schema['required'] !== undefined) return ['object'];
  if (schema['items'] !== undefined) return ['array'];
  if (schema['pattern'] !== undefined || schema['format'] !== undefined) return ['string'];
  return ['string', 'integer', 'boolean', 'null'];
}

/** Two schemas that must both hold, for the keywords this document combines. */
function merge(document: OpenApiDocument, base: JsonSchema, extra: JsonSchema): JsonSchema {
  const other = deref(document, extra);
  const merged: JsonSchema = { ...base, ...other };
  if (base['properties'] !== undefined || other['properties'] !== undefined) {
    merged['properties'] = {
      ...(base['properties'] as JsonSchema | undefined),
      ...(other['properties'] as JsonSchema | undefined),
    };
  }
  // Both patterns must hold: generate from one, filter by the others.
  const patterns = [base['pattern'], other['pattern'], ...((base[EXTRA_PATTERNS] as unknown[]) ?? [])].filter(
    (pattern): pattern is string => typeof pattern === 'string',
  );
  if (patterns.length > 1) {
    merged['pattern'] = patterns[0];
    merged[EXTRA_PATTERNS] = [...new Set(patterns.slice(1))];
  }
  const required = [...((base['required'] as string[]) ?? []), ...((other['required'] as string[]) ?? [])];
  if (required.length > 0) merged['required'] = [...new Set(required)];
  return merged;
}

function arbitraryOfType(
  document: OpenApiDocument,
  type: string,
  schema: JsonSchema,
  options: ArbitraryOptions,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: Math.ceil(bound(schema, 'minimum', 'exclusiveMinimum', 1) ?? -(2 ** 31)),
        max: Math.floor(bound(schema, 'maximum', 'exclusiveMaximum', -1) ?? 2 ** 31 - 1),
      });
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return stringArbitrary(schema, options);
    case 'array': {
      const items = arbitraryFor(document, (schema['items'] as JsonSchema | undefined) ?? true, options);
      const minLength = (schema['minItems'] as number | undefined) ?? 0;
      const maxLength = Math.min(
        (schema['maxItems'] as number | undefined) ?? MAX_GENERATED_ITEMS,
        MAX_GENERATED_ITEMS,
      );
      return schema['uniqueItems'] === true
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object': {
      const properties = Object.entries(
        (schema['properties'] as Record<string, JsonSchema | boolean>) ?? {},
      ).filter(([, property]) => property !== false);
      const required = new Set((schema['required'] as string[] | undefined) ?? []);
      const model = Object.fromEntries(
        properties.map(([name, property]) => {
          const generated = arbitraryFor(document, property, options);
          const existing = options.known?.[name];
          return [
            name,
            existing === undefined ? generated : fc.oneof(fc.constantFrom(...existing), generated),
          ];
        }),
      );
      return fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
    }
    default:
      throw new Error(`no arbitrary for type ${type}`);
  }
}

/** An inclusive bound from `minimum`/`exclusiveMinimum` (direction 1) or the maximum pair (-1). */
function bound(
  schema: JsonSchema,
  inclusive: string,
  exclusive: string,
  direction: 1 | -1,
): number | undefined {
  const candidates: number[] = [];
  if (typeof schema[inclusive] === 'number') candidates.push(schema[inclusive] as number);
  if (typeof schema[exclusive] === 'number') {
    const step =
      typeof schema['multipleOf'] === 'number' ? (schema['multipleOf'] as number) : Number.EPSILON * 1e6;
    candidates.push((schema[exclusive] as number) + direction * step);
  }
  if (candidates.length === 0) return undefined;
  return direction === 1 ? Math.max(...candidates) : Math.min(...candidates);
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = bound(schema, 'minimum', 'exclusiveMinimum', 1) ?? -1e9;
  const max = bound(schema, 'maximum', 'exclusiveMaximum', -1) ?? 1e9;
  const step = schema['multipleOf'];
  if (typeof step === 'number') {
    // Whole multiples, so that 0.01 steps stay exact decimals.
    const scale = Math.round(1 / step);
    return fc
      .integer({ min: Math.ceil(min * scale), max: Math.floor(max * scale) })
      .map((units) => units / scale);
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function stringArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<string> {
  const minLength = (schema['minLength'] as number | undefined) ?? 0;
  const maxLength = (schema['maxLength'] as number | undefined) ?? 200;
  const fits = (value: string) => [...value].length >= minLength && [...value].length <= maxLength;
  const format = schema['format'] as string | undefined;
  const override = format === undefined ? undefined : options.formats?.[format];
  if (override !== undefined) return override;
  if (typeof schema['pattern'] === 'string') {
    const patterns = [
      schema['pattern'] as string,
      ...((schema[EXTRA_PATTERNS] as string[] | undefined) ?? []),
    ];
    const all = patterns.map((each) => new RegExp(each, 'u'));
    const holds = (value: string) => fits(value) && all.every((pattern) => pattern.test(value));
    // A field's own pattern (e.g. a phone number) is what generates; a text rule only filters.
    const shaping = patterns.find((each) => !CHARACTER_CLASS_ONLY.test(each));
    if (shaping !== undefined) return fc.stringMatching(new RegExp(shaping, 'u')).filter(holds);
    // Only text rules: characters of the class, as many as the bounds ask (a regex's `*` would
    // stay under a dozen, short of e.g. a password's 12).
    const characterClass = CHARACTER_CLASS_ONLY.exec(patterns[0] as string)?.[1] as string;
    const unit = fc.stringMatching(new RegExp(`^${characterClass}$`, 'u'));
    return fc.string({ minLength, maxLength, unit }).filter(holds);
  }
  switch (format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
      return fc.webUrl().filter(fits);
    default:
      return fc.string({
        minLength,
        maxLength,
        unit: options.headerSafe === true ? 'grapheme-ascii' : 'binary',
      });
  }
}
