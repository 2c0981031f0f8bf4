import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { loadOpenApiDocument } from '../../src/adapters/rest/openapi.js';
import { RefreshGrantSchema, RevocationSchema } from '../../src/core/auth/schemas.js';
import { CreateStaffAccountSchema } from '../../src/core/admin/schemas.js';
import { ForceCancelOrderSchema } from '../../src/core/store/schemas.js';
import { StatusChangeSchema } from '../../src/core/users/schemas.js';
import { zodIssuesToFieldErrors } from '../../src/core/validation.js';
import { ContractValidator } from './openapi-validator.js';
import { REQUEST_BODIES } from './request-bodies.js';

/**
 * The core's text rule (`text()` in src/core/validation.ts: no control characters, tabs and line
 * breaks only in multi-line fields) is a refinement zod cannot put in JSON Schema, so the schema
 * agreement check cannot see it. Here it is probed instead: for every string field of every request
 * body, text with a control character in it must be refused by the document exactly when the core
 * refuses it with `invalid_characters`.
 */
const document = loadOpenApiDocument();
const validator = new ContractValidator(document);

const BODIES: { name: string; schema: z.ZodType; component: string; valid: Record<string, unknown> }[] = [
  ...REQUEST_BODIES,
  {
    name: 'create staff account',
    schema: CreateStaffAccountSchema,
    component: 'AdminUserCreate',
    valid: { username: 'abc', email: 'a@example.test', password: 'twelve-chars', role: 'STAFF' },
  },
  {
    name: 'change status',
    schema: StatusChangeSchema,
    component: 'AdminUserStatusChange',
    valid: { status: 'ACTIVE', reason: 'r' },
  },
  {
    name: 'force cancel',
    schema: ForceCancelOrderSchema,
    component: 'AdminForceCancel',
    valid: { reason: 'r' },
  },
  {
    name: 'refresh grant',
    schema: RefreshGrantSchema,
    component: 'OAuthRefreshRequest',
    valid: { refresh_token: 't' },
  },
  { name: 'revocation', schema: RevocationSchema, component: 'OAuthRevokeRequest', valid: { token: 't' } },
];

/** C0 controls (tab and line breaks among them), DEL and C1 controls. */
const CONTROLS = [
  '\u0000',
  '\u0001',
  '\t',
  '\n',
  '\u000B',
  '\u000C',
  '\r',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009F',
];
/** Plain text a field may hold; the first one the field takes is the one probed. */
const PLAIN = ['plum kettle harbour', 'read:pets read:user', 'https://hooks.example.test/a b'];

type Path = (string | number)[];
type JsonSchema = Record<string, unknown>;

const escape = (token: string | number) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');
const fieldName = (path: Path) =>
  path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');

function nodeAt(pointer: string): JsonSchema {
  let node: unknown = document;
  for (const token of pointer.slice(1).split('/'))
    node = (node as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node as JsonSchema;
}

/** The string fields under a schema of the document: where each sits in a body, and its schema's pointer. */
function stringFields(
  pointer: string,
  path: Path = [],
  seen = new Set<string>(),
): { path: Path; pointer: string }[] {
  if (seen.has(`${pointer} ${fieldName(path)}`)) return [];
  seen.add(`${pointer} ${fieldName(path)}`);
  const node = nodeAt(pointer);
  if (typeof node['$ref'] === 'string') return stringFields(node['$ref'].slice(1), path, seen);
  const types = [node['type']].flat();
  if (types.includes('string')) return 'enum' in node || 'const' in node ? [] : [{ path, pointer }];
  const found: { path: Path; pointer: string }[] = [];
  for (const [name, property] of Object.entries((node['properties'] as JsonSchema | undefined) ?? {})) {
    if (property !== false)
      found.push(...stringFields(`${pointer}/properties/${escape(name)}`, [...path, name], seen));
  }
  if (node['items'] !== undefined) found.push(...stringFields(`${pointer}/items`, [...path, 0], seen));
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    ((node[key] as unknown[] | undefined) ?? []).forEach((_, index) =>
      found.push(...stringFields(`${pointer}/${key}/${index}`, path, seen)),
    );
  }
  return found;
}

function withValue(body: Record<string, unknown>, path: Path, value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  path.forEach((part, index) => {
    if (index === path.length - 1) node[part] = value;
    else
      node = (node[part] ??= typeof path[index + 1] === 'number' ? [] : {}) as Record<
        string | number,
        unknown
      >;
  });
  return copy;
}

/** The codes the core gives the field for a body holding `value` there. */
function coreCodes(schema: z.ZodType, body: Record<string, unknown>, path: Path, value: string): string[] {
  const result = schema.safeParse(withValue(body, path, value));
  if (result.success) return [];
  return zodIssuesToFieldErrors(result.error.issues)
    .filter((error) => error.field === fieldName(path))
    .map((error) => error.code);
}

describe('the document states the text rule wherever the core applies it', () => {
  for (const body of BODIES) {
    test(body.name, () => {
      const fields = stringFields(`/components/schemas/${body.component}`);
      let probed = 0;
      for (const field of fields) {
        const documentTakes = validator.schemaAt(field.pointer);
        const plain = PLAIN.find(
          (text) => documentTakes(text) && coreCodes(body.schema, body.valid, field.path, text).length === 0,
        );
        if (plain === undefined) continue; // a field with a shape of its own (an email, a URL, a number)
        probed += 1;
        const at = plain.indexOf(' ');
        for (const control of CONTROLS) {
          const text = `${plain.slice(0, at)}${control}${plain.slice(at)}`;
          const coreRefuses = coreCodes(body.schema, body.valid, field.path, text).includes(
            'invalid_characters',
          );
          expect(
            documentTakes(text),
            `${fieldName(field.path)} with U+${control.codePointAt(0)?.toString(16)}`,
          ).toBe(!coreRefuses);
        }
      }
      expect(probed).toBeGreaterThan(0);
    });
  }
});
