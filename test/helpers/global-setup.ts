import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { unpackBrowser } from './browser.js';
import { ROOT } from './service-process.js';

/**
 * The slow tier's setup, once per run: the browser for page tests, and `dist/` compiled (unless
 * current) as `npm start`'s `prestart` does, for the tests that start the service `built`
 * (service-process.ts).
 */
export default async function setup(): Promise<void> {
  await Promise.all([
    unpackBrowser(),
    promisify(execFile)(process.execPath, ['tools/build-if-stale.mjs'], { cwd: ROOT }),
  ]);
}
