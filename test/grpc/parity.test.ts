import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import {
  failedCall,
  metadataOf,
  petstoreClients,
  unaryCall,
  withToken,
  type PetstoreClients,
} from './grpc-client.js';
import { capturedLogLines } from '../helpers/log-lines.js';
import { auditShapesOf, type AuditShape } from '../helpers/audit-shape.js';

/** Request ids of this run: files share the worker's gateway and its audit trail. */
const RUN = randomUUID();

/** What the service logs, as parsed JSON lines. */
const { lines, sink } = capturedLogLines();

let service: TestGateway;
let clients: PetstoreClients;
let staff: string;
let customer: string;

beforeAll(async () => {
  service = await startTestGateway({ LOG_LEVEL: 'info', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10000' }, sink);
  clients = petstoreClients(service.grpcAddress);
  staff = (await tokensFor(service.url, 'staff')).accessToken;
  customer = (await tokensFor(service.url, 'customer')).accessToken;
});
afterAll(async () => {
  clients.close();
  await service.close();
});

/** A gRPC Pet in REST's terms: enum prefixes off, timestamps as ISO strings, unset as null. */
function asRest(pet: Record<string, unknown>): Record<string, unknown> {
  const unprefix = (prefix: string, value: unknown) =>
    value === undefined ? null : String(value).slice(prefix.length + 1);
  const instant = (value: unknown) => {
    const { seconds, nanos } = value as { seconds: number; nanos: number };
    return new Date(seconds * 1000 + nanos / 1e6).toISOString();
  };
  const medical = pet['medicalInfo'] as Record<string, unknown> | undefined;
  return {
    id: pet['id'],
    species: unprefix('SPECIES', pet['species']),
    name: pet['name'],
    breed: pet['breed'] ?? null,
    ageMonths: pet['ageMonths'] ?? null,
    size: unprefix('SIZE', pet['size']),
    color: pet['color'] ?? null,
    gender: unprefix('GENDER', pet['gender']),
    goodWithKids: pet['goodWithKids'] ?? null,
    price: pet['price'],
    currency: pet['currency'],
    description: pet['description'] ?? null,
    status: unprefix('PET_STATUS', pet['status']),
    createdAt: instant(pet['createTime']),
    updatedAt: instant(pet['updateTime']),
    tenantId: pet['tenantId'],
    photos: pet['photos'] ?? [],
    medicalInfo: Object.fromEntries(
      ['spayedNeutered', 'vaccinated', 'microchipped', 'specialNeeds', 'healthNotes'].map((name) => [
        name,
        medical?.[name] ?? null,
      ]),
    ),
  };
}

describe('REST and gRPC agree', () => {
  it('a pet created over REST reads the same over gRPC, field by field', async () => {
    const created = await api(service.url, 'POST', '/v1/pets', {
      token: staff,
      body: {
        name: 'Parity',
        species: 'bird',
        breed: 'Cockatiel',
        ageMonths: 7,
        gender: 'female',
        price: '75.25',
        currency: 'GBP',
        description: 'Whistles.',
        medicalInfo: { vaccinated: false, healthNotes: 'Clipped wings.' },
      },
    });
    expect(created.status).toBe(201);
    const rest = await api(service.url, 'GET', `/v1/pets/${String(created.body['id'])}`);
    const { response } = await unaryCall(clients.pets, 'GetPet', { petId: created.body['id'] });
    expect(asRest(response)).toEqual(rest.body);
  });

  it('a pet created over gRPC is read over REST, and audited as a REST creation but for the protocol', async () => {
    const { response } = await unaryCall(
      clients.pets,
      'CreatePet',
      { pet: { name: 'Over gRPC', species: 'SPECIES_DOG', price: '10.00', size: 'SIZE_LARGE' } },
      withToken(staff, { 'x-request-id': `grpc-create-1-${RUN}` }),
    );
    const rest = await api(service.url, 'GET', `/v1/pets/${String(response['id'])}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(asRest(response));
    expect(rest.body).toMatchObject({ gender: 'UNKNOWN', currency: 'USD', size: 'LARGE' });

    const created = await api(service.url, 'POST', '/v1/pets', {
      token: staff,
      headers: { 'x-request-id': `rest-create-1-${RUN}` },
      body: { name: 'Over REST', species: 'dog', price: '10.00', size: 'large' },
    });
    expect(created.status).toBe(201);
    const grpcAudit = await auditShapesOf(service, `grpc-create-1-${RUN}`);
    const restAudit = await auditShapesOf(service, `rest-create-1-${RUN}`);
    expect(grpcAudit.length).toBeGreaterThan(0);
    expect(grpcAudit.map((entry) => entry.protocol)).toEqual(grpcAudit.map(() => 'grpc'));
    expect(grpcAudit.map(({ protocol: _, ...rest }) => rest)).toEqual(
      restAudit.map(({ protocol: _, ...rest }) => rest),
    );
  });

  it('the same forbidden call is refused by both, with the same problem type, audit and no change', async () => {
    const db = service.gateway.database.connection.db;
    const before = await db?.collection('pets').countDocuments();
    const pet = { name: 'Nope', species: 'cat', price: '1.00' };
    const rest = await api(service.url, 'POST', '/v1/pets', {
      token: customer,
      headers: { 'x-request-id': `rest-forbidden-1-${RUN}` },
      body: pet,
    });
    const refused = await failedCall(
      clients.pets,
      'CreatePet',
      { pet: { name: 'Nope', species: 'SPECIES_CAT', price: '1.00' } },
      withToken(customer, { 'x-request-id': `grpc-forbidden-1-${RUN}` }),
    );
    expect(await db?.collection('pets').countDocuments()).toBe(before);
    const strip = (entries: AuditShape[]) => entries.map(({ protocol: _, ...entry }) => entry);
    expect(strip(await auditShapesOf(service, `grpc-forbidden-1-${RUN}`))).toEqual(
      strip(await auditShapesOf(service, `rest-forbidden-1-${RUN}`)),
    );
    expect(rest.status).toBe(403);
    expect(refused.code).toBe(grpc.status.PERMISSION_DENIED);
    expect(refused.rich.errorInfo?.metadata['type']).toBe(rest.body['type']);
    expect(refused.details).toBe(rest.body['detail']);
  });
});

describe('observability', () => {
  it('logs one request line per call and counts it per method and status', async () => {
    await failedCall(
      clients.pets,
      'GetPet',
      { petId: 'missing' },
      metadataOf({ 'x-request-id': `grpc-log-1-${RUN}` }),
    );
    await expect
      .poll(() =>
        lines.find((line) => line['msg'] === 'request' && line['correlationId'] === `grpc-log-1-${RUN}`),
      )
      .toMatchObject({
        protocol: 'grpc',
        method: '/petstore.v1.PetService/GetPet',
        status: 'NOT_FOUND',
        ip: '127.0.0.1',
      });
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    expect(metrics).toMatch(
      /petstore_grpc_requests_total\{method="\/petstore.v1.PetService\/GetPet",code="NOT_FOUND"\} [1-9]/,
    );
  });
});
