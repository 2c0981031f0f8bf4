import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const protocolPackages = [
  'koa',
  'koa-*',
  '@koa/*',
  'graphql',
  'graphql-*',
  '@apollo/*',
  '@grpc/*',
  'grpc-*',
  'ws',
  'soap',
  'oidc-provider',
];

/**
 * The folders of src/adapters: one per door, and `shared`, what several doors use. A door (and
 * `shared`) imports the core, `adapters/shared`, its own folder and the platform modules every
 * layer uses (the logger, metrics, the configuration, tracing): never another door, the database
 * or the gateway that wires the doors together (docs/architecture-doors.md, "Layering").
 * test/unit/architecture/door-imports.test.ts checks the same rule on resolved paths.
 */
const adapterFolders = ['graphql', 'grpc', 'oauth', 'rest', 'soap', 'ws', 'shared'];
const platformModules = ['logger\\.js', 'metrics\\.js', 'config\\.js', 'tracing/'];
const doorImportMessage =
  'An adapter imports only src/core, src/adapters/shared, its own folder and the platform (logger, metrics, config, tracing).';

/**
 * `no-restricted-imports` reads import strings, not resolved paths, so the rule is written per
 * depth below the folder: from a file `depth` folders down, `depth + 1` steps up reach
 * src/adapters (where only `shared/` and the own folder may follow), `depth + 2` reach src/
 * (only the core, `adapters/shared/`, the own folder again, or a platform module), and more leave
 * src/ altogether.
 */
function adapterImportRules(folder) {
  const inAdapters = `(?:shared|${folder})/`;
  const inSrc = `(?:core/|adapters/${inAdapters}|${platformModules.join('|')})`;
  const up = (steps) => `^(?:\\.\\./){${steps}}`;
  return [0, 1, 2, 3].map((depth) => ({
    files: [`src/adapters/${folder}/${'*/'.repeat(depth)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `${up(depth + 1)}(?!\\.\\./)(?!${inAdapters})`, message: doorImportMessage },
            { regex: `${up(depth + 2)}(?!\\.\\./)(?!${inSrc})`, message: doorImportMessage },
            { regex: up(depth + 3), message: doorImportMessage },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'data/',
      'coverage/',
      'dist/',
      '.scratch/',
      // Written by `npm run generate:types` (checked by `npm run check`), not by hand.
      'src/adapters/grpc/generated/',
      'src/adapters/graphql/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts the docs run with `node` alone (no build, no tsx).
    files: ['tools/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', Buffer: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The core knows no protocol: adapters translate, the core decides.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: protocolPackages, message: 'src/core must not import protocol code.' },
            { group: ['**/adapters/**'], message: 'src/core must not import adapters.' },
          ],
        },
      ],
    },
  },
  ...adapterFolders.flatMap(adapterImportRules),
);
