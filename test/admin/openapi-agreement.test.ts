import type { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { loadOpenApiDocument } from '../../src/adapters/rest/openapi.js';
import {
  CreateStaffAccountSchema,
  ForceCancelOrderSchema,
  ListOrdersQuerySchema,
  ListUsersQuerySchema,
  RoleChangeSchema,
  StatusChangeSchema,
} from '../../src/core/admin/schemas.js';
import { ListAuditLogsQuerySchema } from '../../src/core/audit/query.js';
import { OAuthClientRegistrationSchema } from '../../src/core/auth/oauth-client-schemas.js';
import { deref, disagreements, documentEnums, zodJsonSchema } from '../platform/schema-agreement.js';

/** The admin block of the OpenAPI document against the core's zod schemas (the source of truth). */
const source = loadOpenApiDocument();

const BODIES: { component: string; schema: z.ZodType; valid: Record<string, unknown> }[] = [
  {
    component: 'AdminUserCreate',
    schema: CreateStaffAccountSchema,
    valid: { username: 'abc', email: 'a@example.test', password: 'twelve-chars', role: 'STAFF' },
  },
  {
    component: 'AdminUserStatusChange',
    schema: StatusChangeSchema,
    valid: { status: 'ACTIVE', reason: 'x' },
  },
  { component: 'AdminUserRoleChange', schema: RoleChangeSchema, valid: { role: 'STAFF' } },
  { component: 'AdminForceCancel', schema: ForceCancelOrderSchema, valid: { reason: 'x' } },
  {
    component: 'AdminOAuthClientCreate',
    schema: OAuthClientRegistrationSchema,
    valid: { name: 'App', kind: 'public', redirectUris: ['https://app.example.test/callback'] },
  },
];

describe('the Admin API in the OpenAPI document agrees with the core', () => {
  for (const body of BODIES) {
    test(`${body.component}: the same fields, required fields, enums and bounds`, () => {
      const component = { $ref: `#/components/schemas/${body.component}` };
      expect(disagreements(source, zodJsonSchema(body.schema), component)).toEqual([]);
      expect(body.schema.safeParse(body.valid).success).toBe(true);
      for (const [field, values] of Object.entries(documentEnums(source, component))) {
        for (const value of values) {
          expect(body.schema.safeParse({ ...body.valid, [field]: value }).success, `${field}=${value}`).toBe(
            true,
          );
        }
      }
    });
  }

  test.each([
    ['/v1/admin/users', ListUsersQuerySchema],
    ['/v1/admin/orders', ListOrdersQuerySchema],
    ['/v1/admin/audit-logs', ListAuditLogsQuerySchema],
  ] as const)('GET %s: the query parameters are the ones the core reads', (path, schema) => {
    const operation = source.paths[path]?.['get'] as { parameters: Record<string, unknown>[] };
    const documented = operation.parameters
      .map((parameter) => deref(source, parameter))
      .filter((parameter) => parameter['in'] === 'query')
      .map((parameter) => String(parameter['name']))
      .sort();
    const properties = zodJsonSchema(schema)['properties'] as Record<string, unknown>;
    expect(documented).toEqual(Object.keys(properties).sort());
  });
});
