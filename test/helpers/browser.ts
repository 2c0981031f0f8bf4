import chromium from '@sparticuz/chromium';
import { chromium as playwright, type Browser } from 'playwright-core';

/**
 * Flags of the package's serverless preset that would make the browser unlike a user's: with
 * them the same-origin policy and CORS are off, so a page test could not see a missing CORS header.
 */
const UNSAFE_FLAGS = new Set(['--disable-web-security', '--allow-running-insecure-content']);
/**
 * The preset's GPU emulation (SwiftShader behind ANGLE, for WebGL in a serverless function):
 * no page here draws with WebGL, and Chromium's software compositor renders them with far less CPU.
 */
const GPU_EMULATION_FLAGS = new Set([
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--in-process-gpu',
]);

/**
 * Headless Chromium for page tests. The binary ships inside the `@sparticuz/chromium` npm package
 * (unpacked to the temp directory on first use), so the tests need nothing beyond `npm ci`: no
 * system browser, no download at install time.
 */
export async function launchBrowser(): Promise<Browser> {
  return playwright.launch({
    executablePath: await chromium.executablePath(),
    args: [
      ...chromium.args.filter((flag) => !UNSAFE_FLAGS.has(flag) && !GPU_EMULATION_FLAGS.has(flag)),
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
    headless: true,
  });
}

/** Unpacks the binary once, before test files run in parallel and could race to unpack it. */
export async function unpackBrowser(): Promise<void> {
  await chromium.executablePath();
}
