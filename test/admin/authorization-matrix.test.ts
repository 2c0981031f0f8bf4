import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadOpenApiDocument } from '../../src/adapters/rest/openapi.js';
import type { Role } from '../../src/core/context.js';
import type { TestGateway } from '../helpers/gateway.js';
import { ContractValidator } from '../platform/openapi-validator.js';
import { MatrixWorld, type Tenant } from './matrix-fixtures.js';
import { CREDENTIAL_ENDPOINTS, matrixRows, type Call } from './matrix-rows.js';
import { startAdminTestGateway } from './support.js';

/**
 * Every operation of the REST surface (the rows in matrix-rows.ts), called by each role of tenant
 * A (ADMIN, STAFF, CUSTOMER) on tenant A's resources and on tenant B's, and without a token; each
 * answer's status checked.
 */
const ROLES: Role[] = ['ADMIN', 'STAFF', 'CUSTOMER'];

let service: TestGateway;
let world: MatrixWorld;
let a: Tenant;
let b: Tenant;

async function send(method: string, call: Call, token: string | undefined): Promise<number> {
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
  let body: RequestInit['body'] = call.form;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  }
  const abort = new AbortController();
  const response = await fetch(`${service.url}${call.path}`, { method, headers, body, signal: abort.signal });
  if (call.stream === true && response.ok) abort.abort();
  else await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  service = await startAdminTestGateway();
  world = new MatrixWorld(service);
  [a, b] = await Promise.all([world.tenant(), world.tenant()]);
}, 60_000);

afterAll(async () => {
  await service?.close();
});

describe('the authorization matrix of the REST surface', () => {
  test('walks every documented operation', () => {
    const operations = new ContractValidator(loadOpenApiDocument()).operations();
    const walked = [...matrixRows(() => world).map((row) => row.op), ...CREDENTIAL_ENDPOINTS];
    expect([...walked].sort()).toEqual([...operations].sort());
  });

  for (const row of matrixRows(() => world)) {
    test(row.op, { timeout: 30_000 }, async () => {
      const method = row.op.split(' ')[0] as string;
      const answers: Record<string, number> = {};
      const expected: Record<string, number> = {};
      answers['anonymous'] = await send(method, await row.call(a, false), undefined);
      expected['anonymous'] = row.anonymous ?? 401;
      for (const [index, role] of ROLES.entries()) {
        answers[`${role} own`] = await send(method, await row.call(a, true), a.accounts[role].accessToken);
        expected[`${role} own`] = row.own[index] as number;
        if (row.other !== undefined) {
          answers[`${role} other`] = await send(
            method,
            await row.call(b, false),
            a.accounts[role].accessToken,
          );
          expected[`${role} other`] = row.other[index] as number;
        }
      }
      expect(answers).toEqual(expected);
    });
  }
});
