#!/usr/bin/env node
// The first step of `npm start` and of the operator commands (their `pre` scripts): compiles
// `src/` into `dist/` (tools/build.ts) unless `dist/` was built from exactly the files `src/`
// holds now. Checking takes a few milliseconds; starting the compiler takes a second or two, on
// every start and every operator command.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { builtFromCurrentSources } from './build-stamp.mjs';

if (!(await builtFromCurrentSources())) {
  const root = path.join(import.meta.dirname, '..');
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'tools/build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(build.status ?? 1);
}
