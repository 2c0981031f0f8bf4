import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, tokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { TestReceiver } from '../helpers/receiver.js';
import { createPet, GOOD_CARD, pay, placeOrder } from '../store/store-api.js';

let dataDir: string;
let receiver: TestReceiver;
let service: TestGateway | undefined;

/** One service on a data directory that outlives it, as `npm start` on ./data. */
function startOnDisk(): Promise<TestGateway> {
  return startTestGateway({
    EMBEDDED_DB_MEMORY: 'false',
    DATA_DIR: dataDir,
    TOKEN_ISSUER: 'http://petstore.test',
    WEBHOOK_RETRY_SCHEDULE: '300ms,300ms,300ms,300ms,300ms,300ms,300ms',
    WEBHOOK_POLL_INTERVAL_MS: '50',
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'petstore-restart-'));
  receiver = await new TestReceiver().start();
});
afterAll(async () => {
  await service?.close();
  await receiver?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('webhook delivery across a restart', () => {
  it('an event whose receiver was down when the service stopped is delivered after it starts again', async () => {
    let receiverUp = false;
    receiver.respond('/outage', () => (receiverUp ? 200 : 503));

    service = await startOnDisk();
    const staff = (await tokensFor(service.url, 'staff')).accessToken;
    const created = await api(service.url, 'POST', '/v1/webhooks', {
      token: staff,
      body: { url: `${receiver.url}/outage`, events: ['payment.success'] },
    });
    const webhookId = created.body['id'] as string;
    const customer = await signUp(service.url);
    const pet = await createPet(service.url, staff);
    const orderId = (await placeOrder(service.url, customer.accessToken, { petId: pet['id'] }))[
      'id'
    ] as string;
    expect((await pay(service.url, customer.accessToken, orderId, GOOD_CARD)).status).toBe(201);
    await receiver.waitFor((requests) => requests.some((request) => request.path === '/outage'));
    // Stop between attempts: once the service has recorded the first failure.
    let recorded = 0;
    for (let tries = 0; recorded === 0 && tries < 100; tries += 1) {
      const deliveries = await api(service.url, 'GET', `/v1/webhooks/${webhookId}/deliveries`, {
        token: staff,
      });
      recorded = (deliveries.body['data'] as { attemptCount: number }[])[0]?.attemptCount ?? 0;
      if (recorded === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await service.close();
    const failuresBeforeRestart = receiver.at('/outage').length;

    receiverUp = true;
    service = await startOnDisk();
    await receiver.waitFor(
      (requests) => requests.filter((request) => request.path === '/outage').length > failuresBeforeRestart,
    );

    const requests = receiver.at('/outage');
    expect(
      requests.every(
        (request) => request.json['orderId'] === orderId && request.json['event'] === 'payment.success',
      ),
    ).toBe(true);
    const delivered = requests.at(-1);
    expect(
      new Webhook(created.body['secret'] as string).verify(
        delivered?.body ?? '',
        delivered?.headers as Record<string, string>,
      ),
    ).toMatchObject({ orderId });

    const staffAfter = (await tokensFor(service.url, 'staff')).accessToken;
    let history: { status: string; attempts: { success: boolean }[] } | undefined;
    for (let tries = 0; history?.status !== 'SUCCEEDED' && tries < 100; tries += 1) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      const deliveries = await api(service.url, 'GET', `/v1/webhooks/${webhookId}/deliveries`, {
        token: staffAfter,
      });
      history = (deliveries.body['data'] as (typeof history)[])[0];
    }
    expect(history?.status).toBe('SUCCEEDED');
    // Every failed attempt before the restart is on record, then the one success after it. (An
    // attempt cut off by the shutdown itself is not counted against the receiver.)
    const outcomes = history?.attempts.map((attempt) => attempt.success) ?? [];
    expect(outcomes.at(-1)).toBe(true);
    expect(outcomes.slice(0, -1).every((success) => !success)).toBe(true);
    expect(outcomes.length).toBeGreaterThanOrEqual(2);
    expect(outcomes.length).toBeLessThanOrEqual(failuresBeforeRestart + 1);
  });
});
