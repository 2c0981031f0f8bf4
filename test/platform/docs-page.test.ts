import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadOpenApiDocument } from '../../src/adapters/rest/openapi.js';
import { launchBrowser } from '../helpers/browser.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { ContractValidator } from './openapi-validator.js';

let service: TestGateway;
let browser: Browser;

beforeAll(async () => {
  service = await startTestGateway();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await service?.close();
});

test(
  'the API reference page renders every operation from local assets only',
  { timeout: 90_000 },
  async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    const response = await page.goto(`${service.url}/docs`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${service.url}/docs/`);

    const createPet = page.locator('.opblock-post', { has: page.locator('[data-path="/v1/pets"]') });
    await createPet.first().waitFor();
    expect(await createPet.first().locator('.opblock-summary-method').innerText()).toBe('POST');
    expect(await page.locator('.opblock-get [data-path="/v1/pets/{petId}"]').count()).toBe(1);
    expect(await page.locator('.info .title').innerText()).toContain('Petstore Gateway');

    // One block per operation, and one per webhook event (OpenAPI 3.1 top-level webhooks).
    const document = loadOpenApiDocument();
    const operations = new ContractValidator(document).operations();
    const webhooks = Object.values((document['webhooks'] ?? {}) as Record<string, object>).flatMap(
      Object.keys,
    );
    expect(await page.locator('.opblock').count()).toBe(operations.length + webhooks.length);

    const outside = requested.filter((url) => !url.startsWith(`${service.url}/`) && !url.startsWith('data:'));
    expect(outside).toEqual([]);
    expect(requested).toContain(`${service.url}/v1/openapi.json`);
    expect(problems).toEqual([]);
    await page.close();
  },
);
