import { defineConfig } from 'vitest/config';
import SlowTierFirst from './test/helpers/slow-tier-first.js';

/**
 * The suite in three tiers (README, "Tests"):
 * - `unit`: core rules in process (state machines, policies, schemas, the error table, money...):
 *   no sockets, no database, seconds in all.
 * - `doors`: every door over real sockets against real gateways and the real database. Any new
 *   file under `test/<area>/` lands here.
 * - `slow`: whole processes (a cluster, crashes and kills, command-line tools), browser pages and
 *   the deep contract fuzz.
 */
const UNIT = ['test/unit/**/*.test.ts', 'src/**/*.test.ts'];

const SLOW = [
  // a cluster of processes, signals, crashes and kills
  'test/platform/cluster.test.ts',
  'test/platform/sigterm.test.ts',
  'test/embedded/crash.test.ts',
  'test/embedded/persistence-crash.test.ts',
  'test/embedded/lock-file.test.ts',
  // command-line tools run as processes of their own
  'test/embedded/cli.test.ts',
  'test/admin/tenants-cli.test.ts',
  'test/grpc/buf-curl.test.ts',
  'test/users/operator-cli.test.ts',
  'test/platform/start-up-errors.test.ts',
  'test/platform/env-file.test.ts',
  'test/platform/log-format.test.ts',
  'test/platform/tracing.test.ts',
  // every shell example of the docs, run against a started service
  'test/platform/doc-examples.test.ts',
  // browser pages
  'test/oauth/authorization-code.test.ts',
  'test/admin/console.test.ts',
  'test/platform/docs-page.test.ts',
  'test/graphql/explorer.test.ts',
  'test/admin/oauth-clients-console.test.ts',
  'test/oauth/browser-app.test.ts',
  'test/oauth/consent-page.test.ts',
  // every operation against the contract with generated input
  'test/platform/contract-fuzz.test.ts',
];

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS (`main`) and ESM (`module`) twins. Node loads the CommonJS one for
    // Apollo Server; the sources must get the same copy, or `instanceof GraphQLError` fails.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    testTimeout: 30_000,
    // Starting a gateway takes seconds alone, and a minute or more on a machine shared with other work.
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    // Each tier sets its own (below); the slow tier runs first, as its own group, then the others.
    maxWorkers: 2,
    // Drops the databases a run made on a caller's MONGODB_URI (no-op on the embedded default).
    globalSetup: ['test/helpers/external-mongo-setup.ts'],
    sequence: { sequencer: SlowTierFirst },
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache): a later run, and
    // every project of a run, reuse them instead of transforming src/ and test/ again.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        // Pure rules: a worker keeps the modules it loaded for the next file. Run with the door tier.
        test: { name: 'unit', include: UNIT, isolate: false, maxWorkers: 3, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: {
          name: 'doors',
          include: ['test/**/*.test.ts'],
          exclude: ['test/unit/**', ...SLOW],
          // A worker keeps the service's modules loaded from one file to the next instead of
          // importing the whole service again for every file: files still start their own
          // gateways (or share the worker's, see test/helpers/shared-gateway.ts).
          isolate: false,
          // Three workers on two cores: a door file waits on its own sockets, timers and database
          // thread for about a quarter of its time, so two workers left the cores a third idle
          // (this tier alone: 94 s with two, 87 s with three).
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: SLOW,
          // Most of these files start processes of their own; the service's modules they import
          // in process (helpers, a gateway) stay loaded from one file to the next.
          isolate: false,
          // Its processes keep both cores busy with two workers; first, as a group of its own, so
          // its minute-long files never start late and run into a tail.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          globalSetup: ['test/helpers/global-setup.ts'],
        },
      },
    ],
  },
});
