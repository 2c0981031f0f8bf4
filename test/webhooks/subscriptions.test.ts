import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, accessTokensFor, tokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { TestReceiver } from '../helpers/receiver.js';
import { expectProblem } from '../store/store-api.js';

let service: TestGateway;
let receiver: TestReceiver;
let staff: string;
let admin: string;
let customer: string;

beforeAll(async () => {
  service = await startTestGateway({
    WEBHOOK_POLL_INTERVAL_MS: '50',
    RATE_LIMIT_AUTHENTICATED_PER_MINUTE: '10000',
  });
  receiver = await new TestReceiver().start();
  [staff, admin, customer] = await accessTokensFor(service.url, 'staff', 'admin', 'customer');
});
afterAll(async () => {
  await service?.close();
  await receiver?.close();
});

function subscribe(token: string, body: Record<string, unknown>) {
  return api(service.url, 'POST', '/v1/webhooks', { token, body });
}

describe('webhook subscriptions', () => {
  it('staff create one and see its signing secret once; the secret and token are never shown again', async () => {
    const created = await subscribe(staff, {
      url: `${receiver.url}/subs`,
      events: ['payment.success'],
      authToken: 'top-secret-token',
      description: 'accounting',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      url: `${receiver.url}/subs`,
      events: ['payment.success'],
      description: 'accounting',
      hasAuthToken: true,
      tenantId: expect.any(String),
      secret: expect.stringMatching(/^whsec_/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = created.body['id'] as string;
    const secret = created.body['secret'] as string;
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(created.headers.get('location')).toMatch(new RegExp(`/v1/webhooks/${id}$`));

    const one = await api(service.url, 'GET', `/v1/webhooks/${id}`, { token: admin });
    const all = await api(service.url, 'GET', '/v1/webhooks', { token: staff });
    expect(one.body).toMatchObject({ id, hasAuthToken: true });
    expect((all.body['data'] as { id: string }[]).map((webhook) => webhook.id)).toContain(id);
    for (const shown of [JSON.stringify(one.body), JSON.stringify(all.body)]) {
      expect(shown).not.toContain(secret.slice(6));
      expect(shown).not.toContain('top-secret-token');
    }
  });

  it('customers get 403, anonymous callers 401', async () => {
    expectProblem(await subscribe(customer, { url: `${receiver.url}/x`, events: ['payment.success'] }), 403);
    expectProblem(await api(service.url, 'GET', '/v1/webhooks', { token: customer }), 403);
    expectProblem(await api(service.url, 'GET', '/v1/webhooks'), 401);
  });

  it('bad subscriptions get 400: unknown events, non-http URLs, unknown fields', async () => {
    expectProblem(await subscribe(staff, { url: `${receiver.url}/x`, events: ['pet.adopted'] }), 400);
    expectProblem(await subscribe(staff, { url: `${receiver.url}/x`, events: [] }), 400);
    expectProblem(await subscribe(staff, { url: 'ftp://example.com/x', events: ['payment.success'] }), 400);
    expectProblem(await subscribe(staff, { url: 'not a url', events: ['payment.success'] }), 400);
    expectProblem(
      await subscribe(staff, { url: `${receiver.url}/x`, events: ['payment.success'], secret: 'mine' }),
      400,
    );
  });

  it('a deleted subscription is gone (404 after a 204)', async () => {
    const created = await subscribe(staff, { url: `${receiver.url}/gone`, events: ['order.status_changed'] });
    const path = `/v1/webhooks/${created.body['id'] as string}`;
    expect((await api(service.url, 'DELETE', path, { token: staff })).status).toBe(204);
    expectProblem(await api(service.url, 'GET', path, { token: staff }), 404);
    expectProblem(await api(service.url, 'DELETE', path, { token: staff }), 404);
  });

  it("another tenant's staff cannot see or delete a subscription (404)", async () => {
    const created = await subscribe(staff, { url: `${receiver.url}/mine`, events: ['payment.success'] });
    const other = await createTenantWithStaff(service);
    const path = `/v1/webhooks/${created.body['id'] as string}`;
    expectProblem(await api(service.url, 'GET', path, { token: other.account.accessToken }), 404);
    expectProblem(await api(service.url, 'DELETE', path, { token: other.account.accessToken }), 404);
    const theirs = await api(service.url, 'GET', '/v1/webhooks', { token: other.account.accessToken });
    expect(theirs.body['data']).toEqual([]);
  });

  it('a test ping is delivered signed, and shows in the delivery history', async () => {
    const created = await subscribe(staff, {
      url: `${receiver.url}/ping`,
      events: ['payment.success'],
      authToken: 'abc',
    });
    const id = created.body['id'] as string;
    const queued = await api(service.url, 'POST', `/v1/webhooks/${id}/test`, { token: staff });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ webhookId: id, event: 'ping', status: 'PENDING' });

    await receiver.waitFor((requests) => requests.some((request) => request.path === '/ping'));
    const [ping] = receiver.at('/ping');
    expect(ping?.json).toEqual({
      id: queued.body['eventId'],
      event: 'ping',
      webhookId: id,
      timestamp: expect.any(String),
    });
    expect(ping?.headers['authorization']).toBe('Bearer abc');
    const verified = new Webhook(created.body['secret'] as string).verify(
      ping?.body ?? '',
      ping?.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({ event: 'ping' });

    let deliveries = await api(service.url, 'GET', `/v1/webhooks/${id}/deliveries`, { token: staff });
    for (
      let tries = 0;
      (deliveries.body['data'] as { status: string }[])[0]?.status !== 'SUCCEEDED' && tries < 50;
      tries += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      deliveries = await api(service.url, 'GET', `/v1/webhooks/${id}/deliveries`, { token: staff });
    }
    expect(deliveries.body['data']).toEqual([
      expect.objectContaining({
        id: queued.body['id'],
        event: 'ping',
        status: 'SUCCEEDED',
        attemptCount: 1,
        nextAttemptAt: null,
        attempts: [expect.objectContaining({ number: 1, statusCode: 200, success: true, error: null })],
      }),
    ]);
  });
});

describe('receiver addresses', () => {
  let strict: TestGateway;
  let strictStaff: string;

  beforeAll(async () => {
    strict = await startTestGateway({
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false',
      WEBHOOK_POLL_INTERVAL_MS: '50',
    });
    strictStaff = (await tokensFor(strict.url, 'staff')).accessToken;
  });
  afterAll(() => strict?.close());

  it('private, loopback, link-local, metadata and CGNAT addresses are refused unless allowed', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://10.1.2.3/hook',
      'http://172.20.0.5/hook',
      'http://192.168.1.10/hook',
      'http://100.64.0.1/hook',
      'http://[::1]/hook',
      'http://[fd00:ec2::254]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://0x7f000001/hook',
      'http://0.0.0.0/hook',
      // IPv6 forms that wrap or reach the same places, and blocks that are not global unicast.
      'http://[::169.254.169.254]/',
      'http://[::127.0.0.1]/hook',
      'http://[::10.0.0.1]/hook',
      'http://[::ffff:0:7f00:1]/hook',
      'http://[64:ff9b::a9fe:a9fe]/hook',
      'http://[2002:7f00:1::1]/hook',
      'http://[::2]/hook',
      'http://[5f00::1]/hook',
      'http://[3fff::1]/hook',
      'http://[2001:db8::1]/hook',
    ]) {
      const refused = await api(strict.url, 'POST', '/v1/webhooks', {
        token: strictStaff,
        body: { url, events: ['payment.success'] },
      });
      expect(refused.status, url).toBe(400);
      expect(refused.body['errors'], url).toEqual([
        expect.objectContaining({
          field: 'url',
          code: 'private_address',
          // A developer pointing a webhook at a local receiver learns which switch allows it.
          message: expect.stringContaining('WEBHOOK_ALLOW_PRIVATE_NETWORKS=true'),
        }),
      ]);
    }
    const publicAddress = await api(strict.url, 'POST', '/v1/webhooks', {
      token: strictStaff,
      body: { url: 'https://93.184.215.14/hook', events: ['payment.success'] },
    });
    expect(publicAddress.status).toBe(201);
    for (const url of [
      'https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/hook',
      'https://[::ffff:93.184.215.14]/hook',
      'https://[64:ff9b::5db8:d70e]/hook',
    ]) {
      const created = await api(strict.url, 'POST', '/v1/webhooks', {
        token: strictStaff,
        body: { url, events: ['payment.success'] },
      });
      expect(created.status, url).toBe(201);
    }
  });

  it('an order callback URL on a private address is refused too', async () => {
    const customerToken = (await tokensFor(strict.url, 'customer')).accessToken;
    const pets = await api(strict.url, 'GET', '/v1/pets');
    const petId = (pets.body['data'] as { id: string }[])[0]?.id;
    for (const callbackUrl of [
      `${receiver.url}/callback`,
      'http://[::169.254.169.254]/callback',
      'http://[::ffff:0:7f00:1]/callback',
      'http://[5f00::1]/callback',
    ]) {
      const refused = await api(strict.url, 'POST', '/v1/store/orders', {
        token: customerToken,
        body: { petId, callbackUrl },
      });
      expect(refused.status, callbackUrl).toBe(400);
      expect(refused.body['errors'], callbackUrl).toEqual([
        expect.objectContaining({ field: 'callbackUrl', code: 'private_address' }),
      ]);
    }
  });

  it('a receiver that turns private after registration is refused at delivery time', async () => {
    // As if its name had resolved publicly when registered, and to loopback now (DNS rebinding).
    const created = await api(strict.url, 'POST', '/v1/webhooks', {
      token: strictStaff,
      body: { url: 'https://93.184.215.14/rebind', events: ['payment.success'] },
    });
    const id = created.body['id'] as string;
    const db = strict.gateway.database.connection.db;
    await db
      ?.collection('webhooks')
      .updateOne(
        { _id: id as never },
        { $set: { url: `http://localhost:${new URL(receiver.url).port}/rebind` } },
      );
    expect((await api(strict.url, 'POST', `/v1/webhooks/${id}/test`, { token: strictStaff })).status).toBe(
      202,
    );

    let attempts: { error: string | null; success: boolean }[] = [];
    for (let tries = 0; attempts.length === 0 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const deliveries = await api(strict.url, 'GET', `/v1/webhooks/${id}/deliveries`, {
        token: strictStaff,
      });
      attempts = (deliveries.body['data'] as { attempts: typeof attempts }[])[0]?.attempts ?? [];
    }
    expect(attempts[0]).toMatchObject({
      success: false,
      error: expect.stringMatching(/private or reserved/),
    });
    expect(receiver.at('/rebind')).toEqual([]);
  });
});
