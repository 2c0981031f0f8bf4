import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { createTenantWithStaff, type TestAccount } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { createPet } from '../store/store-api.js';
import { streamsOpen, streamsOpened } from './ws-client.js';

/** GraphiQL at `GET /v1/graphql` for browsers, from the service's own files. */
let service: TestGateway;
let browser: Browser;
let staff: TestAccount;
let screenshots: string;
let petId: string;

beforeAll(async () => {
  [service, browser, screenshots] = await Promise.all([
    startTestGateway(),
    launchBrowser(),
    mkdtemp(path.join(tmpdir(), 'petstore-graphql-explorer-')),
  ]);
  console.log(`GraphQL explorer screenshots: ${screenshots}`);
  // A shelter of its own whose only pet is the one the explorer should show.
  ({ account: staff } = await createTenantWithStaff(service));
  petId = (await createPet(service.url, staff.accessToken, { name: 'Explorer Pip' }))['id'] as string;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await service?.close();
});

/** Sets a GraphiQL editor's text through CodeMirror (GraphiQL 3's editors are CodeMirror 5). */
function setEditor(selector: string, text: string): string {
  return `document.querySelector(${JSON.stringify(`${selector} .CodeMirror`)}).CodeMirror.setValue(${JSON.stringify(text)})`;
}

/**
 * Puts `text` in the query editor and waits until it stays there: after a reload GraphiQL restores
 * the last query from storage once it has mounted, which could replace text set before that.
 */
async function holdQuery(page: Page, text: string): Promise<void> {
  const read = `document.querySelector('.graphiql-query-editor .CodeMirror').CodeMirror.getValue()`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await page.evaluate(setEditor('.graphiql-query-editor', text));
    await new Promise((resolve) => setTimeout(resolve, 200));
    if ((await page.evaluate(read)) === text) return;
  }
  throw new Error('the query editor never kept the text');
}

/**
 * Waits for the result pane to show `text`; on a timeout the error quotes what it shows instead
 * and a screenshot of the page is left beside the others.
 */
async function resultShows(page: Page, text: string): Promise<void> {
  const result = page.locator('.result-window');
  try {
    await result.getByText(text).first().waitFor({ timeout: 20_000 });
  } catch (error) {
    await page.screenshot({ path: path.join(screenshots, 'failure.png') });
    const shown = await result.innerText().catch(() => null);
    throw new Error(
      `the result pane never showed ${JSON.stringify(text)}; it shows ${JSON.stringify(shown)}`,
      {
        cause: error,
      },
    );
  }
}

describe('the GraphQL explorer', () => {
  test(
    'a browser gets GraphiQL from local files and runs a query with a token',
    { timeout: 90_000 },
    async () => {
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      const problems: string[] = [];
      const requested: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('request', (request) => requested.push(`${request.method()} ${request.url()}`));

      const response = await page.goto(`${service.url}/v1/graphql`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'; style-src 'self'/);

      await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
      await page.evaluate(
        setEditor('.graphiql-query-editor', '{ pets(first: 1) { edges { node { name } } } }'),
      );
      await page.getByRole('button', { name: 'Headers', exact: true }).click();
      await page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden) .CodeMirror').waitFor();
      await page.evaluate(
        setEditor(
          '.graphiql-editor-tool .graphiql-editor:not(.hidden)',
          JSON.stringify({ Authorization: `Bearer ${staff.accessToken}` }),
        ),
      );
      await page.locator('.graphiql-execute-button').click();

      const result = page.locator('.result-window');
      await result.getByText('Explorer Pip').waitFor();
      expect(await result.innerText()).toContain('"name": "Explorer Pip"');

      const outside = requested.filter((request) => !request.split(' ')[1]?.startsWith(`${service.url}/`));
      expect(outside).toEqual([]);
      expect(requested).toContain(`POST ${service.url}/v1/graphql`);
      expect(problems).toEqual([]);
      // The page stays open: the packaged Chromium runs as one process, which ends with its last page.
    },
  );

  test(
    'the token field signs queries and subscriptions in; a subscription shows a change made over REST',
    { timeout: 90_000 },
    async () => {
      const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
      const problems: string[] = [];
      const logged: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        logged.push(message.text());
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto(`${service.url}/v1/graphql`);
      // GraphiQL keeps its tabs and Headers in localStorage: start from none (the test above wrote some).
      await page.evaluate('localStorage.clear()');
      await page.reload();
      await page.locator('.graphiql-query-editor .CodeMirror').waitFor();

      // Without a token `me` is null; with one typed in, it is the staff member.
      await page.evaluate(setEditor('.graphiql-query-editor', '{ me { username role } }'));
      await page.locator('.graphiql-execute-button').click();
      const result = page.locator('.result-window');
      await resultShows(page, '"me": null');

      const token = page.getByLabel('Bearer token');
      await token.fill(staff.accessToken);
      expect(await token.getAttribute('type')).toBe('password');
      await page.locator('.graphiql-execute-button').click();
      await resultShows(page, `"username": "${staff.username}"`);
      expect(await result.innerText()).toContain('"role": "STAFF"');
      await page.screenshot({ path: path.join(screenshots, '1-me-with-token.png') });

      // The token is this tab's, and survives a reload of it.
      expect(await page.evaluate('sessionStorage.getItem("petstore-explorer:bearer-token")')).toBe(
        staff.accessToken,
      );
      await page.reload();
      await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
      expect(await page.getByLabel('Bearer token').inputValue()).toBe(staff.accessToken);

      // A subscription over graphql-ws, signed in by the same field (the pet is in staff's tenant).
      const registry = service.gateway.core.metrics.registry;
      const before = await streamsOpened(registry, 'petStatusChanged');
      await holdQuery(
        page,
        `subscription Watch { petStatusChanged(petId: "${petId}") { petId previousStatus status pet { name } } }`,
      );
      await page.locator('.graphiql-execute-button').click();
      await streamsOpen(registry, 'petStatusChanged', before + 1);
      const update = await api(service.url, 'PUT', `/v1/pets/${petId}`, {
        token: staff.accessToken,
        body: { name: 'Explorer Pip', species: 'dog', price: '150.00', status: 'NOT_AVAILABLE' },
      });
      expect(update.status, JSON.stringify(update.body)).toBe(200);
      await resultShows(page, '"status": "NOT_AVAILABLE"');
      const event = await result.innerText();
      expect(event).toContain(`"petId": "${petId}"`);
      expect(event).toContain('"previousStatus": "AVAILABLE"');
      await page.screenshot({ path: path.join(screenshots, '2-subscription-event.png') });

      // Stopping the subscription closes its stream on the server.
      await page.locator('.graphiql-execute-button').click();
      expect(problems).toEqual([]);
      expect(logged.filter((line) => line.includes(staff.accessToken))).toEqual([]);
    },
  );

  test('GraphQL clients still get GraphQL at the same URL, and CSRF prevention stays on', async () => {
    const query = encodeURIComponent('{ __typename }');
    const asClient = await fetch(`${service.url}/v1/graphql?query=${query}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(asClient.status).toBe(200);
    expect(await asClient.json()).toMatchObject({ data: { __typename: 'Query' } });
    expect(asClient.headers.get('vary')).toMatch(/accept/i);

    // A browser's navigation with a query is the explorer page, never an executed operation.
    const navigation = await fetch(`${service.url}/v1/graphql?query=${query}`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(navigation.status).toBe(200);
    expect(navigation.headers.get('content-type')).toMatch(/^text\/html/);

    const simplePost = await fetch(`${service.url}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(simplePost.status).toBe(400);
  });

  test('only the explorer files are served under its assets path', async () => {
    const assets = `${service.url}/v1/graphql/explorer/assets`;
    const script = await fetch(`${assets}/graphiql.min.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('GraphiQL');
    expect((await fetch(`${assets}/react.production.min.js`)).status).toBe(200);
    for (const unknown of ['package.json', '..%2F..%2Fpackage.json', 'graphiql.js']) {
      expect((await fetch(`${assets}/${unknown}`)).status, unknown).toBe(404);
    }
  });
});
