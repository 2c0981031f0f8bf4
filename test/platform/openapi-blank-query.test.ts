import { expect, test } from 'vitest';
import type { z } from 'zod';
import { loadOpenApiDocument } from '../../src/adapters/rest/openapi.js';
import { ListUsersQuerySchema } from '../../src/core/admin/schemas.js';
import { ListAuditLogsQuerySchema } from '../../src/core/audit/query.js';
import { ListPetsQuerySchema } from '../../src/core/pets/schemas.js';
import { ContractValidator } from './openapi-validator.js';

/**
 * The core trims free-text query parameters before their length bounds, so a blank one is refused;
 * the document must say so (a `\S` pattern), or a client following it gets a 400 it could not
 * foresee. Found by the contract fuzz (`action=%09` on the audit log).
 */
const document = loadOpenApiDocument();
const validator = new ContractValidator(document);

const BLANKS = [' ', '\t', '  \n '];
const NOT_BLANK = ' a ';

test.each([
  ['/v1/pets', ListPetsQuerySchema],
  ['/v1/admin/users', ListUsersQuerySchema],
  ['/v1/admin/audit-logs', ListAuditLogsQuerySchema],
] as [string, z.ZodType][])(
  'GET %s: a blank text parameter is refused by the document exactly when the core refuses it',
  (path, schema) => {
    const operation = document.paths[path]?.['get'] as { parameters: Record<string, unknown>[] };
    const checked: string[] = [];
    operation.parameters.forEach((parameter, index) => {
      const declared = parameter['schema'] as Record<string, unknown> | undefined;
      // Free text only: no `$ref`-shared parameter (cursors, limits), no enum, no format.
      if (parameter['in'] !== 'query' || declared === undefined || declared['type'] !== 'string') return;
      if ('enum' in declared || 'format' in declared) return;
      const name = String(parameter['name']);
      const pointer = `/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/get/parameters/${index}/schema`;
      const documentTakes = validator.schemaAt(pointer);
      if (!documentTakes(NOT_BLANK) || !schema.safeParse({ [name]: NOT_BLANK }).success) return;
      checked.push(name);
      for (const blank of BLANKS) {
        expect(documentTakes(blank), `${name}=${JSON.stringify(blank)}`).toBe(
          schema.safeParse({ [name]: blank }).success,
        );
      }
    });
    expect(checked.length, 'free-text parameters checked').toBeGreaterThan(0);
  },
);
