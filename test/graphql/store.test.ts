import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { accessTokensFor, signUp, uniqueUsername } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet, DECLINED_CARD, GOOD_CARD, placeOrder } from '../store/store-api.js';
import { auditEntriesOf, graphql, onlyError, ORDER_FIELDS } from './client.js';

/** Request ids of this run: files share the worker's gateway and its audit trail. */
const RUN = randomUUID();

/** Orders, payments and accounts over GraphQL, on the same core as REST. */
let service: TestGateway;
let staff: string;

beforeAll(async () => {
  service = await sharedTestGateway();
  [staff] = await accessTokensFor(service.url, 'staff');
});

const { type: _type, ...CARD } = GOOD_CARD;
const { type: _declinedType, ...DECLINED } = DECLINED_CARD;

const PLACE = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) { order { ${ORDER_FIELDS} } callbackSecret }
}`;
const PAY = `mutation Pay($orderId: ID!, $input: PaymentInput!, $key: String) {
  payOrder(orderId: $orderId, input: $input, idempotencyKey: $key) {
    replayed payment { id orderId status amount currency method { type brand last4 } createdAt }
  }
}`;
const CANCEL = `mutation Cancel($id: ID!, $reason: String) { cancelOrder(id: $id, reason: $reason) { id status cancelReason } }`;

const COMPLETE = `mutation Complete($id: ID!) { completeOrder(id: $id) { ${ORDER_FIELDS} } }`;

async function freshPetId(): Promise<string> {
  return (await createPet(service.url, staff, { price: '150.00' }))['id'] as string;
}

describe('completing an adoption', () => {
  test('staff complete a paid order over GraphQL as over REST: same order, pet adopted, audited', async () => {
    const alice = await signUp(service.url);
    const paidOrder = async () => {
      const order = await placeOrder(service.url, alice.accessToken, { petId: await freshPetId() });
      const paid = await graphql(service.url, PAY, {
        token: alice.accessToken,
        variables: { orderId: order['id'], input: { amount: '150.00', currency: 'USD', card: CARD } },
      });
      expect(paid.errors, paid.text).toBeUndefined();
      return order['id'] as string;
    };
    const overGraphql = await paidOrder();
    const overRest = await paidOrder();

    // Refused to the customer, as on REST, and nothing changes.
    const refused = await graphql(service.url, COMPLETE, {
      token: alice.accessToken,
      variables: { id: overGraphql },
    });
    const restRefused = await api(service.url, 'POST', `/v1/store/orders/${overRest}/complete`, {
      token: alice.accessToken,
    });
    expect(restRefused.status).toBe(403);
    expect(onlyError(refused, 'FORBIDDEN').message).toBe(restRefused.body['detail']);

    const completed = await graphql<{ completeOrder: Record<string, unknown> }>(service.url, COMPLETE, {
      token: staff,
      headers: { 'x-request-id': `gql-complete-1-${RUN}` },
      variables: { id: overGraphql },
    });
    expect(completed.errors, completed.text).toBeUndefined();
    const rest = await api(service.url, 'POST', `/v1/store/orders/${overRest}/complete`, {
      token: staff,
      headers: { 'x-request-id': `rest-complete-1-${RUN}` },
    });
    expect(rest.status).toBe(200);
    const read = await api(service.url, 'GET', `/v1/store/orders/${overGraphql}`, { token: staff });
    // The order as read afterwards (a later step of the adoption may touch updatedAt again).
    expect(completed.data?.completeOrder).toEqual({ ...read.body, updatedAt: expect.any(String) });
    expect(read.body).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID' });
    const petId = read.body['petId'] as string;
    expect((await api(service.url, 'GET', `/v1/pets/${petId}`, { token: staff })).body['status']).toBe(
      'ADOPTED',
    );

    // The same audit entry as REST's, but for the protocol.
    const shape = (entry: Record<string, unknown>) => ({
      action: entry['action'],
      outcome: entry['outcome'],
      resourceType: (entry['resource'] as { type: string }).type,
    });
    const graphqlAudit = await auditEntriesOf(service, `gql-complete-1-${RUN}`);
    const restAudit = await auditEntriesOf(service, `rest-complete-1-${RUN}`);
    expect(graphqlAudit.map(shape)).toEqual(restAudit.map(shape));
    expect(graphqlAudit).toContainEqual(
      expect.objectContaining({ action: 'order.complete', protocol: 'graphql', outcome: 'success' }),
    );

    // Completed once: again is the same conflict on both doors.
    const again = await graphql(service.url, COMPLETE, { token: staff, variables: { id: overGraphql } });
    const restAgain = await api(service.url, 'POST', `/v1/store/orders/${overRest}/complete`, {
      token: staff,
    });
    expect(restAgain.status).toBe(409);
    expect(onlyError(again, 'CONFLICT').message).toBe(restAgain.body['detail']);
  });
});

describe('orders', () => {
  test('the same order read over REST and GraphQL agrees field by field', async () => {
    const alice = await signUp(service.url);
    const placed = await placeOrder(service.url, alice.accessToken, {
      petId: await freshPetId(),
      notes: 'Soon',
    });
    const id = placed['id'] as string;
    const rest = await api(service.url, 'GET', `/v1/store/orders/${id}`, { token: alice.accessToken });
    const answer = await graphql<{ order: Record<string, unknown> }>(
      service.url,
      `query O($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
      { token: alice.accessToken, variables: { id } },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.order).toEqual(rest.body);
  });

  test('an order placed, paid and cancelled over GraphQL, each step audited with protocol graphql', async () => {
    const alice = await signUp(service.url);
    const petId = await freshPetId();
    const placed = await graphql<{ placeOrder: { order: Record<string, unknown>; callbackSecret: null } }>(
      service.url,
      PLACE,
      {
        token: alice.accessToken,
        headers: { 'x-request-id': `gql-place-1-${RUN}` },
        variables: { input: { petId } },
      },
    );
    expect(placed.errors, placed.text).toBeUndefined();
    const order = placed.data?.placeOrder.order ?? {};
    expect(order).toMatchObject({ petId, status: 'PLACED', paymentStatus: 'UNPAID', totalAmount: '150.00' });
    expect(placed.data?.placeOrder.callbackSecret).toBeNull();
    const placedAudit = await auditEntriesOf(service, `gql-place-1-${RUN}`);
    expect(placedAudit.length).toBeGreaterThan(0);
    expect(placedAudit.every((entry) => entry['protocol'] === 'graphql')).toBe(true);

    const input = { amount: '150.00', currency: 'USD', card: CARD };
    const variables = { orderId: order['id'], input, key: `key-${petId}` };
    const paid = await graphql<{ payOrder: { replayed: boolean; payment: Record<string, unknown> } }>(
      service.url,
      PAY,
      { token: alice.accessToken, variables },
    );
    expect(paid.errors, paid.text).toBeUndefined();
    expect(paid.data?.payOrder).toMatchObject({
      replayed: false,
      payment: { status: 'SUCCEEDED', amount: '150.00', method: { type: 'card', last4: '4242' } },
    });
    const replay = await graphql<{ payOrder: { replayed: boolean; payment: { id: string } } }>(
      service.url,
      PAY,
      {
        token: alice.accessToken,
        variables,
      },
    );
    expect(replay.data?.payOrder.replayed).toBe(true);
    expect(replay.data?.payOrder.payment.id).toBe(paid.data?.payOrder.payment['id']);

    const cancelled = await graphql<{ cancelOrder: Record<string, unknown> }>(service.url, CANCEL, {
      token: alice.accessToken,
      headers: { 'x-request-id': `gql-cancel-1-${RUN}` },
      variables: { id: order['id'], reason: 'Changed my mind' },
    });
    expect(cancelled.errors, cancelled.text).toBeUndefined();
    expect(cancelled.data?.cancelOrder).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Changed my mind',
    });
    const cancelAudit = await auditEntriesOf(service, `gql-cancel-1-${RUN}`);
    expect(cancelAudit).toContainEqual(
      expect.objectContaining({ action: 'order.cancel', protocol: 'graphql', outcome: 'success' }),
    );
    const rest = await api(service.url, 'GET', `/v1/store/orders/${order['id'] as string}`, {
      token: alice.accessToken,
    });
    expect(rest.body).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });

    // A cancelled order cannot be cancelled again: a state conflict.
    const again = await graphql(service.url, CANCEL, {
      token: alice.accessToken,
      variables: { id: order['id'] },
    });
    const conflict = onlyError(again, 'CONFLICT');
    expect(conflict.extensions['orderStatus']).toBe('CANCELLED');
  });

  test('a declined card is PAYMENT_DECLINED with its decline code; the order stays payable', async () => {
    const alice = await signUp(service.url);
    const placed = await placeOrder(service.url, alice.accessToken, { petId: await freshPetId() });
    const answer = await graphql(service.url, PAY, {
      token: alice.accessToken,
      variables: { orderId: placed['id'], input: { amount: '150.00', currency: 'USD', card: DECLINED } },
    });
    const error = onlyError(answer, 'PAYMENT_DECLINED');
    expect(error.extensions['declineCode']).toBe('card_declined');
    const rest = await api(service.url, 'GET', `/v1/store/orders/${placed['id'] as string}`, {
      token: alice.accessToken,
    });
    expect(rest.body['paymentStatus']).toBe('UNPAID');
  });

  test("orders are the caller's own, as a connection; an unknown order is null, cancelling it NOT_FOUND", async () => {
    const alice = await signUp(service.url);
    const bob = await signUp(service.url);
    const mine = await placeOrder(service.url, alice.accessToken, { petId: await freshPetId() });
    await placeOrder(service.url, bob.accessToken, { petId: await freshPetId() });
    const list = await graphql<{
      orders: { edges: { node: { id: string } }[]; pageInfo: Record<string, unknown> };
    }>(
      service.url,
      '{ orders(first: 10, status: PLACED) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }',
      { token: alice.accessToken },
    );
    expect(list.data?.orders.edges.map((edge) => edge.node.id)).toEqual([mine['id']]);
    expect(list.data?.orders.pageInfo).toEqual({ hasNextPage: false, endCursor: null });

    const unknown = '0192f5b4-3c1e-7000-8000-000000000000';
    const read = await graphql(
      service.url,
      `
        query O($id: ID!) {
          order(id: $id) {
            id
          }
        }
      `,
      {
        token: alice.accessToken,
        variables: { id: unknown },
      },
    );
    expect(read.data).toEqual({ order: null });
    onlyError(
      await graphql(service.url, CANCEL, { token: alice.accessToken, variables: { id: unknown } }),
      'NOT_FOUND',
    );
  });

  test('inventory counts the tenant by status', async () => {
    const rest = await api(service.url, 'GET', '/v1/store/inventory');
    const answer = await graphql(
      service.url,
      '{ inventory { AVAILABLE PENDING ADOPTED NOT_AVAILABLE total } }',
    );
    expect(answer.data).toEqual({ inventory: rest.body });
  });
});

describe('accounts', () => {
  test('signUp, createToken, then me: the same account as REST shows', async () => {
    const username = uniqueUsername('gql');
    const password = `pw-${username}-long-enough`;
    const created = await graphql<{ signUp: Record<string, unknown> }>(
      service.url,
      'mutation S($input: SignUpInput!) { signUp(input: $input) { id username email role status createdAt } }',
      { variables: { input: { username, email: `${username}@example.test`, password, phone: null } } },
    );
    expect(created.errors, created.text).toBeUndefined();
    expect(created.data?.signUp).toMatchObject({ username, role: 'CUSTOMER', status: 'ACTIVE' });

    const token = await graphql<{ createToken: Record<string, unknown> }>(
      service.url,
      'mutation T($u: String, $p: String!) { createToken(username: $u, password: $p) { accessToken tokenType expiresIn } }',
      { variables: { u: username, p: password } },
    );
    expect(token.errors, token.text).toBeUndefined();
    const accessToken = token.data?.createToken['accessToken'] as string;
    expect(token.data?.createToken['tokenType']).toBe('Bearer');

    const me = await graphql<{ me: Record<string, unknown> }>(
      service.url,
      '{ me { id tenantId username email firstName lastName phone role status createdAt updatedAt } }',
      { token: accessToken },
    );
    const rest = await api(service.url, 'GET', '/v1/users/me', { token: accessToken });
    expect(me.data?.me).toEqual(rest.body);
  });

  test('me without a token is UNAUTHENTICATED; a wrong password is UNAUTHENTICATED too', async () => {
    const anonymous = await graphql(service.url, '{ me { id } }');
    expect(anonymous.status).toBe(200);
    expect(onlyError(anonymous, 'UNAUTHENTICATED').path).toEqual(['me']);
    const login = await graphql(
      service.url,
      'mutation { createToken(username: "customer", password: "not-the-password") { accessToken } }',
    );
    onlyError(login, 'UNAUTHENTICATED');
  });

  test('a sign-up with an invalid email is BAD_USER_INPUT with the field list REST gives', async () => {
    const input = { username: uniqueUsername('gql'), email: 'not-an-email', password: 'pw-long-enough-1234' };
    const answer = await graphql(
      service.url,
      'mutation S($input: SignUpInput!) { signUp(input: $input) { id } }',
      { variables: { input } },
    );
    const error = onlyError(answer, 'BAD_USER_INPUT');
    const rest = await api(service.url, 'POST', '/v1/users', { body: input });
    expect(rest.status).toBe(400);
    expect(error.extensions['errors']).toEqual(rest.body['errors']);
  });
});

describe('the caller', () => {
  test("updateMe changes the caller's own account as REST shows it; null clears a field", async () => {
    const alice = await signUp(service.url, { firstName: 'Alice', phone: '+15555550100' });
    const answer = await graphql<{ updateMe: Record<string, unknown> }>(
      service.url,
      'mutation U($input: UpdateMeInput!) { updateMe(input: $input) { id firstName lastName phone } }',
      { token: alice.accessToken, variables: { input: { lastName: 'Lovelace', phone: null } } },
    );
    expect(answer.errors, answer.text).toBeUndefined();
    expect(answer.data?.updateMe).toEqual({
      id: alice.userId,
      firstName: 'Alice',
      lastName: 'Lovelace',
      phone: null,
    });
    const rest = await api(service.url, 'GET', '/v1/users/me', { token: alice.accessToken });
    expect(rest.body).toMatchObject({ lastName: 'Lovelace', phone: null });

    const anonymous = await graphql(service.url, 'mutation { updateMe(input: { lastName: "X" }) { id } }');
    onlyError(anonymous, 'UNAUTHENTICATED');
  });

  test('models lists what REST lists for the same caller', async () => {
    const alice = await signUp(service.url);
    const answer = await graphql<{ models: Record<string, unknown>[] }>(
      service.url,
      '{ models { id ownedBy created contextWindow } }',
      { token: alice.accessToken },
    );
    expect(answer.errors, answer.text).toBeUndefined();
    const rest = await api(service.url, 'GET', '/v1/models', { token: alice.accessToken });
    const listed = (rest.body['data'] as Record<string, unknown>[]).map((model) => model['id']);
    expect(answer.data?.models.map((model) => model['id'])).toEqual(listed);
    expect(listed.length).toBeGreaterThan(0);
    onlyError(await graphql(service.url, '{ models { id } }'), 'UNAUTHENTICATED');
  });
});
