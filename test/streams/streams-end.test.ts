import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { login, signUp, type TestAccount } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet, placeOrder } from '../store/store-api.js';
import { closeEveryDoor, openEveryDoor, sseEnded, type OpenDoors } from './support/doors.js';

/**
 * Every long-lived stream ends once its caller is no longer admitted, through every door, with
 * that door's own close: SSE a last `event: error` (401 problem), graphql-ws 4401, gRPC
 * `UNAUTHENTICATED` (`WatchOrder` and `WatchPetStatus`), the chat socket 4401. Tokens live 8 s
 * here (a busy machine signs up and opens every door in 0.5-1.5 s) and streams re-check every 200 ms.
 */
let service: TestGateway;

beforeAll(async () => {
  service = await startTestGateway({
    ACCESS_TOKEN_TTL_SECONDS: '8',
    STREAM_RECHECK_INTERVAL_MS: '200',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  });
});
afterAll(() => service.close());

async function customerWithOrder(): Promise<{ customer: TestAccount; orderId: string }> {
  const staff = await login(service.url, 'staff');
  const petId = (await createPet(service.url, staff.accessToken))['id'] as string;
  const customer = await signUp(service.url);
  const order = await placeOrder(service.url, customer.accessToken, { petId });
  return { customer, orderId: order['id'] as string };
}

async function expectEveryDoorEnded(doors: OpenDoors, message: string): Promise<void> {
  // SSE: a last event naming the reason, then the response ends.
  // Up to the token's lifetime: the expiry test waits here for it to pass.
  await doors.sse.waitFor((events) => events.some((event) => event.event === 'error'), 40_000);
  const error = doors.sse.events.find((event) => event.event === 'error');
  expect(JSON.parse(error?.data ?? '{}')).toMatchObject({ status: 401, detail: message });
  await sseEnded(doors.sse);
  // graphql-ws: the socket closes with 4401 and the error table's code.
  await doors.graphql.end();
  expect(doors.graphql.closeEvent).toEqual({ code: 4401, reason: `UNAUTHENTICATED: ${message}` });
  // gRPC: the stream's status.
  expect(await doors.grpc).toEqual({ code: grpc.status.UNAUTHENTICATED, details: message });
  expect(await doors.grpcPets).toEqual({ code: grpc.status.UNAUTHENTICATED, details: message });
  // The chat socket, idle meanwhile, closes with its documented 4401.
  expect(await doors.chat.closed).toEqual({ code: 4401, reason: message });
}

describe('open streams end with their caller', () => {
  // The token's 8 s pass inside this test.
  test('when the access token expires', { timeout: 60_000 }, async () => {
    const { customer, orderId } = await customerWithOrder();
    const doors = await openEveryDoor(service, customer.accessToken, orderId);
    try {
      await expectEveryDoorEnded(doors, 'The access token has expired.');
    } finally {
      await closeEveryDoor(doors);
    }
  });

  test('when an administrator suspends the user', async () => {
    const { customer, orderId } = await customerWithOrder();
    const doors = await openEveryDoor(service, customer.accessToken, orderId);
    try {
      const admin = await login(service.url, 'admin');
      const suspended = await api(service.url, 'PATCH', `/v1/admin/users/${customer.userId}/status`, {
        token: admin.accessToken,
        body: { status: 'SUSPENDED', reason: 'stream test' },
      });
      expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
      await expectEveryDoorEnded(doors, 'The access token has been revoked.');
    } finally {
      await closeEveryDoor(doors);
    }
  });

  test('when the user changes the password, which signs out every session', async () => {
    const { customer, orderId } = await customerWithOrder();
    const doors = await openEveryDoor(service, customer.accessToken, orderId);
    try {
      const changed = await api(service.url, 'PUT', `/v1/users/${customer.userId}`, {
        token: customer.accessToken,
        body: { password: `new-${customer.password}-x9!Qz`, currentPassword: customer.password },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      await expectEveryDoorEnded(doors, 'The access token has been revoked.');
    } finally {
      await closeEveryDoor(doors);
    }
  });
});
