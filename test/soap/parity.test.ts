import { randomUUID } from 'node:crypto';
import type * as soap from 'soap';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { callOperation, envelope, postSoap, soapClient } from './soap-client.js';

/** Request ids of this run: files share the worker's gateway and its audit trail. */
const RUN = randomUUID();

let service: TestGateway;
let staff: string;
let customer: string;
let client: soap.Client;

beforeAll(async () => {
  service = await sharedTestGateway();
  staff = (await tokensFor(service.url, 'staff')).accessToken;
  customer = (await tokensFor(service.url, 'customer')).accessToken;
  client = await soapClient(service.url, '1.2');
});

/**
 * A REST resource as SOAP tells it: null fields, empty lists and empty records left out (the WSDL
 * declares them optional); a SOAP answer as plain JSON (its dateTimes as ISO strings).
 */
function restAsSoap(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(restAsSoap);
  if (value === null || typeof value !== 'object') return value ?? undefined;
  const entries = Object.entries(value)
    .map(([key, field]) => [key, restAsSoap(field)] as const)
    .filter(([, field]) => field !== undefined);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}
function soapAsJson(value: unknown): unknown {
  return restAsSoap(JSON.parse(JSON.stringify(value)));
}

/** The audit entries of the call sent with this `X-Request-ID` (its correlation id). */
function auditOf(correlationId: string) {
  const db = service.gateway.database.connection.db;
  if (db === undefined) throw new Error('database not connected');
  return db.collection('audit_logs').find({ correlationId }).toArray();
}

const petBody = {
  name: 'Parity',
  species: 'RABBIT',
  breed: 'Lop',
  ageMonths: 7,
  gender: 'MALE',
  price: '35.00',
  currency: 'USD',
  medicalInfo: { vaccinated: false, microchipped: true },
};

describe('REST and SOAP agree', () => {
  it('on a pet, field by field', async () => {
    const created = await api(service.url, 'POST', '/v1/pets', { token: staff, body: petBody });
    expect(created.status).toBe(201);
    const rest = await api(service.url, 'GET', `/v1/pets/${String(created.body['id'])}`);
    const { pet } = await callOperation(client, '1.2', 'GetPet', { id: created.body['id'] });
    // Beside REST's fields, the pet's ETag (as GraphQL's Pet.etag).
    expect(soapAsJson(pet)).toEqual({ ...(restAsSoap(rest.body) as object), etag: rest.headers.get('etag') });
  });

  it('on a pet whose medical facts are all unknown: an object of nulls, not null', async () => {
    const body = { name: 'Unknown past', species: 'CAT', price: '20.00' };
    const created = await api(service.url, 'POST', '/v1/pets', { token: staff, body });
    expect(created.status).toBe(201);
    const unknown = {
      spayedNeutered: null,
      vaccinated: null,
      microchipped: null,
      specialNeeds: null,
      healthNotes: null,
    };
    expect(created.body['medicalInfo']).toEqual(unknown);
    // The client's option for reading an `xsi:nil` element as null; without it the client drops
    // nil elements, and an object whose members are all dropped reads as null (docs/soap.md).
    const nilAsNull = { handleNilAsNull: true };
    for (const version of ['1.1', '1.2'] as const) {
      const reader = await soapClient(service.url, version, nilAsNull);
      const { pet } = (await callOperation(reader, version, 'GetPet', { id: created.body['id'] })) as {
        pet: Record<string, unknown>;
      };
      expect(pet['medicalInfo']).toEqual(unknown);
    }
    // On the wire: every member, an unknown one as xsi:nil.
    const raw = await postSoap(
      service.url,
      '1.1',
      'GetPet',
      envelope('1.1', `<p:GetPet><p:id>${String(created.body['id'])}</p:id></p:GetPet>`),
    );
    expect(raw.text).toContain(
      '<medicalInfo><spayedNeutered xsi:nil="true"/><vaccinated xsi:nil="true"/>' +
        '<microchipped xsi:nil="true"/><specialNeeds xsi:nil="true"/><healthNotes xsi:nil="true"/></medicalInfo>',
    );
    // Known facts stay values beside the unknown ones.
    const partial = await api(service.url, 'POST', '/v1/pets', {
      token: staff,
      body: { ...body, medicalInfo: { vaccinated: true } },
    });
    const reader = await soapClient(service.url, '1.2', nilAsNull);
    const { pet } = (await callOperation(reader, '1.2', 'GetPet', { id: partial.body['id'] })) as {
      pet: Record<string, unknown>;
    };
    expect(pet['medicalInfo']).toEqual({ ...unknown, vaccinated: true });
  });

  it('on an order, field by field', async () => {
    const pet = await api(service.url, 'POST', '/v1/pets', { token: staff, body: petBody });
    const placed = await api(service.url, 'POST', '/v1/store/orders', {
      token: customer,
      body: { petId: pet.body['id'], notes: 'Parity check' },
    });
    expect(placed.status).toBe(201);
    const id = String(placed.body['id']);
    const rest = await api(service.url, 'GET', `/v1/store/orders/${id}`, { token: customer });
    const customerClient = await soapClient(service.url, '1.1');
    customerClient.addHttpHeader('Authorization', `Bearer ${customer}`);
    const { order } = await callOperation(customerClient, '1.1', 'GetOrder', { id });
    expect(soapAsJson(order)).toEqual(restAsSoap(rest.body));
  });

  it('on a pet created over SOAP and read over REST, audited alike but for the protocol', async () => {
    const created = await postSoap(
      service.url,
      '1.2',
      'CreatePet',
      envelope(
        '1.2',
        '<p:CreatePet><p:name>Made in SOAP</p:name><p:species>bird</p:species><p:price>15.50</p:price></p:CreatePet>',
      ),
      { authorization: `Bearer ${staff}`, 'x-request-id': `soap-create-1-${RUN}` },
    );
    expect(created.status).toBe(200);
    const id = /<pet><id>([^<]+)<\/id>/.exec(created.text)?.[1];
    const rest = await api(service.url, 'GET', `/v1/pets/${String(id)}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      name: 'Made in SOAP',
      species: 'BIRD',
      price: '15.50',
      status: 'AVAILABLE',
    });

    const viaRest = await api(service.url, 'POST', '/v1/pets', {
      token: staff,
      headers: { 'x-request-id': `rest-create-1-${RUN}` },
      body: petBody,
    });
    expect(viaRest.status).toBe(201);
    const shape = (entries: Record<string, unknown>[]) =>
      entries.map((entry) => ({
        action: entry['action'],
        outcome: entry['outcome'],
        resource: (entry['resource'] as { type: string }).type,
        actor: (entry['actor'] as { role: string }).role,
      }));
    const soapAudit = await auditOf(`soap-create-1-${RUN}`);
    const restAudit = await auditOf(`rest-create-1-${RUN}`);
    expect(soapAudit.length).toBeGreaterThan(0);
    expect(shape(soapAudit)).toEqual(shape(restAudit));
    expect(soapAudit.map((entry) => entry['protocol'])).toEqual(soapAudit.map(() => 'soap'));
  });

  it('on refusing the same forbidden call (a customer creating a pet), changing nothing', async () => {
    const db = service.gateway.database.connection.db;
    const count = () => db?.collection('pets').countDocuments();
    const before = await count();
    const soapAnswer = await postSoap(
      service.url,
      '1.1',
      'CreatePet',
      envelope(
        '1.1',
        '<p:CreatePet><p:name>Nope</p:name><p:species>DOG</p:species><p:price>1.00</p:price></p:CreatePet>',
      ),
      { authorization: `Bearer ${customer}`, 'x-request-id': `soap-forbidden-1-${RUN}` },
    );
    const rest = await api(service.url, 'POST', '/v1/pets', {
      token: customer,
      headers: { 'x-request-id': `rest-forbidden-1-${RUN}` },
      body: { name: 'Nope', species: 'DOG', price: '1.00' },
    });
    expect(rest.status).toBe(403);
    expect(soapAnswer.status).toBe(500);
    expect(soapAnswer.text).toContain('<faultcode>soap:Client</faultcode>');
    expect(soapAnswer.text).toContain('<code>FORBIDDEN</code><status>403</status>');
    expect(soapAnswer.text).toContain(`<message>${String(rest.body['detail'])}</message>`);
    expect(await count()).toBe(before);
    const outcomes = async (requestId: string) =>
      (await auditOf(requestId)).map((entry) => [entry['action'], entry['outcome']]);
    expect(await outcomes(`soap-forbidden-1-${RUN}`)).toEqual(await outcomes(`rest-forbidden-1-${RUN}`));
  });
});
