// What `dist/` was built from: the path, size and modification time of every file under `src/`
// and of the build program. tools/build.ts writes it into `dist/` with the output;
// tools/build-if-stale.mjs compares it with `src/` as it is now. Plain JavaScript, so that the
// comparison needs Node alone: it runs before every `npm start` and operator command.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export const BUILD_STAMP = '.built-from.json';

const ROOT = path.join(import.meta.dirname, '..');
const BUILD_PROGRAM = ['tools/build.ts', 'tools/build-stamp.mjs'];

/** Every input of the build under `root`, as `[path, size, mtimeMs]`, sorted by path. */
export async function sourceStamp(root = ROOT) {
  const entries = await readdir(path.join(root, 'src'), { recursive: true, withFileTypes: true });
  const files = [
    ...entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)),
    ...BUILD_PROGRAM.map((file) => path.join(root, file)),
  ].map((file) => path.relative(root, file));
  files.sort();
  return Promise.all(
    files.map(async (file) => {
      const { size, mtimeMs } = await stat(path.join(root, file));
      return [file, size, mtimeMs];
    }),
  );
}

/** Whether `dist/` under `root` was built from exactly the files there are now. */
export async function builtFromCurrentSources(root = ROOT) {
  try {
    const built = await readFile(path.join(root, 'dist', BUILD_STAMP), 'utf8');
    return built === JSON.stringify(await sourceStamp(root));
  } catch {
    return false;
  }
}
