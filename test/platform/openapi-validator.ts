import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import type { OpenApiDocument } from '../../src/adapters/rest/openapi.js';

// ajv-formats is CommonJS with a default export; under NodeNext its type is the module object.
const addFormats = addFormatsPlugin as unknown as (ajv: Ajv2020) => Ajv2020;

const DOCUMENT_ID = 'https://petstore-gateway.dev/openapi.json';

/** RFC 6901 escaping, then percent-encoding, so a path like `/v1/pets/{petId}` is a URI fragment. */
function pointerToken(token: string): string {
  return encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'));
}

export type Operation = { responses: Record<string, unknown> } & Record<string, unknown>;

interface ResponseObject {
  $ref?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
}

/**
 * Validates real answers against the document: the status must be documented for the operation,
 * every header the document marks required for that answer must be present, the content type must be one
 * it lists, and a JSON body must satisfy its schema (JSON Schema 2020-12, as OpenAPI 3.1 uses).
 */
export class ContractValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID } as object);
  }

  operation(method: string, template: string): Operation | undefined {
    return this.document.paths[template]?.[method.toLowerCase()] as Operation | undefined;
  }

  /** Every documented operation as `METHOD /path`. */
  operations(): string[] {
    const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
    return Object.entries(this.document.paths).flatMap(([template, item]) =>
      Object.keys(item)
        .filter((key) => methods.includes(key))
        .map((method) => `${method.toUpperCase()} ${template}`),
    );
  }

  /** A validator for the schema at a JSON pointer in the document, e.g. `/components/schemas/Pet`. */
  schemaAt(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (validate === undefined) {
      const found = this.ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
      if (found === undefined) throw new Error(`no schema at ${pointer}`);
      validate = found;
      this.compiled.set(pointer, validate);
    }
    return validate;
  }

  /** The documented response for a status, and its JSON pointer (a `$ref` followed). */
  private responseFor(
    method: string,
    template: string,
    status: number,
  ): { response: ResponseObject; pointer: string } | string {
    const operation = this.operation(method, template);
    if (operation === undefined) return `${method} ${template} is not in the document`;
    let response = operation.responses[String(status)] as ResponseObject | undefined;
    let pointer = `/paths/${pointerToken(template)}/${method.toLowerCase()}/responses/${status}`;
    if (response === undefined) return `${method} ${template} → ${status}: status not documented`;
    if (response.$ref !== undefined) {
      pointer = response.$ref
        .slice(1)
        .split('/')
        .map((token) => encodeURIComponent(token))
        .join('/');
      response = this.resolve(response.$ref) as ResponseObject;
    }
    return { response, pointer };
  }

  /**
   * The problems of the events of a finished event stream: each `data:` payload (JSON) must
   * satisfy the schema the document gives the `text/event-stream` answer, the schema of one event.
   */
  checkEvents(method: string, template: string, status: number, payloads: string[]): string[] {
    const found = this.responseFor(method, template, status);
    if (typeof found === 'string') return [found];
    if (found.response.content?.['text/event-stream']?.schema === undefined) return [];
    const validate = this.schemaAt(`${found.pointer}/content/${pointerToken('text/event-stream')}/schema`);
    const problems: string[] = [];
    for (const payload of payloads) {
      let event: unknown;
      try {
        event = JSON.parse(payload);
      } catch {
        problems.push(`${method} ${template} → ${status}: event data is not JSON: ${payload.slice(0, 80)}`);
        continue;
      }
      if (!validate(event)) {
        for (const error of validate.errors ?? []) {
          problems.push(`${method} ${template} → ${status}: event${error.instancePath} ${error.message}`);
        }
      }
    }
    return problems;
  }

  /** The problems of one answer; an empty list means it matches the document. */
  check(method: string, template: string, status: number, headers: Headers, body: unknown): string[] {
    const where = `${method} ${template} → ${status}`;
    const found = this.responseFor(method, template, status);
    if (typeof found === 'string') return [found];
    const { response, pointer } = found;
    const problems: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const required = (this.resolve((header as { $ref?: string }).$ref) ?? header) as { required?: boolean };
      if (required.required === true && !headers.has(name)) problems.push(`${where}: header ${name} missing`);
    }
    const contentType = (headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (response.content === undefined) {
      if (body !== null && body !== '' && body !== undefined)
        problems.push(`${where}: a body where none is documented`);
      return problems;
    }
    const media = response.content[contentType];
    if (media === undefined) {
      problems.push(
        `${where}: content type "${contentType}" not documented (${Object.keys(response.content).join(', ')})`,
      );
      return problems;
    }
    if (media.schema !== undefined && /json$/.test(contentType)) {
      const validate = this.schemaAt(`${pointer}/content/${pointerToken(contentType)}/schema`);
      if (!validate(body)) {
        for (const error of validate.errors ?? []) {
          problems.push(
            `${where}: body${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
          );
        }
      }
    }
    return problems;
  }

  private resolve(ref: string | undefined): unknown {
    if (ref === undefined) return undefined;
    let node: unknown = this.document;
    for (const token of ref.slice(2).split('/')) {
      node = (node as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return node;
  }
}
