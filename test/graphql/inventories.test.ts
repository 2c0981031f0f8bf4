import type { Client, FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../helpers/auth.js';
import { TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { freshTenant, sharedTestGateway, type TestTenant } from '../helpers/shared-gateway.js';
import { createPet } from '../store/store-api.js';
import { wsClient } from './ws-client.js';

/**
 * `Query.inventories` beside REST's `GET /v1/store/inventories`, through the graphql-ws client:
 * the same rows for the same tenant, the same refusals.
 */
let service: TestGateway;
let shelter: TestTenant;
let staff: string;
let customer: string;
const clients: Client[] = [];
/** The shelter's rows before the pets of `beforeAll` were added. */
let before: Record<string, unknown>[];

const QUERY = '{ inventories { species AVAILABLE PENDING ADOPTED NOT_AVAILABLE total } }';

function client(token?: string): Client {
  const each = wsClient(service.url, {
    'x-tenant-id': shelter.tenantId,
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
  });
  clients.push(each);
  return each;
}

async function execute(each: Client): Promise<FormattedExecutionResult<Record<string, unknown>, unknown>> {
  for await (const result of each.iterate({ query: QUERY })) return result;
  throw new Error('no result');
}

async function rowsOf(token: string): Promise<Record<string, unknown>[]> {
  const result = await execute(client(token));
  expect(result.errors).toBeUndefined();
  return (result.data as { inventories: Record<string, unknown>[] }).inventories;
}

const countOf = (rows: Record<string, unknown>[], species: string, status: string) =>
  rows.find((row) => row['species'] === species)?.[status];

beforeAll(async () => {
  service = await sharedTestGateway();
  const other = await freshTenant(service, 'Other shelter');
  shelter = await freshTenant(service);
  [staff, customer] = (
    await Promise.all([
      login(service.url, 'staff', TEST_SEED_PASSWORD, shelter.tenantId),
      login(service.url, 'customer', TEST_SEED_PASSWORD, shelter.tenantId),
    ])
  ).map((tokens) => tokens.accessToken) as [string, string];
  before = await rowsOf(staff);
  // A rabbit here and a reptile in the other shelter: only the first may be counted.
  await createPet(service.url, staff, { name: 'Clover', species: 'rabbit' });
  const otherStaff = await login(service.url, 'staff', TEST_SEED_PASSWORD, other.tenantId);
  await createPet(service.url, otherStaff.accessToken, { name: 'Iggy', species: 'reptile' });
});
afterAll(async () => {
  await Promise.all(clients.map((each) => each.dispose()));
});

describe('Query.inventories', () => {
  it("gives REST's rows for the caller's tenant: every species, zeros included", async () => {
    const rest = await api<{ data: unknown[] }>(service.url, 'GET', '/v1/store/inventories', {
      token: staff,
    });
    expect(rest.status).toBe(200);
    const rows = await rowsOf(staff);
    expect(rows).toEqual(rest.body.data);
    expect(rows.map((row) => row['species'])).toEqual(['DOG', 'CAT', 'RABBIT', 'BIRD', 'REPTILE', 'OTHER']);
    expect(countOf(rows, 'RABBIT', 'AVAILABLE')).toBe(Number(countOf(before, 'RABBIT', 'AVAILABLE')) + 1);
    expect(countOf(rows, 'REPTILE', 'total')).toBe(countOf(before, 'REPTILE', 'total'));
  });

  it('refuses a customer as REST does (403: FORBIDDEN) and an anonymous caller (401: UNAUTHENTICATED)', async () => {
    const restCustomer = await api(service.url, 'GET', '/v1/store/inventories', { token: customer });
    const restAnonymous = await api(service.url, 'GET', '/v1/store/inventories', {
      headers: { 'x-tenant-id': shelter.tenantId },
    });
    expect([restCustomer.status, restAnonymous.status]).toEqual([403, 401]);
    const [asCustomer, asAnonymous] = await Promise.all([execute(client(customer)), execute(client())]);
    expect(asCustomer.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(asCustomer.errors?.[0]?.message).toBe(restCustomer.body['detail']);
    expect(asAnonymous.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect(asAnonymous.errors?.[0]?.message).toBe(restAnonymous.body['detail']);
  });
});
