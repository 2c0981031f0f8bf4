import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { statusSays, watchForProblems } from './console-page.js';
import { startAdminTestGateway } from './support.js';

let service: TestGateway;
let browser: Browser;
let screenshots: string;

beforeAll(async () => {
  service = await startAdminTestGateway();
  [browser, screenshots] = await Promise.all([
    launchBrowser(),
    mkdtemp(path.join(tmpdir(), 'petstore-admin-apps-')),
  ]);
  console.log(`admin console (apps) screenshots: ${screenshots}`);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await service?.close();
});

/** The page, with every console error, page error and CSP violation it reports. */
async function openConsole(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const problems = await watchForProblems(page);
  const response = await page.goto(`${service.url}/admin/`);
  expect(response?.status()).toBe(200);
  return { page, problems };
}

/** `POST /oauth/token` with client_credentials: whether the secret the page showed is the real one. */
async function tokenStatus(clientId: string, secret: string): Promise<number> {
  const response = await fetch(`${service.url}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'read:pets' }).toString(),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('the Apps section of the admin console', () => {
  it(
    'registers a confidential app, shows its secret once, lists it, deletes it after confirmation',
    { timeout: 150_000 },
    async () => {
      const { page, problems } = await openConsole();
      await page.getByLabel('Username or email', { exact: true }).fill('admin');
      await page.getByLabel('Password', { exact: true }).fill(TEST_SEED_PASSWORD);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await statusSays(page, 'Signed in as admin.', problems);
      await page.getByRole('link', { name: 'Apps' }).click();

      const form = page.getByRole('form', { name: 'Register an app' });
      await form.getByLabel('Name', { exact: true }).fill('Inventory sync');
      await form.getByLabel(/^Confidential/).check();
      await form.getByLabel(/^Redirect URIs/).fill('https://sync.example.test/callback');
      await form.getByLabel(/^Service account username/).fill('staff');
      await form.getByLabel('read:pets').check();
      await form.getByRole('button', { name: 'Register app' }).click();
      await statusSays(page, 'Registered Inventory sync. Copy its secret now', problems);

      const secretBox = page.locator('#client-secret');
      expect(await secretBox.getByRole('heading').textContent()).toBe('Copy the secret now');
      const clientId = (await page.locator('#secret-client-id').textContent()) ?? '';
      const secret = await page.getByLabel('Client secret').inputValue();
      expect(secret.length).toBeGreaterThan(30);
      expect(await tokenStatus(clientId, secret)).toBe(200);

      const table = page.getByRole('table', { name: 'Registered apps, oldest first' });
      const row = table.getByRole('row').filter({ hasText: clientId });
      await row.waitFor();
      expect(await row.innerText()).toContain('Inventory sync');
      expect(await row.innerText()).toContain('confidential');
      expect(await table.innerText()).not.toContain(secret);
      await page.screenshot({ path: path.join(screenshots, '1-secret-shown.png'), fullPage: true });

      // Shown once: dismissed, it is gone from the page, and no reload of the list brings it back.
      await page.getByRole('button', { name: 'I have stored it' }).click();
      await statusSays(page, 'The secret is no longer shown.', problems);
      expect(await secretBox.isHidden()).toBe(true);
      expect(await page.content()).not.toContain(secret);

      // Declining the confirmation keeps the app; accepting deletes it.
      page.once('dialog', (dialog) => void dialog.dismiss());
      await row.getByRole('button', { name: 'Delete Inventory sync' }).click();
      await statusSays(page, 'Inventory sync was kept.', problems);
      expect(await tokenStatus(clientId, secret)).toBe(200);
      let question = '';
      page.once('dialog', (dialog) => {
        question = dialog.message();
        void dialog.accept();
      });
      await row.getByRole('button', { name: 'Delete Inventory sync' }).click();
      await statusSays(page, 'Inventory sync deleted.', problems);
      expect(question).toContain(`Delete Inventory sync (${clientId})?`);
      await row.waitFor({ state: 'detached' });
      expect(await tokenStatus(clientId, secret)).toBe(401);
      await page.screenshot({ path: path.join(screenshots, '2-deleted.png'), fullPage: true });

      const token = await api<{ accessToken: string }>(service.url, 'POST', '/v1/auth/tokens', {
        body: { username: 'admin', password: TEST_SEED_PASSWORD },
      });
      const list = await api<{ data: { clientId: string }[] }>(
        service.url,
        'GET',
        '/v1/admin/oauth-clients',
        {
          token: token.body.accessToken,
        },
      );
      expect(list.body.data.map((client) => client.clientId)).not.toContain(clientId);
      expect(problems).toEqual([]);
    },
  );

  it('a refused registration names the field on the status line and keeps the form', async () => {
    const { page, problems } = await openConsole();
    await page.getByLabel('Username or email', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(TEST_SEED_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await statusSays(page, 'Signed in as admin.', problems);
    const form = page.getByRole('form', { name: 'Register an app' });
    await form.getByLabel('Name', { exact: true }).fill('Plain http');
    await form.getByLabel(/^Redirect URIs/).fill('http://example.test/callback');
    await form.getByRole('button', { name: 'Register app' }).click();
    await statusSays(page, 'redirectUris', []);
    expect(await page.locator('#status').getAttribute('class')).toBe('error');
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Plain http');
    expect(await page.locator('#client-secret').isHidden()).toBe(true);
    // The page's own 400 is a network error in the console; nothing else may be.
    expect(problems.filter((problem) => !problem.includes('400'))).toEqual([]);
  }, 90_000);
});
