import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, tokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { createPet, GOOD_CARD, pay, placeOrder } from '../store/store-api.js';

let dataDir: string;
let service: TestGateway | undefined;

function startOnDisk(): Promise<TestGateway> {
  return startTestGateway({ EMBEDDED_DB_MEMORY: 'false', DATA_DIR: dataDir });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'petstore-figures-'));
});
afterAll(async () => {
  await service?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('a restart folds the order history into the dashboard figures before any dashboard call', async () => {
  service = await startOnDisk();
  const staff = (await tokensFor(service.url, 'staff')).accessToken;
  const customer = await signUp(service.url);
  const pet = await createPet(service.url, staff);
  const orderId = (await placeOrder(service.url, customer.accessToken, { petId: pet['id'] }))['id'] as string;
  expect((await pay(service.url, customer.accessToken, orderId, GOOD_CARD)).status).toBe(201);
  await service.close();

  service = await startOnDisk();
  const figures = service.gateway.database.connection.db!.collection<{ _id: string }>('admin_order_stats');
  let folded: Record<string, unknown> | null = null;
  for (let tries = 0; folded === null && tries < 100; tries += 1) {
    folded = await figures.findOne({ 'byStatus.APPROVED': { $gte: 1 } });
    if (folded === null) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(folded).toMatchObject({ byStatus: { APPROVED: 1 }, revenue: { USD: expect.any(Number) } });
});
