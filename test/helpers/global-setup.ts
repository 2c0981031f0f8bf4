import { unpackBrowser } from './browser.js';

export default async function setup(): Promise<void> {
  await unpackBrowser();
}
