import fc from 'fast-check';
import type { OpenApiDocument } from '../../src/adapters/rest/openapi.js';
import type { ContractValidator } from './openapi-validator.js';
import { deref } from './schema-agreement.js';
import { arbitraryFor, type ArbitraryOptions } from './schema-arbitrary.js';

// Turns an operation of an OpenAPI document into generated HTTP requests (contract-fuzz.test.ts).

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface GeneratedRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: { type: string; value: unknown } | undefined;
  caller: 'anonymous' | 'customer' | 'staff' | 'admin';
}

export interface Generation {
  document: OpenApiDocument;
  /** Bodies are kept only when the document's own validator accepts them. */
  validator: ContractValidator;
  options: ArbitraryOptions;
  /** Values that exist, by path parameter name, mixed into the generated ones. */
  known: Record<string, readonly string[]>;
  /** A real image, for uploads. */
  image: Uint8Array;
}

/** Parameters of an operation: the path item's, overridden by the operation's own. */
function parametersOf(document: OpenApiDocument, template: string, method: string): Parameter[] {
  const item = document.paths[template] as Record<string, unknown> & { parameters?: JsonSchema[] };
  const operation = item[method] as { parameters?: JsonSchema[] };
  const byKey = new Map<string, Parameter>();
  for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = deref(document, raw) as unknown as Parameter;
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Requests for one operation: every path parameter, the required and some optional query and
 * header parameters, a body of one of its media types, and who calls.
 */
export function requestArbitrary(
  from: Generation,
  template: string,
  method: string,
): fc.Arbitrary<GeneratedRequest> {
  const { document: served, options, known } = from;
  const parameters = parametersOf(served, template, method);
  const group = (where: Parameter['in']) => {
    const model: Record<string, fc.Arbitrary<string>> = {};
    const required: string[] = [];
    for (const parameter of parameters.filter((each) => each.in === where)) {
      let values = arbitraryFor(served, parameter.schema, { ...options, headerSafe: where === 'header' }).map(
        asText,
      );
      const existing = known[parameter.name];
      if (where === 'path' && existing !== undefined) values = fc.oneof(fc.constantFrom(...existing), values);
      model[parameter.name] = values;
      if (parameter.required === true || where === 'path') required.push(parameter.name);
    }
    return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, string>>;
  };
  return fc.record({
    path: group('path'),
    query: group('query'),
    headers: group('header'),
    body: bodyArbitrary(from, template, method),
    caller: fc.constantFrom('anonymous', 'customer', 'staff', 'admin'),
  });
}

function bodyArbitrary(
  { document: served, validator, options, image }: Generation,
  template: string,
  method: string,
): fc.Arbitrary<GeneratedRequest['body']> {
  const operation = served.paths[template]?.[method] as {
    requestBody?: { content: Record<string, unknown> };
  };
  const content = operation.requestBody?.content;
  if (content === undefined) return fc.constant(undefined);
  const pointerBase = `/paths/${encodeURIComponent(template.replace(/~/g, '~0').replace(/\//g, '~1'))}/${method}/requestBody/content`;
  return fc.oneof(
    ...Object.entries(content).map(([type, media]) => {
      const schema = (media as { schema: JsonSchema }).schema;
      if (type === 'multipart/form-data') {
        // The image upload: a real image, or bytes that are not one.
        return fc
          .oneof(fc.constant(image), fc.uint8Array({ minLength: 1, maxLength: 64 }))
          .map((file) => ({ type, value: file }));
      }
      // A generated value the document's own validator accepts (oneOf branches may overlap).
      const valid = validator.schemaAt(
        `${pointerBase}/${encodeURIComponent(type.replace(/\//g, '~1'))}/schema`,
      );
      return arbitraryFor(served, schema, options)
        .filter((value) => valid(value))
        .map((value) => ({ type, value }));
    }),
  );
}

/** The headers and body `fetch` sends for a generated request, with the caller's token if any. */
export function encodeRequest(
  request: GeneratedRequest,
  token: string | undefined,
): { headers: Record<string, string>; body: RequestInit['body'] } {
  const headers: Record<string, string> = { ...request.headers };
  if (token !== undefined) headers['authorization'] = `Bearer ${token}`;
  if (request.body === undefined) return { headers, body: undefined };
  const { type, value } = request.body;
  if (type === 'multipart/form-data') {
    const form = new FormData();
    form.append('file', new Blob([value as Uint8Array]), 'upload');
    return { headers, body: form };
  }
  headers['content-type'] = type;
  if (type === 'application/x-www-form-urlencoded') {
    const fields = Object.entries(value as Record<string, unknown>).map(([key, field]): [string, string] => [
      key,
      asText(field),
    ]);
    return { headers, body: new URLSearchParams(fields).toString() };
  }
  return { headers, body: JSON.stringify(value) };
}
