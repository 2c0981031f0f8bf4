import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { signUp, tokensFor, type TestAccount } from '../helpers/auth.js';
import { TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet, placeOrder } from '../store/store-api.js';
import { statusSays, watchForProblems } from './console-page.js';
import { startAdminTestGateway } from './support.js';

let service: TestGateway;
let browser: Browser;
let screenshots: string;
let customer: TestAccount;
let orderId: string;

beforeAll(async () => {
  service = await startAdminTestGateway();
  [browser, screenshots] = await Promise.all([
    launchBrowser(),
    mkdtemp(path.join(tmpdir(), 'petstore-admin-console-')),
  ]);
  const staff = (await tokensFor(service.url, 'staff')).accessToken;
  customer = await signUp(service.url, { firstName: 'Nora', lastName: 'Quill' });
  const pets = await Promise.all(
    ['Biscuit', 'Pepper'].map((name) => createPet(service.url, staff, { name })),
  );
  orderId = (await placeOrder(service.url, customer.accessToken, { petId: pets[0]?.['id'] }))['id'] as string;
  await placeOrder(service.url, customer.accessToken, { petId: pets[1]?.['id'] });
  console.log(`admin console screenshots: ${screenshots}`);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await service?.close();
});

/**
 * A page that records every console error, page error and CSP violation. Pages stay open until the
 * browser closes: the packaged Chromium runs as a single process, which ends with its last page.
 */
async function openConsole(): Promise<{ page: Page; problems: string[]; requested: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const problems = await watchForProblems(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const response = await page.goto(`${service.url}/admin`);
  expect(page.url()).toBe(`${service.url}/admin/`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'; style-src 'self'/);
  return { page, problems, requested };
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  // Keyboard only: the skip link comes first, the labelled fields take the input, Enter submits.
  await page.keyboard.press('Tab');
  expect(await page.evaluate('document.activeElement?.textContent')).toBe('Skip to content');
  await page.getByLabel('Username or email', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

describe('the admin console at /admin', () => {
  it(
    'signs an admin in, shows the stats and chart, suspends a user, force-cancels an order, browses the trail',
    { timeout: 150_000 },
    async () => {
      const { page, problems, requested } = await openConsole();
      // Before sign-in: only the form; no sections to navigate, nothing to sign out of.
      expect(await page.getByRole('navigation', { name: 'Sections' }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(false);
      await page.screenshot({ path: path.join(screenshots, '0-sign-in.png'), fullPage: true });
      await signIn(page, 'admin', TEST_SEED_PASSWORD);
      await statusSays(page, 'Signed in as admin.', problems);
      expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);

      const stats = page.locator('#stats');
      await stats.getByText('Orders', { exact: true }).waitFor();
      const orders = stats.locator('.tile', { has: page.getByText('Orders', { exact: true }) });
      expect(await orders.locator('dd.figure').innerText()).toMatch(/^\d+$/);
      expect(await orders.locator('dd.detail').innerText()).toContain('2 placed');
      const chart = page.getByRole('img', { name: 'Orders placed per day, last 30 days (UTC)' });
      expect(await chart.locator('rect').count()).toBe(30);
      const today = new Date().toISOString().slice(0, 10);
      expect(await chart.locator(`rect[data-date="${today}"] title`).textContent()).toBe(
        `${today}: 2 orders`,
      );
      // Both axes are titled, the count axis has its ticks, and every date label lies inside the chart.
      expect(await chart.locator('text.axis-title').allTextContents()).toEqual([
        'Day (UTC, month-day)',
        'Orders placed',
      ]);
      expect(await chart.locator('text.tick:not(.date)').allTextContents()).toEqual(['0', '1', '2']);
      const outside = await page.evaluate<string[]>(`(() => {
        const svg = document.querySelector('#chart svg');
        const view = svg.viewBox.baseVal;
        return [...svg.querySelectorAll('text.tick')]
          .filter((label) => {
            const box = label.getBBox();
            return box.x < 0 || box.y < 0 || box.x + box.width > view.width || box.y + box.height > view.height;
          })
          .map((label) => label.textContent);
      })()`);
      expect(outside).toEqual([]);
      expect(await chart.locator('text.date').last().textContent()).toBe(today.slice(5));
      await page.screenshot({ path: path.join(screenshots, '1-dashboard.png'), fullPage: true });

      await page.getByLabel('Search username or email').fill(customer.username);
      await page.getByLabel('Search username or email').press('Enter');
      await statusSays(page, '1 users found.', problems);
      const suspend = page.getByRole('button', { name: `Suspend ${customer.username}` });
      await suspend.click();
      await statusSays(page, 'Give a reason', problems);
      await page.getByLabel('Reason for a status change').fill('Reported by the shelter');
      await suspend.click();
      await statusSays(page, `${customer.username} is now SUSPENDED.`, problems);
      await page.getByRole('button', { name: `Reactivate ${customer.username}` }).waitFor();
      expect((await api(service.url, 'GET', '/v1/users/me', { token: customer.accessToken })).status).toBe(
        401,
      );
      await page.locator('#users').screenshot({ path: path.join(screenshots, '2-users.png') });

      await page.getByLabel('Order status').selectOption('PLACED');
      await page.locator('#order-search').getByRole('button', { name: 'Show' }).click();
      // Customers by name and username, not by id.
      const orderRow = page.locator('#order-rows tr', { hasText: orderId.slice(-8) });
      expect(await orderRow.innerText()).toContain(`Nora Quill (${customer.username})`);
      expect(await orderRow.innerText()).not.toContain(customer.userId);
      await page.getByLabel('Reason for a force-cancel').fill('Customer suspended');
      // A confirmation first: dismissed, nothing happens.
      const dialogs: string[] = [];
      page.once('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.getByRole('button', { name: `Force-cancel order ${orderId.slice(-8)}` }).click();
      await statusSays(page, `Order ${orderId.slice(-8)} was not cancelled.`, problems);
      expect(dialogs[0]).toContain(`Nora Quill (${customer.username})`);
      expect(dialogs[0]).toContain('Reason: Customer suspended');
      await page.locator('#orders').screenshot({ path: path.join(screenshots, '2b-orders.png') });
      const adminToken = (await tokensFor(service.url, 'admin')).accessToken;
      const untouched = await api(service.url, 'GET', `/v1/store/orders/${orderId}`, { token: adminToken });
      expect(untouched.body).toMatchObject({ status: 'PLACED' });
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: `Force-cancel order ${orderId.slice(-8)}` }).click();
      await statusSays(page, `Order ${orderId.slice(-8)} cancelled`, problems);
      const order = await api(service.url, 'GET', `/v1/store/orders/${orderId}`, { token: adminToken });
      expect(order.body).toMatchObject({ status: 'CANCELLED', cancelReason: 'Customer suspended' });

      await page.getByLabel('Action', { exact: true }).fill('user.suspend');
      await page.getByLabel('Action', { exact: true }).press('Enter');
      const rows = page.locator('#audit-rows tr');
      await rows.filter({ hasText: 'user.suspend' }).first().waitFor();
      expect(await rows.count()).toBe(1);
      expect(await rows.first().innerText()).toMatch(/ADMIN .*user\.suspend.*rest.*success/s);
      await page.getByLabel('Action', { exact: true }).fill('');
      await page.getByLabel('Action', { exact: true }).press('Enter');
      await rows.filter({ hasText: 'order.force_cancel' }).first().waitFor();
      await page.screenshot({ path: path.join(screenshots, '3-audit.png'), fullPage: true });

      // Reloading keeps the session of this tab; signing out forgets it.
      await page.reload();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.getByRole('button', { name: 'Sign out' }).click();
      expect(await page.evaluate('sessionStorage.length')).toBe(0);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();

      expect(problems).toEqual([]);
      expect(requested.filter((url) => !url.startsWith(`${service.url}/`))).toEqual([]);
    },
  );

  it('refuses an account that is not an administrator', { timeout: 60_000 }, async () => {
    const { page, problems } = await openConsole();
    await signIn(page, 'staff', TEST_SEED_PASSWORD);
    await statusSays(page, 'This account is not an administrator.', problems);
    expect(await page.locator('#console').isHidden()).toBe(true);
  });
});
