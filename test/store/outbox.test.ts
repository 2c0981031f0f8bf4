import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { TestReceiver } from '../helpers/receiver.js';
import { createPet, placeOrder } from './store-api.js';

let service: TestGateway;
let receiver: TestReceiver;
let staff: string;
let customer: string;

beforeAll(async () => {
  service = await startTestGateway({ WEBHOOK_POLL_INTERVAL_MS: '50' });
  receiver = await new TestReceiver().start();
  [staff, customer] = await accessTokensFor(service.url, 'staff', 'customer');
});
afterAll(async () => {
  await service?.close();
  await receiver?.close();
});

describe('the order outbox', () => {
  it('an event written with a state change but not relayed (a crash) is still delivered', async () => {
    const created = await api(service.url, 'POST', '/v1/webhooks', {
      token: staff,
      body: { url: `${receiver.url}/outbox`, events: ['order.status_changed'] },
    });
    expect(created.status).toBe(201);
    const pet = await createPet(service.url, staff);
    const order = await placeOrder(service.url, customer, { petId: pet['id'] });
    const orderId = order['id'] as string;
    await receiver.waitFor((requests) => requests.some((request) => request.json['orderId'] === orderId));

    // As if a process had written this change and died before relaying its event.
    const db = service.gateway.database.connection.db;
    const eventId = randomUUID();
    const occurredAt = new Date(Date.now() - 60_000);
    await db?.collection('orders').updateOne(
      { _id: orderId as never },
      {
        $push: {
          outbox: {
            id: eventId,
            type: 'order.status_changed',
            occurredAt,
            audienceUserId: order['userId'],
            data: {
              orderId,
              petId: pet['id'],
              userId: order['userId'],
              amount: 15000,
              currency: 'USD',
              previousStatus: 'PLACED',
              status: 'CANCELLED',
              paymentStatus: 'UNPAID',
            },
          },
        } as never,
        $set: { updatedAt: occurredAt },
      },
    );

    await receiver.waitFor((requests) => requests.some((request) => request.json['id'] === eventId), 30_000);
    const delivered = receiver.at('/outbox').filter((request) => request.json['id'] === eventId);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.json).toMatchObject({
      orderId,
      previousStatus: 'PLACED',
      status: 'CANCELLED',
      amount: 150,
    });
    const stored = await db?.collection('orders').findOne({ _id: orderId as never });
    expect(stored?.['outbox']).toEqual([]);
    expect(await db?.collection('domain_events').countDocuments({ _id: eventId as never })).toBe(1);
  });
});
