import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, builtFromCurrentSources, sourceStamp } from '../../../tools/build-stamp.mjs';

/**
 * `npm start` and the operator commands skip the build when `dist/` was built from exactly the
 * sources there are: any added, removed, resized or re-dated source, or a changed build program,
 * makes them build again.
 */
describe('whether dist/ is current', () => {
  let root: string;

  async function write(file: string, text: string): Promise<void> {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }

  /** What tools/build.ts leaves in dist/ once it is done. */
  async function build(): Promise<void> {
    await write(`dist/${BUILD_STAMP}`, JSON.stringify(await sourceStamp(root)));
  }

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'petstore-build-stamp-'));
    await write('src/main.ts', 'export {};\n');
    await write('src/core/money.ts', 'export const cents = 100;\n');
    await write('tools/build.ts', '// the build\n');
    await write('tools/build-stamp.mjs', '// the stamp\n');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('is not before the first build, and is right after it', async () => {
    expect(await builtFromCurrentSources(root)).toBe(false);
    await build();
    expect(await builtFromCurrentSources(root)).toBe(true);
  });

  it.each([
    ['a source edited', () => write('src/core/money.ts', 'export const cents = 1000;\n')],
    ['a source added', () => write('src/core/pets.ts', 'export {};\n')],
    ['a source removed', () => rm(path.join(root, 'src/core/money.ts'))],
    [
      'a source re-dated (a checkout)',
      () => utimes(path.join(root, 'src/main.ts'), new Date(), new Date(2030, 0, 1)),
    ],
    ['the build program changed', () => write('tools/build.ts', '// another build\n')],
  ])('is stale once %s', async (_what, change) => {
    await build();
    await change();
    expect(await builtFromCurrentSources(root)).toBe(false);
  });
});
