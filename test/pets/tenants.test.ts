import { beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, tokensFor, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet, expectProblem, petInput, tinyImage, uploadImage } from './pet-api.js';

let service: TestGateway;
let defaultTenantId: string;
let staffA: string;
let other: { tenantId: string; account: TestAccount };
let petA: Record<string, unknown>;
let photoA: string;
let petB: Record<string, unknown>;

beforeAll(async () => {
  service = await sharedTestGateway();
  defaultTenantId = service.gateway.core.tenants.defaultTenantId();
  staffA = (await tokensFor(service.url, 'staff')).accessToken;
  other = await createTenantWithStaff(service);
  petA = await createPet(service.url, staffA, { name: 'Homebody' });
  const uploaded = await uploadImage(service.url, staffA, String(petA['id']), await tinyImage('png'));
  photoA = (uploaded.body['photos'] as string[])[0] as string;
  petA = uploaded.body;
  petB = await createPet(service.url, other.account.accessToken, { name: 'Elsewhere' });
});

function pathA(): string {
  return `/v1/pets/${String(petA['id'])}`;
}

async function expectPetAUnchanged(): Promise<void> {
  const response = await api(service.url, 'GET', pathA(), { token: staffA });
  expect(response.status).toBe(200);
  expect(response.body).toEqual(petA);
}

describe("a second tenant's staff cannot reach the first tenant's pets", () => {
  it('creating lands in their own tenant', () => {
    expect(petB['tenantId']).toBe(other.tenantId);
    expect(petA['tenantId']).toBe(defaultTenantId);
  });

  it('reading is 404', async () => {
    expectProblem(await api(service.url, 'GET', pathA(), { token: other.account.accessToken }), 404);
  });

  it('naming the other tenant in X-Tenant-ID does not help: the token decides', async () => {
    const response = await api(service.url, 'GET', pathA(), {
      token: other.account.accessToken,
      headers: { 'x-tenant-id': defaultTenantId },
    });
    expectProblem(response, 404);
  });

  it('listing shows only their own pets', async () => {
    const response = await api(service.url, 'GET', '/v1/pets?limit=100', {
      token: other.account.accessToken,
    });
    expect((response.body['data'] as { name: string }[]).map((pet) => pet.name)).toEqual(['Elsewhere']);
  });

  it('replacing, deleting and uploading are 404 and change nothing', async () => {
    const token = other.account.accessToken;
    expectProblem(await api(service.url, 'PUT', pathA(), { token, body: petInput({ name: 'Stolen' }) }), 404);
    expectProblem(await api(service.url, 'DELETE', pathA(), { token }), 404);
    expectProblem(await uploadImage(service.url, token, String(petA['id']), await tinyImage('png')), 404);
    const imageId = photoA.split('/').at(-1) as string;
    expectProblem(await api(service.url, 'DELETE', `${pathA()}/images/${imageId}`, { token }), 404);
    await expectPetAUnchanged();
  });

  it("fetching the first tenant's photo with their token is 404", async () => {
    const response = await fetch(photoA, {
      headers: { authorization: `Bearer ${other.account.accessToken}` },
    });
    expect(response.status).toBe(404);
  });
});

describe('anonymous reads name their tenant with X-Tenant-ID', () => {
  it('lists only that tenant, and the default tenant without the header', async () => {
    const chosen = await api(service.url, 'GET', '/v1/pets?limit=100', {
      headers: { 'x-tenant-id': other.tenantId },
    });
    expect((chosen.body['data'] as { name: string }[]).map((pet) => pet.name)).toEqual(['Elsewhere']);
    const fallback = await api(service.url, 'GET', '/v1/pets?limit=100');
    const names = (fallback.body['data'] as { name: string; tenantId: string }[]).map((pet) => pet.name);
    expect(names).toContain('Homebody');
    expect(names).not.toContain('Elsewhere');
  });

  it("reading another tenant's pet through X-Tenant-ID is 404", async () => {
    expectProblem(
      await api(service.url, 'GET', pathA(), { headers: { 'x-tenant-id': other.tenantId } }),
      404,
    );
    const own = await api(service.url, 'GET', `/v1/pets/${String(petB['id'])}`, {
      headers: { 'x-tenant-id': other.tenantId },
    });
    expect(own.status).toBe(200);
  });

  it('an unknown tenant has an empty catalog', async () => {
    const response = await api(service.url, 'GET', '/v1/pets', {
      headers: { 'x-tenant-id': crypto.randomUUID() },
    });
    expect(response.status).toBe(200);
    expect(response.body['data']).toEqual([]);
  });

  it('a photo URL works in a plain <img> request (no token, no header), and not under another tenant', async () => {
    expect((await fetch(photoA)).status).toBe(200);
    expect((await fetch(photoA, { headers: { 'x-tenant-id': other.tenantId } })).status).toBe(404);
  });
});

describe('X-Tenant-ID also takes the tenant slug, as people type it', () => {
  it('a slug names the same tenant as its id', async () => {
    const { slug } = await service.gateway.core.tenants.get(other.tenantId);
    const bySlug = await api(service.url, 'GET', '/v1/pets', { headers: { 'x-tenant-id': slug } });
    const byId = await api(service.url, 'GET', '/v1/pets', { headers: { 'x-tenant-id': other.tenantId } });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body['data']).toEqual(byId.body['data']);
    expect((bySlug.body['data'] as { name: string }[]).map((pet) => pet.name)).toContain('Elsewhere');
    const demo = await api(service.url, 'GET', pathA(), { headers: { 'x-tenant-id': 'demo' } });
    expect(demo.status).toBe(200);
    expect(demo.body['name']).toBe('Homebody');
  });

  it('an unknown slug is a 400 naming the header, and nonsense says what is expected', async () => {
    const unknown = await api(service.url, 'GET', '/v1/pets', {
      headers: { 'x-tenant-id': 'no-such-shelter' },
    });
    expectProblem(unknown, 400);
    expect(unknown.body['errors']).toEqual([
      { field: 'X-Tenant-ID', message: 'No tenant has this slug.', code: 'unknown_tenant' },
    ]);
    const nonsense = await api(service.url, 'GET', '/v1/pets', {
      headers: { 'x-tenant-id': 'not a tenant!' },
    });
    expectProblem(nonsense, 400);
    expect(nonsense.body['errors']).toEqual([
      { field: 'X-Tenant-ID', message: 'Must be a tenant UUID or slug.', code: 'invalid_format' },
    ]);
  });
});
