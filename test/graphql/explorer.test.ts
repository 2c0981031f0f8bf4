import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { createTenantWithStaff, type TestAccount } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { createPet } from '../store/store-api.js';

/** GraphiQL at `GET /v1/graphql` for browsers, from the service's own files. */
let service: TestGateway;
let browser: Browser;
let staff: TestAccount;

beforeAll(async () => {
  [service, browser] = await Promise.all([startTestGateway(), launchBrowser()]);
  // A shelter of its own whose only pet is the one the explorer should show.
  ({ account: staff } = await createTenantWithStaff(service));
  await createPet(service.url, staff.accessToken, { name: 'Explorer Pip' });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await service?.close();
});

/** Sets a GraphiQL editor's text through CodeMirror (GraphiQL 3's editors are CodeMirror 5). */
function setEditor(selector: string, text: string): string {
  return `document.querySelector(${JSON.stringify(`${selector} .CodeMirror`)}).CodeMirror.setValue(${JSON.stringify(text)})`;
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
      await page.close();
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
