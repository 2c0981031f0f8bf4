import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet } from '../store/store-api.js';
import { failedCall, petstoreClients, unaryCall, withToken, type PetstoreClients } from './grpc-client.js';

/** Request ids of this run: files share the worker's gateway and its audit trail. */
const RUN = randomUUID();

let service: TestGateway;
let clients: PetstoreClients;
let staff: string;
let customer: string;

const card = () => ({
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 1,
  cvc: '123',
  holderName: 'Ada Lovelace',
});

async function placeOrder(): Promise<{ order: Record<string, unknown>; petId: string }> {
  const pet = await createPet(service.url, staff);
  const { response } = await unaryCall(
    clients.store,
    'PlaceOrder',
    { petId: pet['id'], notes: 'Weekend pickup' },
    withToken(customer),
  );
  return { order: response['order'] as Record<string, unknown>, petId: String(pet['id']) };
}

beforeAll(async () => {
  service = await sharedTestGateway();
  clients = petstoreClients(service.grpcAddress);
  staff = (await tokensFor(service.url, 'staff')).accessToken;
  customer = (await tokensFor(service.url, 'customer')).accessToken;
});
afterAll(async () => {
  clients.close();
});

describe('StoreService', () => {
  it('places an order, which reserves the pet, and reads it back as REST does, field by field', async () => {
    const { order, petId } = await placeOrder();
    expect(order).toMatchObject({
      petId,
      status: 'ORDER_STATUS_PLACED',
      paymentStatus: 'PAYMENT_STATUS_UNPAID',
      totalAmount: '150.00',
      currency: 'USD',
      notes: 'Weekend pickup',
    });
    // The order's own follow-up (its outbox) may touch updateTime right after placing: compare
    // one gRPC read and one REST read of the same settled state.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { response } = await unaryCall(
      clients.store,
      'GetOrder',
      { orderId: order['id'] },
      withToken(customer),
    );
    expect({ ...response, updateTime: undefined }).toEqual({ ...order, updateTime: undefined });
    const rest = await api(service.url, 'GET', `/v1/store/orders/${String(order['id'])}`, {
      token: customer,
    });
    const instant = (value: unknown) => {
      const { seconds, nanos } = value as { seconds: number; nanos: number };
      return new Date(seconds * 1000 + nanos / 1e6).toISOString();
    };
    expect({
      id: response['id'],
      petId: response['petId'],
      userId: response['userId'],
      tenantId: response['tenantId'],
      status: String(response['status']).replace('ORDER_STATUS_', ''),
      paymentStatus: String(response['paymentStatus']).replace('PAYMENT_STATUS_', ''),
      totalAmount: response['totalAmount'],
      currency: response['currency'],
      callbackUrl: response['callbackUrl'] ?? null,
      notes: response['notes'],
      cancelReason: response['cancelReason'] ?? null,
      createdAt: instant(response['createTime']),
      updatedAt: instant(response['updateTime']),
    }).toEqual(rest.body);
    const pet = await api(service.url, 'GET', `/v1/pets/${petId}`);
    expect(pet.body['status']).toBe('PENDING');
  });

  it('lists the caller’s orders a page at a time, and counts the inventory', async () => {
    await placeOrder();
    await placeOrder();
    const first = await unaryCall(clients.store, 'ListOrders', { pageSize: 1 }, withToken(customer));
    expect(first.response['orders']).toHaveLength(1);
    const second = await unaryCall(
      clients.store,
      'ListOrders',
      { pageSize: 1, pageToken: first.response['nextPageToken'] },
      withToken(customer),
    );
    expect((second.response['orders'] as { id: string }[])[0]?.id).not.toBe(
      (first.response['orders'] as { id: string }[])[0]?.id,
    );
    const { response } = await unaryCall(clients.store, 'GetInventory', {}, withToken(staff));
    const rest = await api(service.url, 'GET', '/v1/store/inventory', { token: staff });
    expect(response).toEqual({
      available: rest.body['AVAILABLE'],
      pending: rest.body['PENDING'],
      adopted: rest.body['ADOPTED'],
      notAvailable: rest.body['NOT_AVAILABLE'],
      total: rest.body['total'],
    });
  });

  it('pays once per idempotency key: a repeat replays the first payment', async () => {
    const { order } = await placeOrder();
    const request = {
      orderId: order['id'],
      amount: '150.00',
      currency: 'USD',
      card: card(),
      idempotencyKey: 'pay-1',
    };
    const first = await unaryCall(clients.store, 'PayOrder', request, withToken(customer));
    expect(first.response).toMatchObject({
      payment: {
        orderId: order['id'],
        status: 'SUCCEEDED',
        amount: '150.00',
        method: { type: 'card', last4: '4242' },
      },
    });
    expect(first.response['replayed'] ?? false).toBe(false);
    const again = await unaryCall(clients.store, 'PayOrder', request, withToken(customer));
    expect(again.response['replayed']).toBe(true);
    expect((again.response['payment'] as { id: string }).id).toBe(
      (first.response['payment'] as { id: string }).id,
    );
    const paid = await unaryCall(clients.store, 'GetOrder', { orderId: order['id'] }, withToken(customer));
    expect(paid.response['paymentStatus']).toBe('PAYMENT_STATUS_PAID');
  });

  it('names the bad card field in the request’s terms', async () => {
    const { order } = await placeOrder();
    const refused = await failedCall(
      clients.store,
      'PayOrder',
      {
        orderId: order['id'],
        amount: '150.00',
        currency: 'USD',
        card: { ...card(), number: '4242424242424241' },
      },
      withToken(customer),
    );
    expect(refused.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(refused.rich.badRequest?.fieldViolations.map((violation) => violation.field)).toEqual([
      'card.number',
    ]);
  });

  it('cancels an order with a reason, releasing the pet', async () => {
    const { order, petId } = await placeOrder();
    const { response } = await unaryCall(
      clients.store,
      'CancelOrder',
      { orderId: order['id'], reason: 'Changed my mind' },
      withToken(customer),
    );
    expect(response).toMatchObject({ status: 'ORDER_STATUS_CANCELLED', cancelReason: 'Changed my mind' });
    const pet = await api(service.url, 'GET', `/v1/pets/${petId}`);
    expect(pet.body['status']).toBe('AVAILABLE');

    // A state conflict is FAILED_PRECONDITION, as AIP-193 has it; ErrorInfo names the kind.
    const again = await failedCall(
      clients.store,
      'CancelOrder',
      { orderId: order['id'] },
      withToken(customer),
    );
    expect(again.code).toBe(grpc.status.FAILED_PRECONDITION);
    expect(again.rich.errorInfo?.reason).toBe('CONFLICT');
  });

  it('completes a paid order for staff as REST does: same order, pet adopted, same audit entry', async () => {
    const paidOrder = async () => {
      const { order, petId } = await placeOrder();
      const request = { orderId: order['id'], amount: '150.00', currency: 'USD', card: card() };
      await unaryCall(clients.store, 'PayOrder', request, withToken(customer));
      return { orderId: String(order['id']), petId };
    };
    const overGrpc = await paidOrder();
    const overRest = await paidOrder();

    // The customer is refused on both doors, and nothing changes.
    const refused = await failedCall(
      clients.store,
      'CompleteOrder',
      { orderId: overGrpc.orderId },
      withToken(customer),
    );
    const restRefused = await api(service.url, 'POST', `/v1/store/orders/${overRest.orderId}/complete`, {
      token: customer,
    });
    expect(refused.code).toBe(grpc.status.PERMISSION_DENIED);
    expect(restRefused.status).toBe(403);
    expect(refused.details).toBe(restRefused.body['detail']);

    const { response } = await unaryCall(
      clients.store,
      'CompleteOrder',
      { orderId: overGrpc.orderId },
      withToken(staff, { 'x-request-id': `grpc-complete-1-${RUN}` }),
    );
    expect(response).toMatchObject({
      status: 'ORDER_STATUS_DELIVERED',
      paymentStatus: 'PAYMENT_STATUS_PAID',
    });
    const rest = await api(service.url, 'POST', `/v1/store/orders/${overRest.orderId}/complete`, {
      token: staff,
      headers: { 'x-request-id': `rest-complete-1-${RUN}` },
    });
    expect(rest.status).toBe(200);
    for (const { petId } of [overGrpc, overRest]) {
      expect((await api(service.url, 'GET', `/v1/pets/${petId}`)).body['status']).toBe('ADOPTED');
    }
    const audit = async (correlationId: string) =>
      (
        await service.gateway.database.connection
          .db!.collection('audit_logs')
          .find({ correlationId })
          .toArray()
      ).map((entry) => ({ action: entry['action'], outcome: entry['outcome'], protocol: entry['protocol'] }));
    expect(await audit(`grpc-complete-1-${RUN}`)).toContainEqual({
      action: 'order.complete',
      outcome: 'success',
      protocol: 'grpc',
    });
    expect((await audit(`grpc-complete-1-${RUN}`)).map(({ protocol: _, ...entry }) => entry)).toEqual(
      (await audit(`rest-complete-1-${RUN}`)).map(({ protocol: _, ...entry }) => entry),
    );

    // Done once: again is the same state conflict as on REST.
    const again = await failedCall(
      clients.store,
      'CompleteOrder',
      { orderId: overGrpc.orderId },
      withToken(staff),
    );
    const restAgain = await api(service.url, 'POST', `/v1/store/orders/${overRest.orderId}/complete`, {
      token: staff,
    });
    expect(restAgain.status).toBe(409);
    expect(again.code).toBe(grpc.status.FAILED_PRECONDITION);
    expect(again.details).toBe(restAgain.body['detail']);
  });

  it('refuses an anonymous PlaceOrder with UNAUTHENTICATED and an unknown order with NOT_FOUND', async () => {
    const anonymous = await failedCall(clients.store, 'PlaceOrder', { petId: 'x' });
    expect(anonymous.code).toBe(grpc.status.UNAUTHENTICATED);
    const missing = await failedCall(
      clients.store,
      'GetOrder',
      { orderId: '00000000-0000-4000-8000-000000000000' },
      withToken(customer),
    );
    expect(missing.code).toBe(grpc.status.NOT_FOUND);
  });

  it('watches an order: its status now, then each change, ending at a terminal status', async () => {
    const { order } = await placeOrder();
    const watch = (
      clients.store as unknown as {
        WatchOrder(
          request: object,
          metadata: grpc.Metadata,
        ): grpc.ClientReadableStream<{ order: { status: string } }>;
      }
    ).WatchOrder({ orderId: order['id'] }, withToken(customer));
    const statuses: string[] = [];
    const ended = new Promise<grpc.StatusObject>((resolve, reject) => {
      watch.on('data', (update: { order: { status: string } }) => statuses.push(update.order.status));
      watch.on('status', resolve);
      watch.on('error', reject);
    });
    await expect.poll(() => statuses).toEqual(['ORDER_STATUS_PLACED']);
    const cancelled = await api(service.url, 'DELETE', `/v1/store/orders/${String(order['id'])}`, {
      token: customer,
    });
    expect(cancelled.status).toBe(200);
    const status = await ended;
    expect(status.code).toBe(grpc.status.OK);
    expect(statuses).toEqual(['ORDER_STATUS_PLACED', 'ORDER_STATUS_CANCELLED']);
  });

  it('refuses to watch an order that is not the caller’s, and lets the client cancel a watch', async () => {
    const missing = await new Promise<number>((resolve) => {
      const watch = (
        clients.store as unknown as {
          WatchOrder(request: object, metadata: grpc.Metadata): grpc.ClientReadableStream<object>;
        }
      ).WatchOrder({ orderId: '00000000-0000-4000-8000-000000000000' }, withToken(customer));
      watch.on('data', () => undefined);
      watch.on('error', (error: grpc.ServiceError) => resolve(error.code));
    });
    expect(missing).toBe(grpc.status.NOT_FOUND);
    const { order } = await placeOrder();
    const cancelledByClient = await new Promise<number>((resolve) => {
      const watch = (
        clients.store as unknown as {
          WatchOrder(request: object, metadata: grpc.Metadata): grpc.ClientReadableStream<object>;
        }
      ).WatchOrder({ orderId: order['id'] }, withToken(customer));
      watch.on('data', () => watch.cancel());
      watch.on('error', (error: grpc.ServiceError) => resolve(error.code));
    });
    expect(cancelledByClient).toBe(grpc.status.CANCELLED);
    const pastDeadline = await new Promise<number>((resolve) => {
      const watch = (
        clients.store as unknown as {
          WatchOrder(
            request: object,
            metadata: grpc.Metadata,
            options: grpc.CallOptions,
          ): grpc.ClientReadableStream<object>;
        }
      ).WatchOrder({ orderId: order['id'] }, withToken(customer), { deadline: Date.now() + 300 });
      watch.on('data', () => undefined);
      watch.on('error', (error: grpc.ServiceError) => resolve(error.code));
      watch.on('end', () => resolve(grpc.status.OK));
    });
    expect(pastDeadline).toBe(grpc.status.DEADLINE_EXCEEDED);
  });
});
