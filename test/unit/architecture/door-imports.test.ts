import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ADAPTERS, adapterSources, type Source } from './adapter-sources.js';

/**
 * The import rule of the doors (docs/architecture-doors.md, "Layering"), checked on resolved
 * paths rather than on the import strings eslint.config.js reads: a door of src/adapters (and
 * `shared`) imports the core, `adapters/shared`, its own folder and the platform modules every
 * layer uses, never another door. It holds even if the lint configuration is weakened.
 */
const SRC = path.resolve(import.meta.dirname, '../../../src');
const PLATFORM = ['logger.ts', 'metrics.ts', 'config.ts', 'tracing'];

/** Every module a file names: static imports and re-exports, `import()` and `require()`. */
function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** Where under src/ an import of `file` lands (`core/errors.ts`), or undefined for a package. */
function targetOf(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const resolved = path.resolve(path.dirname(path.join(ADAPTERS, file)), specifier);
  return path.relative(SRC, resolved).replace(/\.js$/, '.ts');
}

function allowed(folder: string, target: string): boolean {
  const [top, second] = target.split(path.sep);
  if (top === 'core' || PLATFORM.includes(top ?? '')) return true;
  return top === 'adapters' && (second === 'shared' || second === folder);
}

/** `file: import` for each import of a file that leaves what its folder may use. */
function doorImportOffences({ file, text }: Source): string[] {
  const folder = file.split(path.sep)[0] ?? '';
  return importsOf(text).flatMap((specifier) => {
    const target = targetOf(file, specifier);
    return target === undefined || allowed(folder, target) ? [] : [`${file}: ${specifier}`];
  });
}

describe('door boundaries', () => {
  const sources = adapterSources();

  it('reads every door and what it imports', () => {
    const folders = new Set(sources.map(({ file }) => file.split(path.sep)[0]));
    expect([...folders].sort()).toEqual(['graphql', 'grpc', 'oauth', 'rest', 'shared', 'soap', 'ws']);
    expect(sources.length).toBeGreaterThan(100);
    const coreImports = sources.flatMap(({ file, text }) =>
      importsOf(text).filter((specifier) => targetOf(file, specifier)?.startsWith(`core${path.sep}`)),
    );
    expect(coreImports.length).toBeGreaterThan(100);
  });

  it('no door imports another door, the database or the gateway', () => {
    expect(sources.flatMap(doorImportOffences)).toEqual([]);
  });

  it('names the file and the import that crosses a boundary', () => {
    const offending: Source = {
      file: path.join('oauth', 'router.ts'),
      text: [
        "import type { RestState } from '../rest/state.js';",
        "import { closeGoingAway } from '../../adapters/ws/going-away.js';",
        "export { openDatabase } from '../../db/database.js';",
        "const lazy = () => import('../graphql/door.js');",
        "import { toDomainError } from '../../core/normalise-error.js';",
        "import { bearerFromAuthorization } from '../shared/bearer.js';",
        "import { CsrfGuard } from './csrf.js';",
        "import type { Logger } from '../../logger.js';",
        "import Router from '@koa/router';",
      ].join('\n'),
    };
    expect(doorImportOffences(offending)).toEqual([
      'oauth/router.ts: ../rest/state.js',
      'oauth/router.ts: ../../adapters/ws/going-away.js',
      'oauth/router.ts: ../../db/database.js',
      'oauth/router.ts: ../graphql/door.js',
    ]);
  });
});
