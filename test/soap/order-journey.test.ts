import { randomUUID } from 'node:crypto';
import type * as soap from 'soap';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, tokensFor, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet, GOOD_CARD, pay, placeOrder } from '../store/store-api.js';
import { callOperation, soapClient, type SoapVersion } from './soap-client.js';
import { auditShapesOf } from '../helpers/audit-shape.js';

/** Request ids of this run: files share the worker's gateway and its audit trail. */
const RUN = randomUUID();

/**
 * The end of the adoption journey over SOAP, through the npm `soap` client generated from the
 * served WSDL, against REST: CompleteOrder, ListOrders and GetInventories answer the same data,
 * refuse the same calls with the same facts, and write the same audit entries.
 */

let service: TestGateway;
let staff: string;
let buyer: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  service = await sharedTestGateway();
  staff = (await tokensFor(service.url, 'staff')).accessToken;
  buyer = await signUp(service.url);
  other = await signUp(service.url);
});

/** A client of the served WSDL on one port, sending this bearer token (none: anonymous). */
async function clientAs(token: string | undefined, version: SoapVersion): Promise<soap.Client> {
  const client = await soapClient(service.url, version);
  if (token !== undefined) client.addHttpHeader('Authorization', `Bearer ${token}`);
  return client;
}

/** REST's JSON as SOAP tells it: null fields and empty lists left out; a SOAP answer as JSON. */
function restAsSoap(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(restAsSoap);
  if (value === null || typeof value !== 'object') return value ?? undefined;
  const entries = Object.entries(value)
    .map(([key, field]) => [key, restAsSoap(field)] as const)
    .filter(([, field]) => field !== undefined);
  return Object.fromEntries(entries);
}
const soapAsJson = (value: unknown) => restAsSoap(JSON.parse(JSON.stringify(value ?? null)));

/** The `PetstoreFault` detail of a fault the client rejected with, SOAP 1.1 or 1.2. */
async function faultOf(call: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = await call.then(
    () => {
      throw new Error('the call succeeded where a fault was expected');
    },
    (thrown: { root?: { Envelope?: { Body?: { Fault?: Record<string, unknown> } } } }) => thrown,
  );
  const fault = error.root?.Envelope?.Body?.Fault ?? {};
  const detail = (fault['detail'] ?? fault['Detail']) as
    { PetstoreFault?: Record<string, unknown> } | undefined;
  if (detail?.PetstoreFault === undefined) throw new Error(`not a PetstoreFault: ${JSON.stringify(error)}`);
  return detail.PetstoreFault;
}

/** An order of the buyer for a new pet, paid in full (APPROVED, PAID): ready to be completed. */
async function paidOrder(): Promise<{ orderId: string; petId: string }> {
  const pet = await createPet(service.url, staff, { price: '80.00' });
  const order = await placeOrder(service.url, buyer.accessToken, { petId: pet['id'] });
  const paid = await pay(service.url, buyer.accessToken, String(order['id']), GOOD_CARD, { amount: '80.00' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return { orderId: String(order['id']), petId: String(pet['id']) };
}

describe('CompleteOrder agrees with POST /v1/store/orders/{id}/complete', () => {
  it('delivers a paid order and adopts its pet, answering and auditing as REST does', async () => {
    const viaRest = await paidOrder();
    const viaSoap = await paidOrder();
    const rest = await api(service.url, 'POST', `/v1/store/orders/${viaRest.orderId}/complete`, {
      token: staff,
      headers: { 'x-request-id': `rest-complete-1-${RUN}` },
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const client = await clientAs(staff, '1.2');
    const { order } = await callOperation(
      client,
      '1.2',
      'CompleteOrder',
      { id: viaSoap.orderId },
      { 'X-Request-ID': `soap-complete-1-${RUN}` },
    );
    expect(order).toMatchObject({ id: viaSoap.orderId, status: 'DELIVERED', paymentStatus: 'PAID' });
    // The same fields as REST's answer, and the values the order has; `updatedAt` is left out,
    // since the order's outbox relay may touch the order after the answer.
    const stored = await api(service.url, 'GET', `/v1/store/orders/${viaSoap.orderId}`, { token: staff });
    const { updatedAt: _at, ...answered } = soapAsJson(order) as Record<string, unknown>;
    const { updatedAt: _stored, ...expected } = restAsSoap(stored.body) as Record<string, unknown>;
    expect(answered).toEqual(expected);
    expect(Object.keys(soapAsJson(order) as object).sort()).toEqual(
      Object.keys(restAsSoap(rest.body) as object).sort(),
    );
    const pet = await api(service.url, 'GET', `/v1/pets/${viaSoap.petId}`);
    expect(pet.body['status']).toBe('ADOPTED');

    const soapAudit = await auditShapesOf(service, `soap-complete-1-${RUN}`);
    expect(soapAudit).toContainEqual(
      expect.objectContaining({ action: 'order.complete', outcome: 'success' }),
    );
    const restAudit = await auditShapesOf(service, `rest-complete-1-${RUN}`);
    const butProtocol = (entries: Record<string, unknown>[]) =>
      entries.map(({ protocol: _protocol, ...rest }) => rest);
    expect(butProtocol(soapAudit)).toEqual(butProtocol(restAudit));
    expect(soapAudit.map((entry) => entry.protocol)).toEqual(soapAudit.map(() => 'soap'));
  });

  it('refuses an unpaid order with REST’s status and message, changing nothing', async () => {
    const pet = await createPet(service.url, staff);
    const order = await placeOrder(service.url, buyer.accessToken, { petId: pet['id'] });
    const id = String(order['id']);
    const rest = await api(service.url, 'POST', `/v1/store/orders/${id}/complete`, {
      token: staff,
      headers: { 'x-request-id': 'rest-complete-unpaid' },
    });
    expect(rest.status).toBeGreaterThanOrEqual(400);
    const fault = await faultOf(
      callOperation(
        await clientAs(staff, '1.1'),
        '1.1',
        'CompleteOrder',
        { id },
        {
          'X-Request-ID': 'soap-complete-unpaid',
        },
      ),
    );
    expect(fault).toMatchObject({ status: String(rest.status), message: rest.body['detail'] });
    const after = await api(service.url, 'GET', `/v1/store/orders/${id}`, { token: staff });
    expect(after.body).toMatchObject({ status: 'PLACED', paymentStatus: 'UNPAID' });
    expect(await auditShapesOf(service, 'soap-complete-unpaid')).toEqual(
      await auditShapesOf(service, 'rest-complete-unpaid'),
    );
  });

  it('refuses a customer, even the order’s own, as FORBIDDEN like REST’s 403', async () => {
    const { orderId } = await paidOrder();
    const rest = await api(service.url, 'POST', `/v1/store/orders/${orderId}/complete`, {
      token: buyer.accessToken,
    });
    expect(rest.status).toBe(403);
    const fault = await faultOf(
      callOperation(await clientAs(buyer.accessToken, '1.2'), '1.2', 'CompleteOrder', { id: orderId }),
    );
    expect(fault).toMatchObject({ code: 'FORBIDDEN', status: '403', message: rest.body['detail'] });
    const after = await api(service.url, 'GET', `/v1/store/orders/${orderId}`, { token: staff });
    expect(after.body['status']).toBe('APPROVED');
  });
});

describe('ListOrders agrees with GET /v1/store/orders', () => {
  /** The orders of a SOAP answer as plain JSON, in order. */
  const ordersOf = (result: Record<string, unknown>) => {
    // The client reads an empty answer as null.
    const orders = (result ?? {})['order'];
    return orders === undefined ? [] : (soapAsJson(orders) as unknown[]);
  };
  const restList = async (token: string, query = '') => {
    const response = await api(service.url, 'GET', `/v1/store/orders${query}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as { data: unknown[]; pagination: { nextCursor: string | null } };
  };

  it('shows a customer their own orders and staff every customer’s, filtered alike', async () => {
    await paidOrder();
    const theirPet = await createPet(service.url, staff);
    const theirs = await placeOrder(service.url, other.accessToken, { petId: theirPet['id'] });

    const asBuyer = await callOperation(await clientAs(buyer.accessToken, '1.1'), '1.1', 'ListOrders', {});
    const buyerRest = await restList(buyer.accessToken);
    expect(ordersOf(asBuyer)).toEqual(restAsSoap(buyerRest.data));
    expect(ordersOf(asBuyer).map((order) => (order as { userId: string }).userId)).toEqual(
      buyerRest.data.map(() => buyer.userId),
    );
    // A customer naming another customer still sees only their own, as on REST.
    const named = await callOperation(await clientAs(buyer.accessToken, '1.1'), '1.1', 'ListOrders', {
      userId: other.userId,
    });
    expect(ordersOf(named)).toEqual(
      restAsSoap((await restList(buyer.accessToken, `?userId=${other.userId}`)).data),
    );

    const staffClient = await clientAs(staff, '1.2');
    const byCustomer = await callOperation(staffClient, '1.2', 'ListOrders', { userId: other.userId });
    expect(ordersOf(byCustomer)).toEqual(restAsSoap((await restList(staff, `?userId=${other.userId}`)).data));
    expect(ordersOf(byCustomer).map((order) => (order as { id: string }).id)).toEqual([theirs['id']]);
    const delivered = await callOperation(staffClient, '1.2', 'ListOrders', {
      status: 'APPROVED',
      userId: buyer.userId,
    });
    expect(ordersOf(delivered)).toEqual(
      restAsSoap((await restList(staff, `?status=APPROVED&userId=${buyer.userId}`)).data),
    );
    expect(ordersOf(delivered).length).toBeGreaterThan(0);
    const byPet = await callOperation(staffClient, '1.2', 'ListOrders', { petId: theirPet['id'] });
    expect(ordersOf(byPet).map((order) => (order as { id: string }).id)).toEqual([theirs['id']]);
  });

  it('takes a time window as xs:dateTime, as REST takes from and to', async () => {
    const { orderId } = await paidOrder();
    const placed = await api(service.url, 'GET', `/v1/store/orders/${orderId}`, { token: staff });
    const at = new Date(String(placed.body['createdAt']));
    const client = await clientAs(buyer.accessToken, '1.2');
    const from = new Date(at.getTime() - 1000).toISOString();
    const to = new Date(at.getTime() + 1000).toISOString();
    const window = await callOperation(client, '1.2', 'ListOrders', { from, to });
    expect(ordersOf(window)).toEqual(
      restAsSoap((await restList(buyer.accessToken, `?from=${from}&to=${to}`)).data),
    );
    expect(ordersOf(window).map((order) => (order as { id: string }).id)).toContain(orderId);
    const later = await callOperation(client, '1.2', 'ListOrders', { from: to });
    expect(ordersOf(later).map((order) => (order as { id: string }).id)).not.toContain(orderId);
  });

  it('pages with pageSize and nextPageToken as REST pages with limit and cursor', async () => {
    await paidOrder();
    await paidOrder();
    const client = await clientAs(buyer.accessToken, '1.1');
    const rest = await restList(buyer.accessToken);
    const seen: unknown[] = [];
    let pageToken: string | undefined;
    do {
      const page = await callOperation(client, '1.1', 'ListOrders', {
        pageSize: 2,
        ...(pageToken === undefined ? {} : { pageToken }),
      });
      const orders = ordersOf(page);
      expect(orders.length).toBeLessThanOrEqual(2);
      seen.push(...orders);
      pageToken = page['nextPageToken'] as string | undefined;
    } while (pageToken !== undefined);
    expect(seen).toEqual(restAsSoap(rest.data));
    expect(seen.length).toBeGreaterThan(2);
  });

  it('refuses what REST refuses, naming the request’s elements', async () => {
    const rest = await api(service.url, 'GET', '/v1/store/orders?limit=0', { token: staff });
    expect(rest.status).toBe(400);
    const client = await clientAs(staff, '1.2');
    const tooSmall = await faultOf(callOperation(client, '1.2', 'ListOrders', { pageSize: 0 }));
    const restErrors = rest.body['errors'] as { field: string; code: string; message: string }[];
    expect(tooSmall).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: '400',
      message: rest.body['detail'],
      fieldErrors: { field: 'pageSize', code: restErrors[0]?.code, message: restErrors[0]?.message },
    });
    const badTime = await faultOf(callOperation(client, '1.2', 'ListOrders', { from: 'yesterday' }));
    expect(badTime).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { field: 'from' } });

    const anonymousRest = await api(service.url, 'GET', '/v1/store/orders');
    expect(anonymousRest.status).toBe(401);
    const anonymous = await faultOf(callOperation(await clientAs(undefined, '1.1'), '1.1', 'ListOrders', {}));
    expect(anonymous).toMatchObject({
      code: 'UNAUTHENTICATED',
      status: '401',
      message: anonymousRest.body['detail'],
    });
  });
});

describe('GetInventories agrees with GET /v1/store/inventories', () => {
  it('answers every species’ counts, as REST does', async () => {
    await createPet(service.url, staff, { species: 'cat' });
    const rest = await api(service.url, 'GET', '/v1/store/inventories', { token: staff });
    expect(rest.status).toBe(200);
    const result = await callOperation(await clientAs(staff, '1.1'), '1.1', 'GetInventories', {});
    expect(soapAsJson(result['inventory'])).toEqual(restAsSoap(rest.body['data']));
    expect((result['inventory'] as unknown[]).length).toBe(6);
  });

  it('refuses a customer as REST does', async () => {
    const rest = await api(service.url, 'GET', '/v1/store/inventories', { token: buyer.accessToken });
    expect(rest.status).toBe(403);
    const fault = await faultOf(
      callOperation(await clientAs(buyer.accessToken, '1.2'), '1.2', 'GetInventories', {}),
    );
    expect(fault).toMatchObject({ code: 'FORBIDDEN', status: '403', message: rest.body['detail'] });
  });
});
