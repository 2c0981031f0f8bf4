import type { Page } from 'playwright-core';

/**
 * Records what a console page reports as wrong: console errors, page errors and CSP violations
 * (a violation is an error on the console too; this names its directive).
 */
export async function watchForProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.addInitScript(
    "document.addEventListener('securitypolicyviolation', (e) => console.error('CSP violation: ' + e.violatedDirective));",
  );
  return problems;
}

/**
 * Waits for the console's status line to say `text`. On a timeout the error names what the line
 * said instead and what the page reported, so a failure far from this machine explains itself.
 */
export async function statusSays(page: Page, text: string, problems: string[] = []): Promise<void> {
  try {
    await page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: 45_000 });
  } catch (error) {
    const said = await page
      .locator('#status')
      .textContent()
      .catch(() => null);
    throw new Error(
      `the status line never said ${JSON.stringify(text)}; it says ${JSON.stringify(said)}; ` +
        `page problems: ${JSON.stringify(problems)}`,
      { cause: error },
    );
  }
}
