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
);
