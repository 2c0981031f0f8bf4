import { randomUUID } from 'node:crypto';
import { provisionTenant } from '../../src/core/admin/tenant-provisioning.js';
import { EventLog, eventLogModels } from '../../src/core/events/log.js';
import { newId } from '../../src/core/ids.js';
import { statusChangedEvent, paymentSucceededEvent } from '../../src/core/store/events.js';
import type { OrderStatus } from '../../src/core/store/types.js';
import type { Gateway } from '../../src/gateway.js';

export interface BenchTenant {
  tenantId: string;
  adminToken: string;
  /** Places and pays one real order over HTTP (as a customer of the tenant). */
  placeAndPayOrder(): Promise<void>;
}

async function post(url: string, token: string | undefined, body: unknown, tenantId?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(tenantId === undefined ? {} : { 'x-tenant-id': tenantId }),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status >= 300) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** A tenant made the operator's way, its admin and a staff member and a customer signed in. */
export async function createTenantWithFirstAdmin(gateway: Gateway): Promise<BenchTenant> {
  const { core } = gateway;
  const { tenant, password } = await provisionTenant(core, {
    name: `Bench ${randomUUID().slice(0, 6)}`,
    adminUsername: 'bench-admin',
    adminEmail: 'bench-admin@example.test',
  });
  const tenantId = tenant._id;
  const login = async (username: string, secret: string) =>
    (await post(`${gateway.url}/v1/auth/tokens`, undefined, { username, password: secret }, tenantId))[
      'accessToken'
    ] as string;
  const adminToken = await login('bench-admin', password);
  await post(`${gateway.url}/v1/admin/users`, adminToken, {
    username: 'bench-staff',
    email: 'bench-staff@example.test',
    password: 'bench-staff-password',
    role: 'STAFF',
  });
  const staffToken = await login('bench-staff', 'bench-staff-password');
  await post(
    `${gateway.url}/v1/users`,
    undefined,
    {
      username: 'bench-customer',
      email: 'bench-customer@example.test',
      password: 'bench-customer-password',
    },
    tenantId,
  );
  const customerToken = await login('bench-customer', 'bench-customer-password');
  return {
    tenantId,
    adminToken,
    async placeAndPayOrder() {
      const pet = await post(`${gateway.url}/v1/pets`, staffToken, {
        name: 'Bench',
        species: 'cat',
        price: '50.00',
      });
      const order = await post(`${gateway.url}/v1/store/orders`, customerToken, { petId: pet['id'] });
      await post(`${gateway.url}/v1/store/orders/${order['id'] as string}/payment`, customerToken, {
        amount: '50.00',
        currency: 'USD',
        method: {
          type: 'card',
          number: '4242424242424242',
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 1,
          cvc: '123',
          holderName: 'Bench',
        },
      });
    },
  };
}

const BATCH = 2_000;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Writes users, pets and orders straight into their collections, and each order's events
 * (placed; paid and approved for most; some delivered, some cancelled and refunded) into the
 * event log, spread over the last 60 days, as the store would have recorded them.
 */
export async function bulkLoadTenant(
  gateway: Gateway,
  tenant: BenchTenant,
  sizes: { orders: number; users: number; pets: number },
): Promise<void> {
  const connection = gateway.database.connection;
  const db = connection.db!;
  const { tenantId } = tenant;
  const now = Date.now();
  const userIds: string[] = [];
  for (let start = 0; start < sizes.users; start += BATCH) {
    const docs = [];
    for (let i = start; i < Math.min(sizes.users, start + BATCH); i += 1) {
      const _id = newId();
      userIds.push(_id);
      docs.push({
        _id,
        tenantId,
        username: `bulk-${i}`,
        usernameKey: `bulk-${i}`,
        email: `bulk-${i}@example.test`,
        passwordHash: '',
        firstName: null,
        lastName: null,
        phone: null,
        role: 'CUSTOMER',
        status: i % 50 === 0 ? 'SUSPENDED' : 'ACTIVE',
        tokensValidAfter: new Date(0),
        lastLoginAt: null,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      });
    }
    await db.collection('users').insertMany(docs as never[]);
  }
  const statuses = ['AVAILABLE', 'PENDING', 'ADOPTED', 'NOT_AVAILABLE'];
  for (let start = 0; start < sizes.pets; start += BATCH) {
    const docs = [];
    for (let i = start; i < Math.min(sizes.pets, start + BATCH); i += 1) {
      docs.push({
        _id: newId(),
        tenantId,
        name: `Pet ${i}`,
        nameKey: `pet ${i}`,
        species: 'DOG',
        status: statuses[i % 4],
        priceMinor: 5000,
        currency: 'USD',
        gender: 'UNKNOWN',
        photos: [],
        reservedByOrderId: null,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      });
    }
    await db.collection('pets').insertMany(docs as never[]);
  }
  const log = new EventLog(eventLogModels(connection));
  for (let start = 0; start < sizes.orders; start += BATCH) {
    const orders = [];
    const events = [];
    for (let i = start; i < Math.min(sizes.orders, start + BATCH); i += 1) {
      const createdAt = new Date(now - ((i * 7919) % 60) * DAY_MS - (i % 1000) * 1000);
      const id = newId();
      const userId = userIds[i % Math.max(1, userIds.length)] ?? newId();
      const order = {
        id,
        petId: newId(),
        userId,
        totalAmount: 5000 + (i % 7) * 100,
        currency: i % 3 === 0 ? 'EUR' : 'USD',
      };
      const fate = i % 10; // 0-1 placed, 2-5 approved, 6-7 delivered, 8 cancelled unpaid, 9 cancelled refunded
      let status: OrderStatus = 'PLACED';
      let paymentStatus = 'UNPAID';
      events.push(statusChangedEvent(order, null, 'PLACED', 'UNPAID', createdAt));
      if (fate >= 2 && fate !== 8) {
        const paidAt = new Date(createdAt.getTime() + 60_000);
        events.push(paymentSucceededEvent(order, newId(), paidAt));
        events.push(statusChangedEvent(order, 'PLACED', 'APPROVED', 'PAID', paidAt));
        status = 'APPROVED';
        paymentStatus = 'PAID';
      }
      if (fate === 6 || fate === 7) {
        events.push(
          statusChangedEvent(order, 'APPROVED', 'DELIVERED', 'PAID', new Date(createdAt.getTime() + 120_000)),
        );
        status = 'DELIVERED';
      }
      if (fate === 8 || fate === 9) {
        paymentStatus = fate === 9 ? 'REFUNDED' : 'UNPAID';
        events.push(
          statusChangedEvent(
            order,
            status,
            'CANCELLED',
            paymentStatus as 'REFUNDED',
            new Date(createdAt.getTime() + 180_000),
          ),
        );
        status = 'CANCELLED';
      }
      orders.push({
        _id: id,
        tenantId,
        petId: order.petId,
        userId,
        status,
        paymentStatus,
        totalAmount: order.totalAmount,
        currency: order.currency,
        callbackUrl: null,
        callbackSecret: null,
        notes: null,
        cancelReason: null,
        paymentId: null,
        paymentLock: null,
        outbox: [],
        createdAt,
        updatedAt: createdAt,
      });
    }
    await db.collection('orders').insertMany(orders as never[]);
    await log.appendAll(tenantId, events);
  }
}
