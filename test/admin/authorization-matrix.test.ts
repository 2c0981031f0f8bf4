import { beforeAll, describe, expect, test } from 'vitest';
import { loadOpenApiDocument } from '../../src/adapters/rest/openapi.js';
import type { Role } from '../../src/core/context.js';
import { ERROR_TABLE } from '../../src/core/error-table.js';
import { graphql } from '../graphql/client.js';
import type { TestGateway } from '../helpers/gateway.js';
import { ContractValidator } from '../platform/openapi-validator.js';
import { MatrixWorld, type Tenant } from './matrix-fixtures.js';
import { graphqlAdminRows, type GraphqlRow } from './graphql-matrix-rows.js';
import { CREDENTIAL_ENDPOINTS, matrixRows, type Call, type Row } from './matrix-rows.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';

/**
 * Every operation of the REST surface (the rows in matrix-rows.ts), called by each role of tenant
 * A (ADMIN, STAFF, CUSTOMER) on tenant A's resources and on tenant B's, and without a token; each
 * answer's status checked. The admin API's GraphQL fields (graphql-matrix-rows.ts) are walked the
 * same way and must give what their REST row gives, in GraphQL's words.
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
  // The worker's gateway: both tenants are made for this file, and its budgets are far above the
  // matrix's calls.
  service = await sharedTestGateway();
  world = new MatrixWorld(service);
  [a, b] = await Promise.all([world.tenant(), world.tenant()]);
}, 60_000);

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

/**
 * What a GraphQL caller gets where REST answers `status`: success, the error table's GraphQL code
 * for the same error kind, or `null` for a nullable single read that REST answers 404.
 */
function graphqlOutcome(status: number, row: GraphqlRow): string {
  if (status < 300) return 'allowed';
  if (status === 404 && row.nullWhenNotFound === true) return 'null';
  const view = Object.values(ERROR_TABLE).find((each) => each.status === status);
  if (view === undefined) throw new Error(`no error kind answers ${status}`);
  return view.graphql;
}

async function sendGraphql(row: GraphqlRow, t: Tenant, fresh: boolean, token?: string): Promise<string> {
  const answer = await graphql(service.url, row.query, {
    variables: await row.variables(t, fresh),
    ...(token === undefined ? {} : { token }),
  });
  const code = answer.errors?.[0]?.extensions.code;
  if (code !== undefined) return code;
  const value = answer.data?.[row.field];
  if (value === undefined) throw new Error(`no ${row.field} in ${answer.text}`);
  // Tenant isolation of lists: tenant A's caller never sees tenant B's records, nor B's A's.
  const foreign = t === a ? b.tenantId : a.tenantId;
  if (fresh && answer.text.includes(foreign)) return `another tenant's data in ${answer.text}`;
  return value === null ? 'null' : 'allowed';
}

describe('the authorization matrix of the admin API over GraphQL, as over REST', () => {
  const restRows = new Map<string, Row>(matrixRows(() => world).map((row) => [row.op, row]));
  const rows = graphqlAdminRows(() => world);

  test('every REST admin operation has its GraphQL field', () => {
    const admin = [...restRows.keys()].filter((op) => op.includes(' /v1/admin/'));
    expect(rows.map((row) => row.op).sort()).toEqual(admin.sort());
  });

  for (const row of rows) {
    test(`${row.op} as ${row.field}`, { timeout: 30_000 }, async () => {
      const rest = restRows.get(row.op) as Row;
      const answers: Record<string, string> = {};
      const expected: Record<string, string> = {};
      answers['anonymous'] = await sendGraphql(row, a, false);
      expected['anonymous'] = graphqlOutcome(rest.anonymous ?? 401, row);
      for (const [index, role] of ROLES.entries()) {
        answers[`${role} own`] = await sendGraphql(row, a, true, a.accounts[role].accessToken);
        expected[`${role} own`] = graphqlOutcome(rest.own[index] as number, row);
        if (rest.other !== undefined) {
          answers[`${role} other`] = await sendGraphql(row, b, false, a.accounts[role].accessToken);
          expected[`${role} other`] = graphqlOutcome(rest.other[index] as number, row);
        }
      }
      // Tenant B's administrator, on their own tenant: allowed, and shown nothing of tenant A.
      answers['other tenant ADMIN'] = await sendGraphql(row, b, true, b.accounts.ADMIN.accessToken);
      expected['other tenant ADMIN'] = graphqlOutcome(rest.own[0], row);
      expect(answers).toEqual(expected);
    });
  }
});
