/**
 * Where a GraphQL read's CPU goes, without HTTP and its load generator: the 20-dog page
 * (`pets(first: 20, filter: { species: DOG })`, every field and cursor, as bench/graphql.ts asks)
 * executed in this process, over the same seeded gateway, by
 *   - `graphql-js`: graphql-js's `execute`, as Apollo runs it (GRAPHQL_EXECUTOR=standard),
 *   - `compiled`: the compiled executor once the operation is compiled (graphql-jit),
 *   - `apollo (standard)`, `apollo (compiled)`: the door's whole Apollo Server under each
 *     GRAPHQL_EXECUTOR (`executeHTTPGraphQLRequest`: hashing, document cache, plugins, the
 *     execution, error formatting, JSON),
 *   - `core`: what REST does for the same data, the core's page through the shared presenter, as
 *     JSON (no cursors per item),
 * each answer turned into JSON. The variants run in interleaved blocks, so a busy machine slows
 * them alike; the median CPU time per read over the blocks is printed.
 *
 *   npx tsx bench/graphql-execution.ts      (BENCH_BLOCKS=12, 300 reads a block)
 */
import './support/production-mode.js';
import { PET_FIELDS } from './support/door-requests.js';
import { HeaderMap } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { startApolloServer } from '../src/adapters/graphql/apollo-server.js';
import { compiledExecutor } from '../src/adapters/graphql/compiled-executor.js';
import { createGraphqlContext } from '../src/adapters/graphql/context.js';
import { resolvers } from '../src/adapters/graphql/resolvers/index.js';
import { loadTypeDefs } from '../src/adapters/graphql/schema.js';
import { presentPet } from '../src/adapters/shared/presenters/pets.js';
import type { CallerContext } from '../src/core/context.js';
import { seedDogs } from './support/dogs.js';
import { startBenchGateway } from './support/gateway.js';

const BLOCKS = Number(process.env['BENCH_BLOCKS'] ?? 12);
const READS_PER_BLOCK = 300;
const QUERY = `{ pets(first: 20, filter: { species: DOG }) { edges { cursor node { ${PET_FIELDS} } } pageInfo { hasNextPage endCursor } } }`;
const BASE_URL = 'http://127.0.0.1';

const { gateway, seedPassword } = await startBenchGateway();
try {
  await seedDogs(gateway.url, seedPassword);
  const { core } = gateway;
  const caller: CallerContext = await core.doorway.admit({
    protocol: 'graphql',
    ip: '127.0.0.1',
    requestId: 'bench',
    bearer: { kind: 'absent' },
  });
  const context = () => createGraphqlContext(core, caller, BASE_URL);
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
  const document = parse(QUERY);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const compiled = compiledExecutor(schema, { compileAfter: 0 });
  // What Apollo hands its executor, as far as the executor reads it.
  const executorRequest = () =>
    ({ document, operation, context: context(), request: {} }) as unknown as Parameters<typeof compiled>[0];
  const servers = {
    standard: await startApolloServer(core, 'standard'),
    compiled: await startApolloServer(core, 'compiled'),
  };
  const headers = new HeaderMap([['content-type', 'application/json']]);

  const throughApollo = async (server: (typeof servers)['standard']) => {
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: '', body: { query: QUERY } },
      context: async () => context(),
    });
    if (answer.body.kind !== 'complete') throw new Error('expected a complete answer');
    return answer.body.string;
  };

  const variants: Record<string, () => Promise<string>> = {
    'graphql-js': async () => JSON.stringify(await execute({ schema, document, contextValue: context() })),
    compiled: async () => JSON.stringify(await compiled(executorRequest())),
    'apollo (standard)': () => throughApollo(servers.standard),
    'apollo (compiled)': () => throughApollo(servers.compiled),
    core: async () => {
      const page = await core.pets.list(caller, { species: 'DOG', sort: '-createdAt', limit: 20 });
      return JSON.stringify({ data: page.data.map((pet) => presentPet(pet, BASE_URL)) });
    },
  };
  for (const [name, read] of Object.entries(variants)) {
    if (!(await read()).includes('Bench dog')) throw new Error(`${name} did not read the dogs`);
  }

  const micros: Record<string, number[]> = {};
  for (let block = 0; block < BLOCKS; block += 1) {
    for (const [name, read] of Object.entries(variants)) {
      const before = process.cpuUsage();
      for (let index = 0; index < READS_PER_BLOCK; index += 1) await read();
      const used = process.cpuUsage(before);
      // The first two blocks warm up (JIT, caches).
      if (block >= 2) (micros[name] ??= []).push((used.user + used.system) / READS_PER_BLOCK);
    }
  }
  console.log(`\n20-dog page, CPU µs per read, median of ${BLOCKS - 2} blocks of ${READS_PER_BLOCK}`);
  for (const [name, values] of Object.entries(micros)) {
    const median = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    console.log(`${name.padEnd(12)} ${median.toFixed(0).padStart(6)}`);
  }
} finally {
  await gateway.close();
}
