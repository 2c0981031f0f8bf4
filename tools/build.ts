/**
 * Compiles `src/` to plain JavaScript in `dist/` for `npm start` (its `prestart`), so the service
 * runs on Node alone instead of under tsx's loader hooks, which name every function made at run
 * time (esbuild's `keepNames`, a `defineProperty` per closure) and resolve every `require` the
 * dependencies make while serving. Types are checked by `npm run check`, not here: this only strips
 * them, file by file, keeping the layout of `src/` (paths such as `../../../protos` still resolve)
 * and copying the files the code reads next to itself (the explorer's and console's assets).
 *
 * Safe to run while another copy of the service starts from `dist/` (the tests start several): a
 * file is written only when its text changed, through a temporary file renamed over it, so a
 * reader sees the old file or the new one, never half of one. Files of deleted sources go too.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { BUILD_STAMP, sourceStamp } from './build-stamp.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = path.join(ROOT, 'src');
const OUTPUT = path.join(ROOT, 'dist');

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `contents` to `file` unless it already holds exactly that; atomically when it does not. */
async function writeIfChanged(file: string, contents: Uint8Array): Promise<void> {
  const current = await readFile(file).catch(() => undefined);
  if (current !== undefined && Buffer.compare(current, contents) === 0) return;
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}

// Taken before the sources are read: a file changed during the build makes the stamp stale.
const stamp = await sourceStamp();
const sources = await filesUnder(SOURCE);
const typescript = sources.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
const others = sources.filter((file) => !file.endsWith('.ts'));

const result = await build({
  entryPoints: typescript,
  outdir: OUTPUT,
  outbase: SOURCE,
  format: 'esm',
  platform: 'node',
  // 20.19, the oldest Node the service supports (package.json `engines`): its import attributes
  // (`with { type: 'json' }`) are kept, which an older target would strip.
  target: 'node20.19',
  bundle: false,
  keepNames: false,
  write: false,
  logLevel: 'warning',
});

const wanted = new Map<string, Uint8Array>(result.outputFiles.map((file) => [file.path, file.contents]));
for (const file of others) {
  wanted.set(path.join(OUTPUT, path.relative(SOURCE, file)), await readFile(file));
}
await Promise.all([...wanted].map(([file, contents]) => writeIfChanged(file, contents)));
const stale = (await filesUnder(OUTPUT)).filter(
  (file) => !wanted.has(file) && !file.endsWith('.tmp') && path.basename(file) !== BUILD_STAMP,
);
await Promise.all(stale.map((file) => rm(file, { force: true })));

// What `dist/` was built from (tools/build-if-stale.mjs compares it with `src/` before the
// operator commands and `npm start` run): every source's path, size and modification time, and
// this build program's. Written last, so an interrupted build leaves no stamp and is redone.
await writeIfChanged(path.join(OUTPUT, BUILD_STAMP), Buffer.from(JSON.stringify(stamp)));
